package dev.silk.cli.bench.http;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The built-in load generator, run by {@link JavaDriver} in its own JVM: one thread per keep-alive
 * connection sends the same prepared request, reads each answer whole ({@code Content-Length} or
 * chunked) and records its latency, until the time is up. JDK only, so the CLI's jar is its whole
 * class path.
 *
 * <p>Protocol with the driver: prints {@code started} when the load begins, then one line {@code
 * result REQUESTS ERRORS SECONDS P50 P90 P99 MAX} (latencies in microseconds).
 *
 * <pre>{@code
 * java -cp silk-cli.jar dev.silk.cli.bench.JavaLoadGenerator 127.0.0.1 8080 16 10000 200 request.bin
 * }</pre>
 */
public final class JavaLoadGenerator {
  private JavaLoadGenerator() {}

  /** Arguments: host port connections millis expectedStatus requestFile. */
  public static void main(String[] args) throws Exception {
    String host = args[0];
    int port = Integer.parseInt(args[1]);
    int connections = Integer.parseInt(args[2]);
    long millis = Long.parseLong(args[3]);
    int expected = Integer.parseInt(args[4]);
    byte[] request = Files.readAllBytes(Path.of(args[5]));
    boolean head = new String(request, 0, 5, StandardCharsets.US_ASCII).startsWith("HEAD ");

    List<Worker> workers = new ArrayList<>();
    for (int i = 0; i < connections; i++) {
      workers.add(new Worker(host, port, request, expected, head));
    }
    System.out.println("started");
    System.out.flush();
    long start = System.nanoTime();
    long end = start + millis * 1_000_000L;
    List<Thread> threads = new ArrayList<>();
    for (Worker worker : workers) {
      Thread thread = new Thread(() -> worker.run(end), "load");
      thread.start();
      threads.add(thread);
    }
    for (Thread thread : threads) {
      thread.join();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    LatencyHistogram all = new LatencyHistogram();
    long errors = 0;
    for (Worker worker : workers) {
      all.add(worker.latencies);
      errors += worker.errors;
    }
    System.out.println(
        "result "
            + all.total()
            + " "
            + errors
            + " "
            + seconds
            + " "
            + all.percentile(50)
            + " "
            + all.percentile(90)
            + " "
            + all.percentile(99)
            + " "
            + all.max());
    System.out.flush();
    System.exit(0);
  }

  /** One connection, reopened after an error or a {@code Connection: close}. */
  private static final class Worker {
    private final String host;
    private final int port;
    private final byte[] request;
    private final int expected;
    private final boolean head;
    final LatencyHistogram latencies = new LatencyHistogram();
    long errors;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    Worker(String host, int port, byte[] request, int expected, boolean head) {
      this.host = host;
      this.port = port;
      this.request = request;
      this.expected = expected;
      this.head = head;
    }

    void run(long end) {
      while (System.nanoTime() < end) {
        long sent = System.nanoTime();
        try {
          if (socket == null) {
            open();
          }
          out.write(request);
          out.flush();
          Answer answer = readAnswer();
          latencies.record((System.nanoTime() - sent) / 1000);
          if (answer.status != expected) {
            errors++;
          }
          if (answer.close) {
            close();
          }
        } catch (IOException e) {
          errors++;
          close();
        }
      }
      close();
    }

    private void open() throws IOException {
      socket = new Socket();
      socket.setTcpNoDelay(true);
      socket.setSoTimeout(10_000);
      socket.connect(new InetSocketAddress(host, port), 5_000);
      in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
      out = socket.getOutputStream();
    }

    private void close() {
      if (socket != null) {
        try {
          socket.close();
        } catch (IOException e) {
          // the connection is dropped either way
        }
      }
      socket = null;
    }

    private record Answer(int status, boolean close) {}

    private Answer readAnswer() throws IOException {
      String statusLine = line();
      if (statusLine.length() < 12 || !statusLine.startsWith("HTTP/1.")) {
        throw new IOException("not an HTTP answer: " + statusLine);
      }
      int status = Integer.parseInt(statusLine.substring(9, 12));
      long length = -1;
      boolean chunked = false;
      boolean close = false;
      for (String header = line(); !header.isEmpty(); header = line()) {
        int colon = header.indexOf(':');
        if (colon < 0) {
          continue;
        }
        String name = header.substring(0, colon).trim();
        String value = header.substring(colon + 1).trim();
        if (name.equalsIgnoreCase("Content-Length")) {
          length = Long.parseLong(value);
        } else if (name.equalsIgnoreCase("Transfer-Encoding")) {
          chunked = value.toLowerCase(java.util.Locale.ROOT).contains("chunked");
        } else if (name.equalsIgnoreCase("Connection")) {
          close = value.equalsIgnoreCase("close");
        }
      }
      boolean noBody = head || status == 204 || status == 304 || status / 100 == 1;
      if (noBody) {
        return new Answer(status, close);
      }
      if (chunked) {
        while (true) {
          String size = line();
          int semicolon = size.indexOf(';');
          long chunk =
              Long.parseLong(semicolon < 0 ? size.trim() : size.substring(0, semicolon), 16);
          if (chunk == 0) {
            while (!line().isEmpty()) {
              // trailers
            }
            break;
          }
          skip(chunk);
          line();
        }
      } else if (length >= 0) {
        skip(length);
      } else {
        // no length: the body ends with the connection
        while (in.read() >= 0) {
          // drain
        }
        close = true;
      }
      return new Answer(status, close);
    }

    private void skip(long count) throws IOException {
      long left = count;
      while (left > 0) {
        long skipped = in.skip(left);
        if (skipped <= 0) {
          if (in.read() < 0) {
            throw new IOException("connection closed in a body");
          }
          skipped = 1;
        }
        left -= skipped;
      }
    }

    private String line() throws IOException {
      StringBuilder line = new StringBuilder(64);
      while (true) {
        int c = in.read();
        if (c < 0) {
          throw new IOException("connection closed");
        }
        if (c == '\n') {
          int last = line.length() - 1;
          if (last >= 0 && line.charAt(last) == '\r') {
            line.setLength(last);
          }
          return line.toString();
        }
        line.append((char) c);
      }
    }
  }
}
