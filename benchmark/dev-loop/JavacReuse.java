import com.sun.tools.javac.api.JavacTaskPool;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * What a warm javac context would save a one-file edit (decision D297): compiles one source against
 * a class path in one JVM, alternating a new javac task per compile (what {@code silk dev} does) and
 * a task from the JDK's own pool of reusable contexts ({@code JavacTaskPool}, internal, what JShell
 * uses), both through one long-lived file manager; prints the median and 90th percentile of each.
 *
 * <p>Measures only: the pool keeps every class it read from class files, so a real dev loop would
 * also have to forget the project's own classes between compiles (see D297).
 *
 * <pre>{@code
 * JH=/usr/lib/jvm/temurin-25-jdk-amd64
 * silk new devbench --template web -d /tmp/jr/proj        # any project; its classes compiled:
 * RT=$(ls $SILK_HOME/runtime/*.jar | tr '\n' ':')
 * $JH/bin/javac --release 17 -d /tmp/jr/classes -cp "$RT" -processorpath "$RT" \
 *   $(find /tmp/jr/proj/src/main/java -name '*.java')
 * $JH/bin/java -XX:TieredStopAtLevel=1 -Xss2m \
 *   --add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED \
 *   benchmark/dev-loop/JavacReuse.java "$SILK_HOME/runtime" /tmp/jr/classes \
 *   /tmp/jr/proj/src/main/java/com/example/devbench/Main.java 30 [17]
 * }</pre>
 *
 * The last argument, when given, is the {@code --release}; C1 only, as the launcher runs silk dev.
 */
public final class JavacReuse {
  public static void main(String[] args) throws Exception {
    List<Path> classpath = new ArrayList<>();
    try (var jars = Files.list(Path.of(args[0]))) {
      jars.filter(p -> p.toString().endsWith(".jar")).sorted().forEach(classpath::add);
    }
    classpath.add(Path.of(args[1]));
    Path source = Path.of(args[2]);
    int rounds = Integer.parseInt(args[3]);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager files =
        javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    files.setLocationFromPaths(StandardLocation.CLASS_PATH, classpath);
    files.setLocationFromPaths(StandardLocation.SOURCE_PATH, List.of());
    Path out = Files.createTempDirectory("javac-reuse");
    files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(out));
    files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(out));
    List<String> options =
        new ArrayList<>(List.of("-encoding", "UTF-8", "-g", "-parameters", "-proc:none"));
    if (args.length > 4) {
      options.add("--release");
      options.add(args[4]);
    }
    JavacTaskPool pool = new JavacTaskPool(1);
    long[] perTask = new long[rounds];
    long[] pooled = new long[rounds];
    // Ten rounds of each first, for javac's code to be compiled by C1.
    for (int i = -10; i < rounds; i++) {
      for (int mode = 0; mode < 2; mode++) {
        DiagnosticCollector<JavaFileObject> problems = new DiagnosticCollector<>();
        var units = files.getJavaFileObjectsFromPaths(List.of(source));
        long start = System.nanoTime();
        boolean ok =
            mode == 0
                ? javac.getTask(null, files, problems, options, null, units).call()
                : pool.getTask(null, files, problems, options, null, units, task -> task.call());
        long took = System.nanoTime() - start;
        if (!ok) {
          throw new IllegalStateException(problems.getDiagnostics().toString());
        }
        if (i >= 0) {
          (mode == 0 ? perTask : pooled)[i] = took;
        }
      }
    }
    Arrays.sort(perTask);
    Arrays.sort(pooled);
    System.out.printf(
        Locale.ROOT,
        "a new task per compile: p50 %.1f ms, p90 %.1f ms; a reused context: p50 %.1f ms, p90 %.1f ms%n",
        perTask[rounds / 2] / 1e6,
        perTask[rounds * 9 / 10] / 1e6,
        pooled[rounds / 2] / 1e6,
        pooled[rounds * 9 / 10] / 1e6);
  }
}
