package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With {@code -Asilk.json.writeInLastRound} (what {@code silk dev} passes, D347) the processor
 * writes the same sources, in javac's last round: one round fewer, so every source is entered one
 * time fewer; a build that names a generated class in a declaration then fails, which is why it is
 * {@code silk dev}'s option (it compiles such a project again without it), not the default.
 */
class LastRoundTest {
  @TempDir Path dir;

  private static final String ITEM =
      """
      package shop;

      import dev.silk.json.JsonBound;

      @JsonBound
      public record Item(String name, int count) {}
      """;

  private static final String USE =
      """
      package shop;

      public final class Use {
        public static String write(Item item) {
          return dev.silk.json.Json.toJson(ItemCodec.INSTANCE, item);
        }
      }
      """;

  @Test
  void theSameSourcesAreWrittenInOneRoundFewer() throws IOException {
    Compile first = compile("first", Map.of("shop.Item", ITEM, "shop.Use", USE));
    Compile last =
        compile(
            "last",
            Map.of("shop.Item", ITEM, "shop.Use", USE),
            "-A" + JsonBoundProcessor.WRITE_IN_LAST_ROUND);
    assertTrue(first.ok(), first.errors().toString());
    assertTrue(last.ok(), last.errors().toString());
    assertFalse(first.generated().isEmpty());
    assertEquals(first.generated(), last.generated());
    assertEquals(3, first.rounds()); // written, then the round that finds nothing, then the last
    assertEquals(2, last.rounds());
  }

  @Test
  void aFieldOfAGeneratedTypeDoesNotResolveWhenWrittenInTheLastRound() throws IOException {
    String field =
        """
        package shop;

        public final class Codecs {
          public static final ItemCodec ITEM = ItemCodec.INSTANCE;
        }
        """;
    Map<String, String> sources = Map.of("shop.Item", ITEM, "shop.Codecs", field);
    assertTrue(compile("first", sources).ok());
    Compile last = compile("last", sources, "-A" + JsonBoundProcessor.WRITE_IN_LAST_ROUND);
    assertFalse(last.ok());
    assertTrue(
        last.errors().stream().anyMatch(e -> e.contains("ItemCodec")), last.errors().toString());
  }

  /** A compile's outcome: the generated sources by path, and the processing rounds javac ran. */
  private record Compile(
      boolean ok, List<String> errors, Map<String, String> generated, int rounds) {}

  private Compile compile(String name, Map<String, String> sources, String... options)
      throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Path generated = Files.createDirectories(dir.resolve(name).resolve("generated"));
    Path classes = Files.createDirectories(dir.resolve(name).resolve("classes"));
    List<JavaFileObject> units = new ArrayList<>();
    sources.forEach((type, text) -> units.add(new InMemoryCompiler.StringSource(type, text)));
    List<String> args = new ArrayList<>(List.of(options));
    args.addAll(
        List.of(
            "--release", "17",
            "-classpath", InMemoryCompiler.silkJson().toString(),
            "-s", generated.toString(),
            "-d", classes.toString()));
    int[] rounds = {0};
    boolean ok;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
      JavacTask task = (JavacTask) javac.getTask(null, files, diagnostics, args, null, units);
      task.setProcessors(List.of(new JsonBoundProcessor()));
      task.addTaskListener(
          new TaskListener() {
            @Override
            public void started(TaskEvent e) {
              if (e.getKind() == TaskEvent.Kind.ANNOTATION_PROCESSING_ROUND) {
                rounds[0]++;
              }
            }
          });
      ok = task.call();
    }
    List<String> errors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.ERROR) {
        errors.add(d.getMessage(Locale.ROOT));
      }
    }
    Map<String, String> written = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(generated)) {
      walk.filter(Files::isRegularFile)
          .forEach(p -> written.put(generated.relativize(p).toString(), read(p)));
    }
    return new Compile(ok, errors, written, rounds[0]);
  }

  private static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
