package dev.silk.cli.shape;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonException;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.BiConsumer;

/**
 * A shape log of JSON request bodies: for every body, one NDJSON line with its {@link Shape} (keys,
 * their order, kinds of values, counts; no values but short code-like strings) appended to {@code
 * target/silk/shapes/<METHOD>_<route>.ndjson}. {@code silk codec from} reads those files like
 * sample documents, so records can come from real traffic.
 *
 * <p>Made for the dev server: under {@code silk dev --shape-log} the dev host hands each JSON
 * request body over as a {@code BiConsumer<String, byte[]>} (route pattern, body), so only JDK
 * types cross from its class loader to the CLI's, on a thread of its own. A body that is not JSON,
 * or not an object or an array of objects, is skipped; logging never fails a request.
 *
 * <pre>{@code
 * ShapeLog log = new ShapeLog(projectRoot);
 * log.accept("POST /orders", bodyBytes);   // appends to target/silk/shapes/POST_orders.ndjson
 * }</pre>
 */
public final class ShapeLog implements BiConsumer<String, byte[]>, AutoCloseable {
  private final Path folder;
  private volatile boolean closed;

  /** A log under {@code projectRoot/target/silk/shapes}. */
  public ShapeLog(Path projectRoot) {
    this.folder = projectRoot.resolve("target/silk/shapes");
  }

  /** The file the shapes of {@code route} go to. */
  public Path file(String route) {
    StringBuilder name = new StringBuilder();
    for (char c : route.toCharArray()) {
      name.append(Character.isLetterOrDigit(c) || c == '-' || c == '.' ? c : '_');
    }
    String cleaned = name.toString().replaceAll("_+", "_").replaceAll("^_|_$", "");
    return folder.resolve((cleaned.isEmpty() ? "root" : cleaned) + ".ndjson");
  }

  /** Records the shape of one body sent to {@code route}, e.g. {@code POST /orders/{id}}. */
  @Override
  public void accept(String route, byte[] body) {
    if (closed || body == null || body.length == 0) {
      return;
    }
    Shape shape = new Shape();
    try {
      JsonValue value = JsonValue.parse(body);
      if (value instanceof JsonObject) {
        shape.add(value);
      } else if (value instanceof JsonArray array
          && array.elements().stream().allMatch(e -> e instanceof JsonObject)) {
        array.elements().forEach(shape::add);
      }
    } catch (JsonException e) {
      return;
    }
    if (shape.objects == 0) {
      return;
    }
    String line = ShapeJson.line(route, shape) + "\n";
    synchronized (this) {
      try {
        Files.createDirectories(folder);
        Files.writeString(
            file(route),
            line,
            StandardCharsets.UTF_8,
            StandardOpenOption.CREATE,
            StandardOpenOption.APPEND);
      } catch (IOException e) {
        // A full disk must not break the app being developed; the log is a convenience.
      }
    }
  }

  /** Stops logging; later bodies are ignored. */
  @Override
  public void close() {
    closed = true;
  }
}
