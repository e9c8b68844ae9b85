package dev.silk.bench.dispatch;

import dev.silk.web.App;
import dev.silk.web.spi.Dispatcher;
import dev.silk.web.spi.Exchange;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Method;
import java.util.List;

/**
 * One variant of Silk under test: the benchmark server's app (SilkBench.app(), static files from
 * the class path ahead of its routes, as served) behind Silk's dispatcher, driven in memory. Loaded
 * once per variant, each in a class loader of its own over that variant's benchmark jar.
 */
public final class Drive {
  private static Dispatcher dispatcher;

  private Drive() {}

  /** Builds the app; the caller has made this variant's loader the thread's context loader. */
  public static void setup() throws Exception {
    Method app =
        Class.forName("dev.silk.bench.silk.SilkBench", true, Drive.class.getClassLoader())
            .getDeclaredMethod("app");
    app.setAccessible(true);
    dispatcher = Dispatcher.of((App) app.invoke(null));
  }

  /** Dispatches {@code n} requests for {@code path}; the nanoseconds they took. */
  public static long run(int n, String method, String path) throws Exception {
    Memory exchange = new Memory(method, path);
    long start = System.nanoTime();
    for (int i = 0; i < n; i++) {
      dispatcher.dispatch(exchange);
    }
    long took = System.nanoTime() - start;
    if (exchange.sent == 0) {
      throw new IllegalStateException(method + " " + path + " answered nothing");
    }
    return took;
  }

  /** A request with no headers or body; the answer's bytes are counted, not kept. */
  private static final class Memory implements Exchange {
    private final String method;
    private final String path;
    long sent;

    private final OutputStream out =
        new OutputStream() {
          @Override
          public void write(int b) {
            sent++;
          }

          @Override
          public void write(byte[] b, int off, int len) {
            sent += len;
          }
        };

    Memory(String method, String path) {
      this.method = method;
      this.path = path;
    }

    @Override
    public String method() {
      return method;
    }

    @Override
    public String rawPath() {
      // A new String each request, as a container parses it: its hash is not cached.
      return new String(path);
    }

    @Override
    public String rawQuery() {
      return null;
    }

    @Override
    public String header(String name) {
      return null;
    }

    @Override
    public List<String> headers(String name) {
      return List.of();
    }

    @Override
    public List<String> headerNames() {
      return List.of();
    }

    @Override
    public long contentLength() {
      return -1;
    }

    @Override
    public InputStream body() {
      return InputStream.nullInputStream();
    }

    @Override
    public String remoteAddress() {
      return "127.0.0.1";
    }

    @Override
    public void status(int status) {}

    @Override
    public void addHeader(String name, String value) {}

    @Override
    public void contentLength(long length) {}

    @Override
    public OutputStream output() {
      return out;
    }
  }
}
