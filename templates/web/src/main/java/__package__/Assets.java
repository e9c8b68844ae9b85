package {{package}};

import dev.silk.web.WebResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Files under src/main/resources/static, read once and served with a cache header. */
public final class Assets {
  private Assets() {}

  /** The classpath file static/{@code name}, or a 404 response if there is none. */
  public static WebResponse file(String name, String contentType) {
    try (InputStream in = Assets.class.getResourceAsStream("/static/" + name)) {
      if (in == null) {
        return WebResponse.notFound();
      }
      byte[] bytes = in.readAllBytes();
      return WebResponse.bytes(bytes, contentType).withHeader("Cache-Control", "max-age=60");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
