package dev.silk.cli;

/**
 * The {@code silk} process entry point: runs the command line on the system console and exits with
 * its code.
 *
 * <pre>{@code
 * java -cp "lib/*:runtime/*" dev.silk.cli.Main --version
 * }</pre>
 */
public final class Main {
  private Main() {}

  /** Runs {@code silk} with the given arguments and exits. */
  public static void main(String[] args) {
    Console console = Console.system();
    int exit = Cli.run(console, args);
    console.out().flush();
    console.err().flush();
    // A success simply returns when nothing else runs: from JDK 21 on, System.exit first looks up
    // the java.lang.Runtime logger, which scans every jar for a logging service, about 15 ms of
    // CPU on each short command (docs/decisions.md, D55). The JVM then ends with status 0 and
    // runs the shutdown hooks as System.exit would.
    if (exit != ExitCodes.OK || otherThreadsKeepTheJvmAlive()) {
      System.exit(exit);
    }
  }

  /** Whether a thread other than this one would keep the JVM running after main returns. */
  private static boolean otherThreadsKeepTheJvmAlive() {
    ThreadGroup root = Thread.currentThread().getThreadGroup();
    while (root.getParent() != null) {
      root = root.getParent();
    }
    Thread[] threads = new Thread[root.activeCount() + 16];
    int count = root.enumerate(threads, true);
    for (int i = 0; i < count; i++) {
      Thread thread = threads[i];
      if (thread != Thread.currentThread() && !thread.isDaemon() && thread.isAlive()) {
        return true;
      }
    }
    return count == threads.length; // the array was full: more threads than counted, be safe
  }
}
