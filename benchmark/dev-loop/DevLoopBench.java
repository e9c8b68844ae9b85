import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Drives a real `silk dev` process through edits and measures what a developer waits for.
 *
 * <p>Run by run.sh with the JDK under test: java DevLoopBench.java --java J --cp CP --project DIR
 * [--edits N] [--reloads N] [--starts N]. Prints one line of key=value results on stdout.
 *
 * <ul>
 *   <li>cold start: process start to the first 200 (empty target/silk, so a full first compile)
 *   <li>java edit: file saved to the first response that shows the change
 *   <li>template edit: the same for a .jte file (web template only, when it renders under dev)
 *   <li>css edit: file saved to the live-reload "css" event at a connected client
 *   <li>memory: heap and metaspace after a full GC, after the first start and after N reloads
 * </ul>
 */
public class DevLoopBench {
  static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      opt.put(args[i].substring(2), args[i + 1]);
    }
    String java = opt.get("java");
    String cp = opt.get("cp");
    Path project = Path.of(opt.get("project"));
    int edits = Integer.parseInt(opt.getOrDefault("edits", "20"));
    int reloads = Integer.parseInt(opt.getOrDefault("reloads", "200"));
    int starts = Integer.parseInt(opt.getOrDefault("starts", "3"));
    Map<String, String> out = new LinkedHashMap<>();

    Path main = find(project, "Main.java");
    String seed = Files.readString(main).contains("Read the README") ? "Read the README" : "Hello from";
    String probe = Files.exists(project.resolve("src/main/jte/index.jte")) ? "/" : seed.startsWith("Read") ? "/api/todos" : "/";

    long[] cold = new long[starts];
    for (int i = 0; i < starts; i++) {
      deleteTree(project.resolve("target/silk"));
      try (Dev dev = Dev.start(java, cp, project)) {
        cold[i] = dev.firstOk(probe, 120_000);
      }
    }
    out.put("cold_start_ms", String.valueOf(median(cold)));

    try (Dev dev = Dev.start(java, cp, project)) {
      dev.firstOk(probe, 120_000);
      if (!dev.get(probe).body().contains(seed)) {
        // The web template renders "/" with templates; fall back to the JSON API if "/" does not.
        probe = "/api/todos";
      }
      out.put("probe", probe);
      out.put("mem_after_start", dev.memory());
      dev.listen();

      String original = Files.readString(main);
      long[] java1 = new long[edits];
      for (int i = 0; i < edits; i++) {
        String marker = seed + " " + i;
        java1[i] = dev.saveAndAwait(main, original.replace(seed, marker), probe, marker);
        Thread.sleep(300);
      }
      out.put("java_edit_p50_ms", String.valueOf(pct(java1, 50)));
      out.put("java_edit_p90_ms", String.valueOf(pct(java1, 90)));

      Path index = project.resolve("src/main/jte/index.jte");
      if (Files.exists(index) && probe.equals("/")) {
        String tpl = Files.readString(index);
        String anchor = "</h1>";
        long[] t = new long[edits];
        for (int i = 0; i < edits; i++) {
          String marker = "tpl" + i + "x";
          t[i] = dev.saveAndAwait(index, tpl.replaceFirst(anchor, " " + marker + anchor), "/", marker);
          Thread.sleep(300);
        }
        out.put("template_edit_p50_ms", String.valueOf(pct(t, 50)));
        out.put("template_edit_p90_ms", String.valueOf(pct(t, 90)));
        Files.writeString(index, tpl);
        Thread.sleep(500); // the restore is its own change, not part of the next measurement
      }

      Path css = findOptional(project.resolve("src/main/resources"), ".css");
      if (css != null) {
        String sheet = Files.readString(css);
        long[] t = new long[edits];
        for (int i = 0; i < edits; i++) {
          t[i] = dev.saveAndAwaitEvent(css, sheet + "\n/* edit " + i + " */\n", "css");
          Thread.sleep(300);
        }
        out.put("css_edit_p50_ms", String.valueOf(pct(t, 50)));
        out.put("css_edit_p90_ms", String.valueOf(pct(t, 90)));
        Files.writeString(css, sheet);
      }

      // The reload loop watches the cheapest page showing the seed (JSON, when the project has it)
      // so that 200 reloads measure memory, not template rendering.
      String cheap = seed.startsWith("Read") ? "/api/todos" : probe;
      for (int i = 0; i < reloads; i++) {
        String marker = seed + " r" + i;
        dev.saveAndAwait(main, original.replace(seed, marker), cheap, marker);
      }
      Files.writeString(main, original);
      out.put("reloads", String.valueOf(reloads));
      out.put("mem_after_reloads", dev.memory());
    }
    StringBuilder line = new StringBuilder();
    out.forEach((k, v) -> line.append(k).append('=').append(v.replace(' ', '_')).append(' '));
    System.out.println(line.toString().trim());
  }

  /** One `silk dev` child process. */
  static final class Dev implements AutoCloseable {
    final Process process;
    final long startedNanos;
    final List<String> lines = new CopyOnWriteArrayList<>();
    final List<String> events = new CopyOnWriteArrayList<>();
    volatile int port;

    private Dev(Process process, long startedNanos) {
      this.process = process;
      this.startedNanos = startedNanos;
    }

    static Dev start(String java, String cp, Path project) throws IOException {
      long t0 = System.nanoTime();
      Process p =
          // Run from the project folder, as a developer does (`cd myapp && silk dev`).
          new ProcessBuilder(
                  java, "-cp", cp, "dev.silk.cli.Main", "dev", "--port", "0", "--no-browser")
              .directory(project.toFile())
              .redirectErrorStream(true)
              .start();
      Dev dev = new Dev(p, t0);
      Pattern serving = Pattern.compile("serving http://[^:]+:(\\d+)/");
      Thread reader =
          new Thread(
              () -> {
                try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                  String line;
                  while ((line = r.readLine()) != null) {
                    dev.lines.add(line);
                    Matcher m = serving.matcher(line);
                    if (m.find()) {
                      dev.port = Integer.parseInt(m.group(1));
                    }
                  }
                } catch (IOException e) {
                  // process ended
                }
              });
      reader.setDaemon(true);
      reader.start();
      return dev;
    }

    /** Milliseconds from process start to the first 200 on {@code path}. */
    long firstOk(String path, long timeoutMillis) throws Exception {
      long deadline = System.currentTimeMillis() + timeoutMillis;
      while (System.currentTimeMillis() < deadline) {
        if (!process.isAlive()) {
          throw new IllegalStateException("silk dev exited:\n" + String.join("\n", lines));
        }
        if (port > 0) {
          try {
            if (get(path).statusCode() == 200 || get("/").statusCode() == 200) {
              return (System.nanoTime() - startedNanos) / 1_000_000;
            }
          } catch (IOException e) {
            // not yet
          }
        }
        Thread.sleep(5);
      }
      throw new IllegalStateException("no 200 within " + timeoutMillis + " ms:\n" + String.join("\n", lines));
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
      return HTTP.send(
          HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
              .timeout(Duration.ofSeconds(30))
              .build(),
          HttpResponse.BodyHandlers.ofString());
    }

    long saveAndAwait(Path file, String content, String path, String marker) throws Exception {
      long t0 = System.nanoTime();
      Files.writeString(file, content);
      long deadline = System.currentTimeMillis() + 60_000;
      while (System.currentTimeMillis() < deadline) {
        if (get(path).body().contains(marker)) {
          return (System.nanoTime() - t0) / 1_000_000;
        }
        Thread.sleep(2);
      }
      throw new IllegalStateException("change never showed at " + path + ":\n" + tail());
    }

    long saveAndAwaitEvent(Path file, String content, String event) throws Exception {
      long before = events.stream().filter(event::equals).count();
      long t0 = System.nanoTime();
      Files.writeString(file, content);
      long deadline = System.currentTimeMillis() + 60_000;
      while (System.currentTimeMillis() < deadline) {
        if (events.stream().filter(event::equals).count() > before) {
          return (System.nanoTime() - t0) / 1_000_000;
        }
        Thread.sleep(1);
      }
      throw new IllegalStateException("no " + event + " event:\n" + tail());
    }

    void listen() throws Exception {
      HttpResponse<InputStream> r =
          HTTP.send(
              HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/_silk/events")).build(),
              HttpResponse.BodyHandlers.ofInputStream());
      Thread t =
          new Thread(
              () -> {
                try (BufferedReader in =
                    new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8))) {
                  String line;
                  while ((line = in.readLine()) != null) {
                    if (line.startsWith("event: ")) {
                      events.add(line.substring(7));
                    }
                  }
                } catch (IOException e) {
                  // closed
                }
              });
      t.setDaemon(true);
      t.start();
    }

    /** Heap used and metaspace used after a full GC, and the process's resident memory. */
    String memory() throws Exception {
      String pid = String.valueOf(process.pid());
      Path jcmd = Path.of(ProcessHandle.current().info().command().orElse("java")).resolveSibling("jcmd");
      run(jcmd.toString(), pid, "GC.run");
      String heap =
          run(jcmd.toString(), pid, "GC.heap_info")
              + run(jcmd.toString(), pid, "VM.metaspace", "basic");
      Matcher used = Pattern.compile("used (\\d+)K").matcher(heap);
      long heapK = used.find() ? Long.parseLong(used.group(1)) : -1;
      Matcher meta = Pattern.compile("Metaspace\\s+used (\\d+)K").matcher(heap);
      long metaK = meta.find() ? Long.parseLong(meta.group(1)) : -1;
      long rssK = -1;
      for (String l : Files.readAllLines(Path.of("/proc", pid, "status"))) {
        if (l.startsWith("VmRSS:")) {
          rssK = Long.parseLong(l.replaceAll("\\D", ""));
        }
      }
      return "heap " + heapK / 1024 + " MB, metaspace " + metaK / 1024 + " MB, RSS " + rssK / 1024 + " MB";
    }

    String tail() {
      int n = lines.size();
      return String.join("\n", lines.subList(Math.max(0, n - 30), n));
    }

    @Override
    public void close() throws Exception {
      process.destroy();
      if (!process.waitFor(20, java.util.concurrent.TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    }
  }

  static String run(String... command) throws Exception {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor();
    return text;
  }

  static Path find(Path root, String name) throws IOException {
    try (var s = Files.walk(root.resolve("src/main/java"))) {
      return s.filter(p -> p.getFileName().toString().equals(name)).findFirst().orElseThrow();
    }
  }

  static Path findOptional(Path root, String suffix) throws IOException {
    if (!Files.isDirectory(root)) {
      return null;
    }
    try (var s = Files.walk(root)) {
      return s.filter(p -> p.toString().endsWith(suffix)).findFirst().orElse(null);
    }
  }

  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var s = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) s.sorted(java.util.Comparator.reverseOrder())::iterator) {
        Files.delete(p);
      }
    }
  }

  static long median(long[] v) {
    return pct(v, 50);
  }

  static long pct(long[] v, int p) {
    long[] s = v.clone();
    Arrays.sort(s);
    int i = (int) Math.ceil(p / 100.0 * s.length) - 1;
    return s[Math.max(0, Math.min(s.length - 1, i))];
  }
}
