package dev.silk.web.spi;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.util.FutureCallback;

/** An {@link Exchange} over the servlet API: a thin adapter, one small object per request. */
final class ServletExchange implements Exchange {
  private final HttpServletRequest request;
  private final HttpServletResponse response;
  private final boolean preEncodedTypes;

  /**
   * {@code preEncodedTypes}: the common {@code Content-Type} values go to Jetty as its pre-encoded
   * fields, below the servlet API ({@link AppServlet#preEncodedContentTypes}).
   */
  ServletExchange(
      HttpServletRequest request, HttpServletResponse response, boolean preEncodedTypes) {
    this.request = request;
    this.response = response;
    this.preEncodedTypes = preEncodedTypes;
  }

  @Override
  public String method() {
    return request.getMethod();
  }

  @Override
  public String rawPath() {
    return request.getRequestURI();
  }

  @Override
  public String rawQuery() {
    return request.getQueryString();
  }

  @Override
  public String header(String name) {
    return request.getHeader(name);
  }

  @Override
  public List<String> headers(String name) {
    return list(request.getHeaders(name));
  }

  @Override
  public List<String> headerNames() {
    return list(request.getHeaderNames());
  }

  private static List<String> list(Enumeration<String> values) {
    if (values == null || !values.hasMoreElements()) {
      return List.of();
    }
    List<String> list = new ArrayList<>(2);
    while (values.hasMoreElements()) {
      list.add(values.nextElement());
    }
    return Collections.unmodifiableList(list);
  }

  @Override
  public long contentLength() {
    return request.getContentLengthLong();
  }

  @Override
  public InputStream body() throws IOException {
    return request.getInputStream();
  }

  @Override
  public String remoteAddress() {
    return request.getRemoteAddr();
  }

  @Override
  public void status(int status) {
    response.setStatus(status);
  }

  @Override
  public void addHeader(String name, String value) {
    if (preEncodedTypes && name.equals("Content-Type")) {
      HttpField field = PreEncodedContentTypes.of(value);
      HttpFields.Mutable fields =
          field == null ? null : PreEncodedContentTypes.fieldsBelowServletApi(response);
      if (fields != null) {
        fields.add(field);
        return;
      }
    }
    response.addHeader(name, value);
  }

  @Override
  public void contentLength(long length) {
    response.setContentLengthLong(length);
  }

  @Override
  public OutputStream output() throws IOException {
    return response.getOutputStream();
  }

  @Override
  public ContainerSession session(boolean create) {
    return ServletSession.of(request, create);
  }

  @Override
  public boolean upgrade(ProtocolUpgrade upgrade) throws IOException {
    // Jetty's own request under the servlet one: protocol support in Jetty core works on it, as
    // Jetty's ee10 WebSocket container does for a programmatic upgrade.
    ServletContextRequest base = ServletContextRequest.getServletContextRequest(request);
    if (base == null) {
      return false;
    }
    FutureCallback done = new FutureCallback();
    boolean switched;
    try {
      switched = upgrade.upgrade(base, base.getServletContextResponse(), done);
    } catch (IOException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IOException("the protocol upgrade failed: " + e.getMessage(), e);
    }
    if (switched) {
      done.block();
    }
    return switched;
  }

  @Override
  public boolean secure() {
    return request.isSecure();
  }

  @Override
  public String protocol() {
    return request.getProtocol();
  }
}
