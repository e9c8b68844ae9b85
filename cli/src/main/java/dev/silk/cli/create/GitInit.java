package dev.silk.cli.create;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code silk new --git}: a repository with the generated files as its first commit. git is an
 * optional extra, so every way it can be missing or fail ends in a message, never in a failed
 * {@code silk new}.
 *
 * <pre>{@code
 * GitInit.Outcome outcome = new GitInit("git").run(folder, "Create demo with silk new");
 * }</pre>
 */
public final class GitInit {
  /** What happened, for the user. */
  public enum Outcome {
    /** A repository with one commit. */
    COMMITTED,
    /** A repository with the files staged; the commit failed (usually no user.name/email). */
    INITIALISED_ONLY,
    /** git is not installed. */
    GIT_MISSING
  }

  private final String git;

  /** Uses this git executable ({@code "git"} finds it on PATH). */
  public GitInit(String git) {
    this.git = git;
  }

  /** Initialises a repository in {@code folder} and commits everything in it. */
  public Outcome run(Path folder, String message) throws IOException {
    try {
      if (run(folder, List.of("init", "-q")) != 0) {
        throw new IOException("git init failed in " + folder);
      }
    } catch (IOException e) {
      if (e.getMessage() != null && e.getMessage().contains("Cannot run program")) {
        return Outcome.GIT_MISSING;
      }
      throw e;
    }
    if (run(folder, List.of("add", "-A")) != 0) {
      throw new IOException("git add failed in " + folder);
    }
    return run(folder, List.of("commit", "-q", "-m", message)) == 0
        ? Outcome.COMMITTED
        : Outcome.INITIALISED_ONLY;
  }

  /**
   * A git that a signal ended (128 + its number: the same Ctrl-C that is stopping {@code silk new})
   * fails the whole project, so no half-made repository is moved into place (D212).
   */
  private static int checkNotKilled(int exit, List<String> args) throws IOException {
    if (exit > 128) {
      throw new InterruptedIOException(
          "git " + args.get(0) + " was stopped by signal " + (exit - 128));
    }
    return exit;
  }

  private int run(Path folder, List<String> args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(git);
    command.addAll(args);
    Process process =
        new ProcessBuilder(command)
            .directory(folder.toFile())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    try {
      if (!process.waitFor(30, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IOException("git " + args.get(0) + " took more than 30 s");
      }
      return checkNotKilled(process.exitValue(), args);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while running git", e);
    }
  }
}
