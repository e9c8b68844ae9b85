package dev.silk.cli.dev.host;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A response that adds the live-reload script to HTML pages and passes everything else through.
 *
 * <p>Whether a body is HTML is decided when the app asks for the output stream (content type is set
 * by then); only HTML is buffered, so streams and downloads keep streaming. The app's {@code
 * Content-Length} is held back for HTML, whose length grows by the script tag.
 */
final class LiveScriptResponse extends HttpServletResponseWrapper {
  private final HttpServletResponse real;
  private ByteArrayOutputStream html;
  private ServletOutputStream stream;
  private PrintWriter writer;
  private long declaredLength = -1;

  LiveScriptResponse(HttpServletResponse real) {
    super(real);
    this.real = real;
  }

  @Override
  public ServletOutputStream getOutputStream() throws IOException {
    if (stream == null) {
      if (isHtml()) {
        html = new ByteArrayOutputStream(1024);
        stream = new Buffer(html);
      } else {
        applyLength();
        stream = real.getOutputStream();
      }
    }
    return stream;
  }

  @Override
  public PrintWriter getWriter() throws IOException {
    if (writer == null) {
      String encoding = getCharacterEncoding();
      Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
      writer = new PrintWriter(new OutputStreamWriter(getOutputStream(), charset));
    }
    return writer;
  }

  @Override
  public void setContentLength(int len) {
    declaredLength = len;
  }

  @Override
  public void setContentLengthLong(long len) {
    declaredLength = len;
  }

  @Override
  public void setHeader(String name, String value) {
    if ("content-length".equalsIgnoreCase(name)) {
      declaredLength = value == null ? -1 : Long.parseLong(value.trim());
    } else {
      super.setHeader(name, value);
    }
  }

  @Override
  public void addHeader(String name, String value) {
    if ("content-length".equalsIgnoreCase(name)) {
      declaredLength = value == null ? -1 : Long.parseLong(value.trim());
    } else {
      super.addHeader(name, value);
    }
  }

  @Override
  public void setIntHeader(String name, int value) {
    if ("content-length".equalsIgnoreCase(name)) {
      declaredLength = value;
    } else {
      super.setIntHeader(name, value);
    }
  }

  @Override
  public void flushBuffer() throws IOException {
    if (html == null) {
      applyLength();
      super.flushBuffer();
    }
  }

  @Override
  public void resetBuffer() {
    super.resetBuffer();
    if (html != null) {
      html.reset();
    }
  }

  @Override
  public void reset() {
    super.reset();
    html = null;
    stream = null;
    writer = null;
    declaredLength = -1;
  }

  /** Writes the buffered HTML with the script, or the held-back length of an empty body. */
  void finish() throws IOException {
    if (writer != null) {
      writer.flush();
    }
    if (html == null) {
      if (stream == null) {
        applyLength();
      }
      return;
    }
    byte[] body = withScript(html.toByteArray());
    real.setContentLength(body.length);
    real.getOutputStream().write(body);
  }

  private void applyLength() {
    if (declaredLength >= 0) {
      real.setContentLengthLong(declaredLength);
      declaredLength = -1;
    }
  }

  private boolean isHtml() {
    String type = getContentType();
    return type != null && type.toLowerCase(Locale.ROOT).startsWith("text/html");
  }

  static byte[] withScript(byte[] page) {
    String text = new String(page, StandardCharsets.ISO_8859_1);
    int at = text.toLowerCase(Locale.ROOT).lastIndexOf("</body>");
    if (at < 0) {
      at = text.length();
    }
    byte[] tag = LiveReload.SCRIPT_TAG.getBytes(StandardCharsets.ISO_8859_1);
    byte[] out = new byte[page.length + tag.length];
    System.arraycopy(page, 0, out, 0, at);
    System.arraycopy(tag, 0, out, at, tag.length);
    System.arraycopy(page, at, out, at + tag.length, page.length - at);
    return out;
  }

  /** Collects an HTML body. */
  private static final class Buffer extends ServletOutputStream {
    private final ByteArrayOutputStream out;

    Buffer(ByteArrayOutputStream out) {
      this.out = out;
    }

    @Override
    public void write(int b) {
      out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      out.write(b, off, len);
    }

    @Override
    public boolean isReady() {
      return true;
    }

    @Override
    public void setWriteListener(WriteListener listener) {
      try {
        listener.onWritePossible();
      } catch (IOException e) {
        listener.onError(e);
      }
    }
  }
}
