package dev.silk.web.spi;

import jakarta.servlet.http.HttpServletResponse;
import org.eclipse.jetty.ee10.servlet.ServletApiResponse;
import org.eclipse.jetty.ee10.servlet.ServletContextResponse;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpGenerator;
import org.eclipse.jetty.http.MimeTypes;

/**
 * Jetty's own pre-encoded {@code Content-Type} fields for the types Silk sends most, and the place
 * below the servlet API where they can be put without Jetty parsing them again (D364).
 *
 * <p>Through the servlet API every {@code Content-Type} is parsed per request: the header's name is
 * looked up in Jetty's table, then the servlet response looks the value up in its media-type table
 * and parses its charset, and sends the type's pre-encoded field. For the three types here that
 * field is the one put directly, so the bytes on the wire are the same.
 */
final class PreEncodedContentTypes {
  // Spelled as WebResponse sends them (Jetty caches these spellings).
  private static final HttpField TEXT = field("text/plain;charset=utf-8");
  private static final HttpField HTML = field("text/html;charset=utf-8");
  private static final HttpField JSON = field("application/json");

  private PreEncodedContentTypes() {}

  /** What Jetty's servlet response would send for {@code type}, when it is one of the three. */
  private static HttpField field(String type) {
    MimeTypes.Type known = MimeTypes.CACHE.get(type);
    // In strict mode Jetty sends the value as given, not its table's field: leave it to Jetty.
    if (known == null || HttpGenerator.__STRICT || !known.asString().equals(type)) {
      return null;
    }
    return known.getContentTypeField();
  }

  /** The pre-encoded field for a {@code Content-Type} value, or {@code null} if it has none. */
  static HttpField of(String type) {
    // Silk's constants arrive as the same String, so each equals is an identity check.
    if (type.equals("text/plain;charset=utf-8")) {
      return TEXT;
    }
    if (type.equals("application/json")) {
      return JSON;
    }
    if (type.equals("text/html;charset=utf-8")) {
      return HTML;
    }
    return null;
  }

  /**
   * The response's fields below the servlet API's view of them, or {@code null} unless {@code
   * response} is Jetty's own servlet response, unwrapped: a wrapper (a filter's, the dev server's)
   * must see every header through the servlet API.
   */
  static HttpFields.Mutable fieldsBelowServletApi(HttpServletResponse response) {
    if (response.getClass() != ServletApiResponse.class) {
      return null;
    }
    return ((ServletApiResponse) response).getResponse() instanceof ServletContextResponse context
        ? context.getWrapped().getHeaders()
        : null;
  }
}
