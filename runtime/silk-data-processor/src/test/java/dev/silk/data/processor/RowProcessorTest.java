package dev.silk.data.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor run by javac on small sources, with stand-ins for silk-data's annotations and
 * {@code Columns}: what it generates compiles without a lint warning, and misuse is an error on the
 * element at fault.
 */
@Tag("slow")
class RowProcessorTest {
  @TempDir Path dir;

  private static final String ANNOTATIONS =
      """
      package dev.silk.data;
      import java.lang.annotation.*;
      @Retention(RetentionPolicy.CLASS) @Target(ElementType.TYPE) public @interface Row {}
      """;
  private static final String COLUMN =
      """
      package dev.silk.data;
      import java.lang.annotation.*;
      @Retention(RetentionPolicy.CLASS) @Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER})
      public @interface Column { String value(); }
      """;
  private static final String MAPPER =
      """
      package dev.silk.data;
      public interface RowMapper<T> {
        T map(java.sql.ResultSet rs) throws java.sql.SQLException;
        default RowMapper<T> forColumns(java.sql.ResultSetMetaData md) throws java.sql.SQLException { return this; }
      }
      """;
  private static final String COLUMNS =
      """
      package dev.silk.data;
      public final class Columns {
        public static Columns of(java.sql.ResultSetMetaData md, String record) { return new Columns(); }
        public int find(String component, String... names) { return 1; }
        public static RuntimeException unknownConstant(String r, String c, String v) { return new RuntimeException(v); }
        public static Long longOrNull(java.sql.ResultSet rs, int c) { return null; }
        public static Integer intOrNull(java.sql.ResultSet rs, int c) { return null; }
        public static java.time.Instant instantOrNull(java.sql.ResultSet rs, int c) { return null; }
      }
      """;

  @Test
  void aRecordGetsAMapperThatCompilesWithoutWarnings() throws IOException {
    Result result =
        compile(
            "p/Order.java",
            """
            package p;
            import dev.silk.data.*;
            @Row public record Order(long id, Long parent, @Column("ref_no") String reference,
                Status status, java.time.Instant placedAt, java.util.UUID token, byte[] blob) {
              public enum Status { NEW, PAID }
              @Row public record Line(int lineNo, Integer qty) {}
            }
            """);
    assertEquals("", result.errors());
    String source = Files.readString(dir.resolve("out/p/OrderRowMapper.java"));
    assertTrue(source.contains("columns.find(\"placedAt\", \"placedat\", \"placed_at\")"), source);
    assertTrue(source.contains("columns.find(\"reference\", \"ref_no\")"), source);
    assertTrue(source.contains("case \"PAID\":"), source);
    assertTrue(source.contains("dev.silk.data.Columns.longOrNull(rs, c1)"), source);
    assertTrue(Files.exists(dir.resolve("out/p/Order_LineRowMapper.java")));
  }

  @Test
  void misuseIsAnErrorOnTheElementAtFault() throws IOException {
    Result result =
        compile(
            "p/Bad.java",
            """
            package p;
            import dev.silk.data.*;
            public class Bad {
              @Row public static class NotARecord {}
              @Row public record Unreadable(long id, java.util.List<String> tags) {}
              @Row private record Hidden(long id) {}
              @Row public record Generic<T>(long id) {}
            }
            """);
    String errors = result.errors();
    assertTrue(errors.contains("@Row applies to records, not to class NotARecord"), errors);
    assertTrue(
        errors.contains("component tags of type java.util.List<java.lang.String> cannot be read"),
        errors);
    assertTrue(errors.contains("@Row record Hidden must not be private"), errors);
    assertTrue(errors.contains("@Row record Generic must not be generic"), errors);
  }

  @Test
  void snakeCaseFollowsWordBoundaries() {
    assertEquals("created_at", RowProcessor.snakeCase("createdAt"));
    assertEquals("user_id", RowProcessor.snakeCase("userID"));
    assertEquals("html_page_url", RowProcessor.snakeCase("htmlPageURL"));
    assertEquals("http_server", RowProcessor.snakeCase("HTTPServer"));
    assertEquals("id", RowProcessor.snakeCase("id"));
  }

  record Result(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
    String errors() {
      return diagnostics.stream()
          .filter(
              d ->
                  d.getKind() == Diagnostic.Kind.ERROR
                      || d.getKind() == Diagnostic.Kind.WARNING
                      || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING)
          .map(d -> d.getMessage(Locale.ROOT))
          .collect(Collectors.joining("\n"));
    }
  }

  private Result compile(String path, String source) throws IOException {
    List<Path> files = new ArrayList<>();
    files.add(write("dev/silk/data/Row.java", ANNOTATIONS));
    files.add(write("dev/silk/data/Column.java", COLUMN));
    files.add(write("dev/silk/data/RowMapper.java", MAPPER));
    files.add(write("dev/silk/data/Columns.java", COLUMNS));
    files.add(write(path, source));
    Path out = Files.createDirectories(dir.resolve("out"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files2 =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      JavaCompiler.CompilationTask task =
          javac.getTask(
              new StringWriter(),
              files2,
              diagnostics,
              List.of(
                  "-d",
                  out.toString(),
                  "-s",
                  out.toString(),
                  "-Xlint:all,-processing",
                  "--release",
                  "17"),
              null,
              files2.getJavaFileObjectsFromPaths(files));
      task.setProcessors(List.of(new RowProcessor()));
      task.call();
    }
    return new Result(diagnostics.getDiagnostics());
  }

  private Path write(String path, String source) throws IOException {
    Path file = dir.resolve("src").resolve(path);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, source);
  }
}
