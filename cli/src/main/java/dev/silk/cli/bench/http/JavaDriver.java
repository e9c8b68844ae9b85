package dev.silk.cli.bench.http;

import dev.silk.cli.app.BenchTarget;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs {@link JavaLoadGenerator} in a separate JVM (pinned like wrk when CPUs are given), so the
 * load never competes with the CLI's own heap and JIT, and the server's CPU window opens only when
 * the generator has started.
 *
 * <pre>{@code
 * LoadResult r = new JavaDriver().run(plan, LoadDriver.Window.NONE);
 * }</pre>
 */
public final class JavaDriver implements LoadDriver {
  @Override
  public String name() {
    return "silk java generator (Java " + Runtime.version().feature() + ")";
  }

  @Override
  public LoadResult run(LoadPlan plan, Window window) throws IOException, InterruptedException {
    Path request = Files.createTempFile("silk-bench-request", ".http");
    try {
      Files.write(request, requestBytes(plan));
      List<String> command = new ArrayList<>();
      if (!plan.cpus().isEmpty()) {
        command.addAll(List.of("taskset", "-c", String.join(",", plan.cpus())));
      }
      command.addAll(
          List.of(
              javaBin(),
              "-XX:+UseSerialGC",
              "-Xss256k",
              "-cp",
              codeLocation().toString(),
              JavaLoadGenerator.class.getName(),
              plan.host(),
              Integer.toString(plan.port()),
              Integer.toString(plan.connections()),
              Long.toString(plan.duration().toMillis()),
              Integer.toString(plan.target().expectStatus()),
              request.toString()));
      Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
      List<String> output = new ArrayList<>();
      LoadResult result = null;
      try (BufferedReader reader =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
          output.add(line);
          if (line.equals("started")) {
            window.opened();
          } else if (line.startsWith("result ")) {
            window.closed();
            result = parse(line);
          }
        }
      } finally {
        if (process.isAlive()) {
          process.destroyForcibly();
        }
      }
      process.waitFor();
      if (result == null) {
        throw new IOException("the Java load generator failed:\n" + String.join("\n", output));
      }
      return result;
    } finally {
      Files.deleteIfExists(request);
    }
  }

  static LoadResult parse(String line) {
    String[] f = line.split(" ");
    return new LoadResult(
        Long.parseLong(f[1]),
        Long.parseLong(f[2]),
        Double.parseDouble(f[3]),
        Long.parseLong(f[4]),
        Long.parseLong(f[5]),
        Long.parseLong(f[6]),
        Long.parseLong(f[7]));
  }

  /** The HTTP/1.1 request, prepared once: the generator sends these bytes as they are. */
  static byte[] requestBytes(LoadPlan plan) {
    BenchTarget target = plan.target();
    byte[] body = target.body().getBytes(StandardCharsets.UTF_8);
    StringBuilder head = new StringBuilder();
    head.append(target.method()).append(' ').append(target.path()).append(" HTTP/1.1\r\n");
    head.append("Host: ").append(plan.host()).append(':').append(plan.port()).append("\r\n");
    for (Map.Entry<String, String> header : target.headers().entrySet()) {
      head.append(header.getKey()).append(": ").append(header.getValue()).append("\r\n");
    }
    if (body.length > 0 || !target.method().equals("GET")) {
      head.append("Content-Length: ").append(body.length).append("\r\n");
    }
    head.append("\r\n");
    byte[] headBytes = head.toString().getBytes(StandardCharsets.UTF_8);
    byte[] all = new byte[headBytes.length + body.length];
    System.arraycopy(headBytes, 0, all, 0, headBytes.length);
    System.arraycopy(body, 0, all, headBytes.length, body.length);
    return all;
  }

  static String javaBin() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** The jar (or classes folder) holding this package: the generator's whole class path. */
  static Path codeLocation() {
    try {
      return Path.of(JavaDriver.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
