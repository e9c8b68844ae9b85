package dev.silk.web;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answers Jetty gives itself, before a request reaches the app (a URI or headers over the
 * limit, a request line it cannot parse), as the problem details every error Silk answers is (JSON,
 * an HTML page or text, as the client accepts), instead of Jetty's HTML page; the two head limits
 * say which limit and its size.
 */
final class JettyErrors extends ErrorHandler {
  private final int maxHeaderSize;

  JettyErrors(int maxHeaderSize) {
    this.maxHeaderSize = maxHeaderSize;
  }

  @Override
  protected void generateResponse(
      Request request,
      Response response,
      int code,
      String message,
      Throwable cause,
      Callback callback)
      throws IOException {
    String detail = text(code, message);
    String type;
    byte[] body;
    if (code >= 400 && code <= 599) {
      ErrorPages.Rendered r =
          ErrorPages.rendered(
              Problem.of(code, detail), request.getHeaders().get(HttpHeader.ACCEPT));
      type = r.contentType();
      body = r.body();
    } else {
      type = WebResponse.TEXT_TYPE;
      body = detail.getBytes(StandardCharsets.UTF_8);
    }
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
    response.write(true, ByteBuffer.wrap(body), callback);
  }

  String text(int code, String message) {
    return switch (code) {
      case HttpStatus.URI_TOO_LONG_414 ->
          "the request URI is longer than the "
              + maxHeaderSize
              + " bytes allowed for the request line and headers";
      case HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE_431 ->
          "the request headers are larger than the " + maxHeaderSize + " bytes allowed";
      default ->
          TypedValues.shorten(
              message == null || message.isEmpty() ? HttpStatus.getMessage(code) : message);
    };
  }
}
