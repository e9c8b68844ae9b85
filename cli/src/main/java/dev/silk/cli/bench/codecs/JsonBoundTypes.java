package dev.silk.cli.bench.codecs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finds a project's {@code @JsonBound} types in its compiled classes ({@code target/classes}), for
 * {@code silk bench --json-codecs}. {@code @JsonBound} has CLASS retention (D25), so a class file
 * that carries it names {@code Ldev/silk/json/JsonBound;} in its constant pool; the type counts
 * when the processor's codec sits beside it under its documented name (D24). This reads files of
 * the build output; nothing is loaded and nothing scans a class path at run time.
 *
 * <pre>{@code
 * List<JsonBoundTypes.Bound> types = JsonBoundTypes.find(project.resolve("target/classes"));
 * }</pre>
 */
final class JsonBoundTypes {
  private static final byte[] ANNOTATION =
      "Ldev/silk/json/JsonBound;".getBytes(StandardCharsets.US_ASCII);

  private JsonBoundTypes() {}

  /**
   * A {@code @JsonBound} type and its generated codec.
   *
   * @param binaryName the type's binary name, {@code p.Outer$Item}
   * @param codecName the codec's, {@code p.Outer_ItemCodec}
   */
  record Bound(String binaryName, String codecName) {
    /** The package, empty for the default package. */
    String packageName() {
      int dot = binaryName.lastIndexOf('.');
      return dot < 0 ? "" : binaryName.substring(0, dot);
    }

    /** The name in source within its package: {@code Outer.Item}. */
    String sourceName() {
      return binaryName.substring(binaryName.lastIndexOf('.') + 1).replace('$', '.');
    }

    /** The codec's simple name: {@code Outer_ItemCodec}. */
    String codecSimpleName() {
      return codecName.substring(codecName.lastIndexOf('.') + 1);
    }
  }

  /** The {@code @JsonBound} types under {@code classes}, sorted by name. */
  static List<Bound> find(Path classes) throws IOException {
    List<Bound> found = new ArrayList<>();
    if (!Files.isDirectory(classes)) {
      return found;
    }
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path file : (Iterable<Path>) files.filter(JsonBoundTypes::isClassFile)::iterator) {
        if (!contains(Files.readAllBytes(file), ANNOTATION)) {
          continue;
        }
        String relative = classes.relativize(file).toString().replace('\\', '/');
        String binary = relative.substring(0, relative.length() - ".class".length());
        int slash = binary.lastIndexOf('/');
        String codec =
            binary.substring(0, slash + 1) + binary.substring(slash + 1).replace('$', '_');
        if (Files.isRegularFile(classes.resolve(codec + "Codec.class"))) {
          found.add(new Bound(binary.replace('/', '.'), codec.replace('/', '.') + "Codec"));
        }
      }
    }
    found.sort((a, b) -> a.binaryName().compareTo(b.binaryName()));
    return found;
  }

  private static boolean isClassFile(Path file) {
    return Files.isRegularFile(file) && file.getFileName().toString().endsWith(".class");
  }

  static boolean contains(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i <= haystack.length - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }
}
