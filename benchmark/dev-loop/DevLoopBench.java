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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Drives a real `silk dev` process through edits and measures what a developer waits for.
 *
 * <p>Run by run.sh with the JDK under test: java DevLoopBench.java --java J --cp CP [--silk LAUNCHER] --project DIR
 * [--edits N] [--reloads N] [--starts N] [--test-edits N] [--think-ms N]. Prints one line of
 * key=value results on stdout.
 *
 * <p>Every timed edit is made as a developer makes it (D260): the save comes {@code --think-ms}
 * (2,000 by default) after the previous change showed, with no request in between, and then the
 * harness asks for the page every 2 ms over HTTP/1.1, as a browser would, until it shows the
 * change. The pause is what a person spends reading the page before the next save; it also keeps
 * each edit apart from the last, which matters for Quarkus, whose scan for changes runs on a
 * request at most once every 2 s: a save made sooner waits out the rest of that interval.
 *
 * <ul>
 *   <li>cold start: process start to the first 200 (empty target/silk, so a full first compile)
 *   <li>java edit: file saved to the first response that shows the change
 *   <li>template edit: the same for a .jte file (web template only, when it renders under dev)
 *   <li>css edit: file saved to the live-reload "css" event at a connected client
 *   <li>memory: heap and metaspace after a full GC, and RSS once G1 has given the heap back, after the
 *       first start and after N reloads
 *   <li>with a database (silk new --db): the first start, Maven resolving the libraries; cold
 *       starts with them resolved but no classes and no database file; a new migration saved to
 *       silk dev's line that it was applied
 * </ul>
 */
public class DevLoopBench {
  // HTTP/1.1, as a browser speaks to a plain-http dev server (no h2c upgrade on the first request).
  static final HttpClient HTTP =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

  /** Milliseconds between a change showing and the next save: a developer reading the page. */
  static long think = 2_000;

  public static void main(String[] args) throws Exception {
    Map<String, String> opt = new LinkedHashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      opt.put(args[i].substring(2), args[i + 1]);
    }
    String framework = opt.getOrDefault("framework", "silk");
    think = Long.parseLong(opt.getOrDefault("think-ms", String.valueOf(think)));
    if (!framework.equals("silk")) {
      Comparator.main(framework, opt);
      return;
    }
    String java = opt.get("java");
    String cp = opt.get("cp");
    String silk = opt.get("silk");
    Path project = Path.of(opt.get("project"));
    int edits = Integer.parseInt(opt.getOrDefault("edits", "20"));
    int reloads = Integer.parseInt(opt.getOrDefault("reloads", "200"));
    int starts = Integer.parseInt(opt.getOrDefault("starts", "3"));
    Map<String, String> out = new LinkedHashMap<>();

    Path main = find(project, "Main.java");
    Path migrations = project.resolve("src/main/resources/db/migration");
    boolean db = Files.isDirectory(migrations);
    String seed = Files.readString(main).contains("Read the README") ? "Read the README" : "Hello from";
    String probe = Files.exists(project.resolve("src/main/jte/index.jte")) ? "/" : seed.startsWith("Read") ? "/api/todos" : "/";
    // The text a Java edit changes, as it stands in Main.java: the seed itself, or for a --db
    // project (whose todos live in a migration, not in Main) what /health answers.
    String source = seed;
    String javaProbe = null;
    if (db) {
      // The api template has no page at "/": the list of todos, read from the database, instead.
      probe = Files.exists(project.resolve("src/main/jte/index.jte")) ? "/" : "/api/todos";
      seed = "ok";
      source = "text(\"ok\")";
      javaProbe = "/health";
    }

    // A --db project (silk new --db): its libraries are resolved by Maven on the first start and
    // cached in target/silk/classpath-*.txt. That first start is measured once, on its own; the
    // cold starts keep the cache (a developer's every later start) but begin with no compiled
    // classes and no database file, so the migrations run from scratch each time.
    if (db) {
      deleteTree(project.resolve("target/silk"));
      deleteTree(project.resolve("data"));
      try (Dev dev = Dev.start(java, cp, silk, project)) {
        out.put("first_start_with_maven_ms", String.valueOf(dev.firstOk(probe, 300_000)));
      }
    }
    long[] cold = new long[starts];
    for (int i = 0; i < starts; i++) {
      if (db) {
        deleteAllBut(project.resolve("target/silk"), "classpath-");
        deleteTree(project.resolve("data"));
      } else {
        deleteTree(project.resolve("target/silk"));
      }
      try (Dev dev = Dev.start(java, cp, silk, project)) {
        cold[i] = dev.firstOk(probe, 120_000);
      }
    }
    out.put("cold_start_ms", String.valueOf(median(cold)));
    // Every start, in order: a median of two or three hides how far one start lands from the next.
    out.put("cold_starts_ms", joined(cold));

    try (Dev dev = Dev.start(java, cp, silk, project)) {
      dev.firstOk(probe, 120_000);
      if (javaProbe == null && !dev.get(probe).body().contains(seed)) {
        // The web template renders "/" with templates; fall back to the JSON API if "/" does not.
        probe = "/api/todos";
      }
      if (javaProbe == null) {
        javaProbe = probe;
      }
      out.put("probe", javaProbe);
      out.put("mem_after_start", dev.memory());
      dev.listen();
      Thread.sleep(think); // the first save, like every other, comes after a look at the page

      String original = Files.readString(main);
      long[] java1 = new long[edits];
      double[] other = new double[edits];
      for (int i = 0; i < edits; i++) {
        String marker = seed + " " + i;
        CpuMeter meter = CpuMeter.start();
        java1[i] =
            dev.saveAndAwait(main, original.replace(source, source.replace(seed, marker)), javaProbe, marker);
        other[i] = meter.otherCores();
        Thread.sleep(think);
      }
      out.put("java_edit_p50_ms", String.valueOf(pct(java1, 50)));
      out.put("java_edit_p90_ms", String.valueOf(pct(java1, 90)));
      out.put("java_edits_ms", joined(java1));
      CpuMeter.report(other, out);

      Path index = project.resolve("src/main/jte/index.jte");
      // A --db project is measured for what the database adds; its pages reload as any other's.
      if (!db && Files.exists(index) && probe.equals("/")) {
        String tpl = Files.readString(index);
        String anchor = "</h1>";
        long[] t = new long[edits];
        for (int i = 0; i < edits; i++) {
          String marker = "tpl" + i + "x";
          t[i] = dev.saveAndAwait(index, tpl.replaceFirst(anchor, " " + marker + anchor), "/", marker);
          Thread.sleep(think);
        }
        out.put("template_edit_p50_ms", String.valueOf(pct(t, 50)));
        out.put("template_edit_p90_ms", String.valueOf(pct(t, 90)));
        Files.writeString(index, tpl);
        Thread.sleep(500); // the restore is its own change, not part of the next measurement
      }

      Path css = findOptional(project.resolve("src/main/resources"), ".css");
      if (!db && css != null) {
        String sheet = Files.readString(css);
        long[] t = new long[edits];
        for (int i = 0; i < edits; i++) {
          t[i] = dev.saveAndAwaitEvent(css, sheet + "\n/* edit " + i + " */\n", "css");
          Thread.sleep(think);
        }
        out.put("css_edit_p50_ms", String.valueOf(pct(t, 50)));
        out.put("css_edit_p90_ms", String.valueOf(pct(t, 90)));
        Files.writeString(css, sheet);
      }

      if (db) {
        // A new migration, saved: from the write to silk dev's line saying it was applied (the
        // app's main ran again and its migrate() applied it). Each edit adds a column, as a
        // developer growing a table does.
        long[] t = new long[edits];
        List<Path> added = new ArrayList<>();
        for (int i = 0; i < edits; i++) {
          String script = "V" + (100 + i) + "__bench_" + i + ".sql";
          Path file = migrations.resolve(script);
          added.add(file);
          t[i] =
              dev.saveAndAwaitLine(
                  file,
                  "alter table todo add column bench_" + i + " varchar(20);\n",
                  "database: applied " + script);
          Thread.sleep(think);
        }
        out.put("migration_edit_p50_ms", String.valueOf(pct(t, 50)));
        out.put("migration_edit_p90_ms", String.valueOf(pct(t, 90)));
        out.put("migration_edits_ms", joined(t));
        // Deleting applied migrations rebuilds the embedded database from V1 (D194): one reload.
        long before = dev.lines.stream().filter(l -> l.contains("rebuilt the database")).count();
        for (Path file : added) {
          Files.delete(file);
        }
        long deadline = System.currentTimeMillis() + 60_000;
        while (dev.lines.stream().filter(l -> l.contains("rebuilt the database")).count() == before) {
          if (System.currentTimeMillis() > deadline) {
            throw new IllegalStateException("the database was not rebuilt:\n" + dev.tail());
          }
          Thread.sleep(10);
        }
        Thread.sleep(500);
      }

      // The reload loop watches the cheapest page showing the seed (JSON, when the project has it)
      // so that 200 reloads measure memory, not template rendering.
      String cheap = db ? javaProbe : seed.startsWith("Read") ? "/api/todos" : probe;
      for (int i = 0; i < reloads; i++) {
        String marker = seed + " r" + i;
        dev.saveAndAwait(main, original.replace(source, source.replace(seed, marker)), cheap, marker);
      }
      // Measured before the restore: its save would start one more compile during the reading.
      out.put("reloads", String.valueOf(reloads));
      out.put("mem_after_reloads", dev.memory());
      Files.writeString(main, original);
    }
    if (!opt.getOrDefault("test-edits", "0").equals("0")) {
      continuousTests(java, cp, silk, project, Integer.parseInt(opt.get("test-edits")), out);
    }
    StringBuilder line = new StringBuilder();
    out.forEach((k, v) -> line.append(k).append('=').append(v.replace(' ', '_')).append(' '));
    System.out.println(line.toString().trim());
  }

  /** A console line with a test run's first result: "tests: 9 passed", "tests: 1 failed". */
  static final Pattern TEST_RESULT = Pattern.compile("tests: (\\d+ (passed|failed)|do not compile)");

  /**
   * Continuous testing (`silk dev --tests`): from a save to the console's first test result, for
   * an edit of a handler (a statement added to the body of Main.app, which every test class that
   * uses Main reruns) and for an edit of a test (the same in the first test method). Each edit
   * changes the class file, as a real edit does; neither breaks a test.
   */
  static void continuousTests(
      String java, String cp, String silk, Path project, int edits, Map<String, String> out)
      throws Exception {
    Path main = find(project, "Main.java");
    Path test;
    try (var files = Files.walk(project.resolve("src/test/java"))) {
      test =
          files.filter(f -> f.getFileName().toString().equals("MainTest.java")).findFirst().orElseThrow();
    }
    String mainSource = Files.readString(main);
    String testSource = Files.readString(test);
    Pattern handler = Pattern.compile("(static App app\\([^)]*\\) \\{\\n)");
    Pattern testMethod = Pattern.compile("(@Test\\s+void \\w+\\(\\)[^{]*\\{\\n)");
    if (!handler.matcher(mainSource).find() || !testMethod.matcher(testSource).find()) {
      throw new IllegalStateException("no Main.app(...) or @Test method to edit in " + project);
    }
    try (Dev dev = Dev.start(java, cp, silk, project, "--tests")) {
      dev.firstOk("/", 120_000);
      dev.awaitLine(TEST_RESULT, 0, 120_000); // the first run of every test, at start
      Thread.sleep(1_000); // and the rest, in the background
      long[] onHandler = new long[edits];
      long[] onTest = new long[edits];
      for (int i = 0; i < edits; i++) {
        String edited =
            handler.matcher(mainSource).replaceFirst("$1    String benchEdit = \"h" + i + "\";\n");
        onHandler[i] = dev.saveAndAwaitLine(main, edited, TEST_RESULT);
        Thread.sleep(think);
        String editedTest =
            testMethod.matcher(testSource).replaceFirst("$1    String benchEdit = \"t" + i + "\";\n");
        onTest[i] = dev.saveAndAwaitLine(test, editedTest, TEST_RESULT);
        Thread.sleep(think);
      }
      out.put("test_handler_edit_p50_ms", String.valueOf(pct(onHandler, 50)));
      out.put("test_handler_edit_p90_ms", String.valueOf(pct(onHandler, 90)));
      out.put("test_test_edit_p50_ms", String.valueOf(pct(onTest, 50)));
      out.put("test_test_edit_p90_ms", String.valueOf(pct(onTest, 90)));
      out.put("test_handler_edits_ms", joined(onHandler));
      out.put("test_test_edits_ms", joined(onTest));
    } finally {
      Files.writeString(main, mainSource);
      Files.writeString(test, testSource);
    }
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

    /**
     * Starts {@code silk dev} through the installed launcher {@code silk} when given (what a user
     * runs: its CDS archive and JVM flags), else as {@code java -cp CP dev.silk.cli.Main}.
     */
    static Dev start(String java, String cp, String silk, Path project, String... options)
        throws IOException {
      List<String> command =
          silk != null
              ? new ArrayList<>(List.of(silk))
              : new ArrayList<>(List.of(java, "-cp", cp, "dev.silk.cli.Main"));
      command.addAll(List.of("dev", "--port", "0", "--no-browser"));
      command.addAll(List.of(options));
      long t0 = System.nanoTime();
      Process p =
          // Run from the project folder, as a developer does (`cd myapp && silk dev`).
          new ProcessBuilder(command)
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

    /** Milliseconds from saving {@code file} to the next console line that matches. */
    long saveAndAwaitLine(Path file, String content, Pattern line) throws Exception {
      return DevLoopBench.saveAndAwaitLine(lines, null, file, content, line, 60_000, this::tail);
    }

    /** Waits for a console line after the first {@code from} that matches {@code line}. */
    void awaitLine(Pattern line, int from, long timeoutMillis) throws Exception {
      DevLoopBench.awaitLine(lines, null, line, from, timeoutMillis, this::tail);
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

    /** Milliseconds from writing {@code file} to a line of silk dev's output containing {@code text}. */
    long saveAndAwaitLine(Path file, String content, String text) throws Exception {
      int seen = lines.size();
      long t0 = System.nanoTime();
      Files.writeString(file, content);
      long deadline = System.currentTimeMillis() + 60_000;
      while (System.currentTimeMillis() < deadline) {
        for (int i = seen; i < lines.size(); i++) {
          if (lines.get(i).contains(text)) {
            return (System.nanoTime() - t0) / 1_000_000;
          }
        }
        Thread.sleep(1);
      }
      throw new IllegalStateException("no line with '" + text + "':\n" + tail());
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

    /** Heap used and metaspace used after a full GC, and the resident memory once it has settled. */
    String memory() throws Exception {
      awaitIdle();
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
      // G1 gives the heap back after the collection on a thread of its own, in steps: read right
      // away, the RSS still holds most of what is being given back (D295). Read it once it has
      // stopped falling: a second after the collection, then two readings 250 ms apart within
      // 1 MB, for at most 5 s more.
      Thread.sleep(1_000);
      long rssK = rssK(pid);
      for (int i = 0; i < 20; i++) {
        Thread.sleep(250);
        long next = rssK(pid);
        boolean settled = Math.abs(rssK - next) < 1024;
        rssK = next;
        if (settled) {
          break;
        }
      }
      return "heap " + heapK / 1024 + " MB, metaspace " + metaK / 1024 + " MB, RSS " + rssK / 1024 + " MB";
    }

    /**
     * Waits until silk dev has been idle (at most one 10 ms tick of CPU in 500 ms), for at most 30
     * s: what it still does after the page showed (the warm-up compiles a second after the start,
     * the tail of a reload) allocates, and would be read as memory it keeps (D295).
     */
    void awaitIdle() throws InterruptedException {
      long deadline = System.currentTimeMillis() + 30_000;
      long before = CpuMeter.ticks(process.pid());
      while (System.currentTimeMillis() < deadline) {
        Thread.sleep(500);
        long now = CpuMeter.ticks(process.pid());
        if (now - before <= 1) {
          return;
        }
        before = now;
      }
    }

    private static long rssK(String pid) throws IOException {
      for (String l : Files.readAllLines(Path.of("/proc", pid, "status"))) {
        if (l.startsWith("VmRSS:")) {
          return Long.parseLong(l.replaceAll("\\D", ""));
        }
      }
      return -1;
    }

    String tail() {
      int n = lines.size();
      return String.join("\n", lines.subList(Math.max(0, n - 30), n));
    }

    @Override
    public void close() throws Exception {
      killTree(process);
    }
  }

  /**
   * Milliseconds from saving {@code file} to the next line of {@code lines} (a process's console)
   * that matches {@code line}; see {@link #awaitLine}.
   */
  static long saveAndAwaitLine(
      List<String> lines,
      Process process,
      Path file,
      String content,
      Pattern line,
      long timeoutMillis,
      Supplier<String> tail)
      throws Exception {
    int before = lines.size();
    long t0 = System.nanoTime();
    Files.writeString(file, content);
    awaitLine(lines, process, line, before, timeoutMillis, tail);
    return (System.nanoTime() - t0) / 1_000_000;
  }

  /**
   * Waits for a line of {@code lines} after the first {@code from} that matches {@code line},
   * failing early when {@code process} (if given) has exited; {@code tail} is the console's end,
   * for the message.
   */
  static void awaitLine(
      List<String> lines,
      Process process,
      Pattern line,
      int from,
      long timeoutMillis,
      Supplier<String> tail)
      throws Exception {
    long deadline = System.currentTimeMillis() + timeoutMillis;
    while (System.currentTimeMillis() < deadline) {
      if (process != null && !process.isAlive()) {
        throw new IllegalStateException("the dev process exited:\n" + tail.get());
      }
      for (int i = from; i < lines.size(); i++) {
        if (line.matcher(lines.get(i)).find()) {
          return;
        }
      }
      Thread.sleep(1);
    }
    throw new IllegalStateException("no line matching " + line + ":\n" + tail.get());
  }

  /**
   * Ends a process and everything it started. Maven's quarkus:dev and spring-boot:run fork the
   * application JVM, which would outlive a plain destroy() of the Maven process and keep its port.
   */
  static void killTree(Process process) throws InterruptedException {
    List<ProcessHandle> tree = new java.util.ArrayList<>(process.descendants().toList());
    java.util.Collections.reverse(tree); // deepest first, so no parent restarts a child
    tree.forEach(ProcessHandle::destroy);
    process.destroy();
    long deadline = System.currentTimeMillis() + 20_000;
    for (ProcessHandle h : tree) {
      h.onExit().completeOnTimeout(h, Math.max(1, deadline - System.currentTimeMillis()), java.util.concurrent.TimeUnit.MILLISECONDS).join();
    }
    if (!process.waitFor(Math.max(1, deadline - System.currentTimeMillis()), java.util.concurrent.TimeUnit.MILLISECONDS)) {
      process.destroyForcibly();
    }
    tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
  }

  /**
   * CPU used by processes outside this benchmark during one measured round, in cores: all busy
   * time of the machine from /proc/stat minus this JVM and everything it started (the dev server,
   * Maven, the forked app, including children already reaped). On a shared machine this says how
   * much the neighbours competed with a given round.
   */
  static final class CpuMeter {
    final long busy0 = systemBusy();
    final long ours0 = ourTree();
    final long t0 = System.nanoTime();

    static CpuMeter start() {
      return new CpuMeter();
    }

    double otherCores() {
      double seconds = (System.nanoTime() - t0) / 1e9;
      long other = (systemBusy() - busy0) - (ourTree() - ours0);
      // /proc counts in clock ticks of 1/100 s (USER_HZ) on Linux.
      return seconds <= 0 ? 0 : Math.max(0, other / 100.0 / seconds);
    }

    static void report(double[] other, Map<String, String> out) {
      double[] s = other.clone();
      Arrays.sort(s);
      out.put("other_cpu_p50", String.format(java.util.Locale.ROOT, "%.2f", s[(int) Math.ceil(0.5 * s.length) - 1]));
      out.put("other_cpu_max", String.format(java.util.Locale.ROOT, "%.2f", s[s.length - 1]));
      StringBuilder rounds = new StringBuilder();
      for (double d : other) {
        rounds.append(rounds.length() == 0 ? "" : ",").append(String.format(java.util.Locale.ROOT, "%.2f", d));
      }
      out.put("other_cpu_rounds", rounds.toString());
    }

    static long systemBusy() {
      try {
        String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
        long total = 0;
        for (int i = 1; i < Math.min(f.length, 9); i++) { // user..steal; guest is inside user
          total += Long.parseLong(f[i]);
        }
        return total - Long.parseLong(f[4]) - Long.parseLong(f[5]); // minus idle and iowait
      } catch (IOException e) {
        return 0;
      }
    }

    static long ourTree() {
      ProcessHandle self = ProcessHandle.current();
      long sum = ticks(self.pid());
      for (ProcessHandle h : (Iterable<ProcessHandle>) self.descendants()::iterator) {
        sum += ticks(h.pid());
      }
      return sum;
    }

    /** utime + stime + cutime + cstime of one process, 0 when it is gone. */
    static long ticks(long pid) {
      try {
        String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // After the command name: field 3 is f[0]; utime, stime, cutime, cstime are fields 14-17.
        return Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
      } catch (IOException | RuntimeException e) {
        return 0;
      }
    }
  }

  /**
   * Quarkus dev mode or Spring Boot DevTools on a hand-written project, driven the way a developer
   * without an IDE drives it, through the same kind of edit as Silk's Java edit: the returned text
   * of one handler changes, and the clock runs from the save to the first response showing it.
   *
   * <ul>
   *   <li>quarkus: {@code mvn quarkus:dev}; after the save the harness only polls, since Quarkus
   *       compiles and restarts on the next request (that request is part of the time). It scans
   *       for changes on a request at most once every 2 s, so each save comes a think time after
   *       the last change showed, as a developer's does (D260).
   *   <li>spring-boot: {@code mvn spring-boot:run} with DevTools; after the save the harness runs
   *       {@code mvn compile} (what makes DevTools see a change without an IDE) and then polls
   *       while DevTools restarts; the compile is part of the time, and reported apart too.
   *   <li>quarkus with {@code --test-edits N}: continuous testing, {@code mvn quarkus:dev} with
   *       tests enabled; from the save of a handler edit, and of a test edit, to the console's next
   *       "Tests completed" line (D261).
   * </ul>
   *
   * <p>Options: --framework quarkus|spring-boot --mvn PATH --java-home JDK --project DIR
   * [--edits N] [--starts N] [--test-edits N] [--think-ms N] [--prime-timeout-s N].
   */
  static final class Comparator {
    final String framework;
    final Path project;
    final String mvn;
    final String javaHome;

    Comparator(String framework, Path project, String mvn, String javaHome) {
      this.framework = framework;
      this.project = project;
      this.mvn = mvn;
      this.javaHome = javaHome;
    }

    static void main(String framework, Map<String, String> opt) throws Exception {
      if (!framework.equals("quarkus") && !framework.equals("spring-boot")) {
        throw new IllegalArgumentException("unknown framework " + framework);
      }
      Comparator c =
          new Comparator(framework, Path.of(opt.get("project")), opt.get("mvn"), opt.get("java-home"));
      // If run.sh's timeout or a Ctrl-C ends this JVM, take Maven and the forked app with it.
      Runtime.getRuntime()
          .addShutdownHook(new Thread(() -> ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly)));
      int edits = Integer.parseInt(opt.getOrDefault("edits", "20"));
      int starts = Integer.parseInt(opt.getOrDefault("starts", "3"));
      long primeTimeout = Long.parseLong(opt.getOrDefault("prime-timeout-s", "1200")) * 1000;
      Map<String, String> out = new LinkedHashMap<>();
      Path source = find(c.project, framework.equals("quarkus") ? "GreetingResource.java" : "GreetingApplication.java");
      String seed = framework.equals("quarkus") ? "Hello from Quarkus" : "Hello from Spring";
      String probe = "/hello";

      // The first start downloads what dev mode needs: never part of a measurement.
      System.err.println(framework + ": first start (downloads dependencies, not measured)...");
      if (framework.equals("spring-boot")) {
        c.mvnCompile(primeTimeout);
      }
      try (App app = c.start()) {
        app.firstOk(probe, primeTimeout);
      }

      long[] cold = new long[starts];
      for (int i = 0; i < starts; i++) {
        // As Silk's cold start deletes its compile output, start without target/ at all.
        deleteTree(c.project.resolve("target"));
        try (App app = c.start()) {
          cold[i] = app.firstOk(probe, 300_000);
        }
        System.err.println(framework + ": cold start " + (i + 1) + ": " + cold[i] + " ms");
      }
      out.put("cold_start_ms", String.valueOf(median(cold)));

      String original = Files.readString(source);
      try (App app = c.start()) {
        app.firstOk(probe, 300_000);
        if (!app.body(probe).equals(seed)) {
          throw new IllegalStateException(probe + " does not answer '" + seed + "': " + app.body(probe));
        }
        Thread.sleep(think); // the requests above started Quarkus's 2 s scan interval
        long[] times = new long[edits];
        long[] compiles = new long[edits];
        double[] other = new double[edits];
        int firstRequestShowed = 0;
        for (int i = 0; i < edits; i++) {
          String marker = seed + " " + i;
          CpuMeter meter = CpuMeter.start();
          long t0 = System.nanoTime();
          Files.writeString(source, original.replace(seed, marker));
          if (framework.equals("spring-boot")) {
            c.mvnCompile(120_000);
            compiles[i] = (System.nanoTime() - t0) / 1_000_000;
          }
          int stale = app.awaitBody(probe, marker, 120_000);
          times[i] = (System.nanoTime() - t0) / 1_000_000;
          if (stale == 0) {
            firstRequestShowed++;
          }
          other[i] = meter.otherCores();
          System.err.println(
              framework + ": edit " + (i + 1) + ": " + times[i] + " ms"
                  + (framework.equals("spring-boot") ? " (mvn compile " + compiles[i] + " ms)" : "")
                  + String.format(java.util.Locale.ROOT, ", other processes %.2f cores", other[i])
                  + (stale == 0 ? "" : ", " + stale + " responses from the old app first"));
          Thread.sleep(think);
        }
        out.put("java_edit_p50_ms", String.valueOf(pct(times, 50)));
        out.put("java_edit_p90_ms", String.valueOf(pct(times, 90)));
        out.put("java_edits_ms", joined(times));
        // With Quarkus: how many saves its first request after the save picked up (D260).
        out.put("first_request_showed_change", firstRequestShowed + "/" + edits);
        if (framework.equals("spring-boot")) {
          out.put("compile_p50_ms", String.valueOf(pct(compiles, 50)));
        }
        CpuMeter.report(other, out);
        out.put("mem_after_edits", app.rss());
      } finally {
        Files.writeString(source, original);
      }
      int testEdits = Integer.parseInt(opt.getOrDefault("test-edits", "0"));
      if (framework.equals("quarkus") && testEdits > 0) {
        c.continuousTests(source, testEdits, out);
      }
      StringBuilder line = new StringBuilder();
      out.forEach((k, v) -> line.append(k).append('=').append(v.replace(' ', '_')).append(' '));
      System.out.println(line.toString().trim());
    }

    /** Maven 3.9 on the JDK under test; JAVA_HOME also decides the JVM the app is forked on. */
    ProcessBuilder maven(String... goals) {
      List<String> cmd = new java.util.ArrayList<>(List.of(mvn, "-B", "--no-transfer-progress"));
      cmd.addAll(List.of(goals));
      ProcessBuilder pb = new ProcessBuilder(cmd).directory(project.toFile()).redirectErrorStream(true);
      pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
      pb.environment().put("JAVA_HOME", javaHome);
      pb.environment().remove("MAVEN_OPTS");
      return pb;
    }

    /** A console line Quarkus prints when a test run ends, passed or failed. */
    static final Pattern TESTS_COMPLETED = Pattern.compile("Tests completed at .*due to changes to");

    /**
     * Quarkus's continuous testing, the way its users run it: {@code mvn quarkus:dev} with tests
     * enabled ({@code quarkus.test.continuous-testing=enabled}, what pressing {@code r} does), an
     * edit, and the time until the console reports the run of the affected test. The edits are
     * those Silk's continuous testing is timed with: a statement added to the handler's body (the
     * test that calls it reruns) and to the test method's; neither breaks the test. Quarkus
     * notices them through its file watcher (inotify on Linux), compiles, and runs the tests whose
     * recorded class usage touches the change.
     */
    void continuousTests(Path source, int edits, Map<String, String> out) throws Exception {
      Path test;
      try (var files = Files.walk(project.resolve("src/test/java"))) {
        test = files.filter(f -> f.toString().endsWith("Test.java")).findFirst().orElseThrow();
      }
      String mainSource = Files.readString(source);
      String testSource = Files.readString(test);
      Pattern handler = Pattern.compile("(public String hello\\(\\) \\{\\n)");
      Pattern testMethod = Pattern.compile("(@Test\\s+void \\w+\\(\\)[^{]*\\{\\n)");
      if (!handler.matcher(mainSource).find() || !testMethod.matcher(testSource).find()) {
        throw new IllegalStateException("no hello() or @Test method to edit in " + project);
      }
      try (App app = start("-Dquarkus.test.continuous-testing=enabled")) {
        app.firstOk("/hello", 300_000);
        // The first run of every test, at start, then a pause as between every two edits.
        app.awaitLine(Pattern.compile("Tests completed at"), 0, 300_000);
        Thread.sleep(think);
        long[] onHandler = new long[edits];
        long[] onTest = new long[edits];
        for (int i = 0; i < edits; i++) {
          String edited =
              handler.matcher(mainSource).replaceFirst("$1    String benchEdit = \"h" + i + "\";\n");
          onHandler[i] = app.saveAndAwaitLine(source, edited, TESTS_COMPLETED);
          Thread.sleep(think);
          String editedTest =
              testMethod.matcher(testSource).replaceFirst("$1    String benchEdit = \"t" + i + "\";\n");
          onTest[i] = app.saveAndAwaitLine(test, editedTest, TESTS_COMPLETED);
          Thread.sleep(think);
          System.err.println(
              "quarkus: test edit " + (i + 1) + ": handler " + onHandler[i] + " ms, test " + onTest[i] + " ms");
        }
        out.put("test_handler_edit_p50_ms", String.valueOf(pct(onHandler, 50)));
        out.put("test_handler_edit_p90_ms", String.valueOf(pct(onHandler, 90)));
        out.put("test_test_edit_p50_ms", String.valueOf(pct(onTest, 50)));
        out.put("test_test_edit_p90_ms", String.valueOf(pct(onTest, 90)));
        out.put("test_handler_edits_ms", joined(onHandler));
        out.put("test_test_edits_ms", joined(onTest));
      } finally {
        Files.writeString(source, mainSource);
        Files.writeString(test, testSource);
      }
    }

    /**
     * Dev mode as its users start it, less what needs a terminal. Quarkus: a basic console without
     * input (stdin is not a terminal here; Quarkus's own continuous-testing tests run it so), tests
     * paused unless {@code properties} say otherwise, and the debug agent a developer gets, on a
     * free port instead of the fixed 5005. Spring Boot: {@code spring-boot:run} on a free port.
     */
    App start(String... properties) throws IOException {
      int port = freePort();
      List<String> goals = new ArrayList<>();
      if (framework.equals("quarkus")) {
        goals.addAll(
            List.of(
                "quarkus:dev",
                "-Dquarkus.http.port=" + port,
                "-Ddebug=" + freePort(),
                "-Dquarkus.console.basic=true",
                "-Dquarkus.console.disable-input=true"));
      } else {
        goals.addAll(List.of("spring-boot:run", "-Dspring-boot.run.arguments=--server.port=" + port));
      }
      goals.addAll(List.of(properties));
      return App.start(maven(goals.toArray(String[]::new)), port);
    }

    void mvnCompile(long timeoutMillis) throws Exception {
      Path log = Files.createTempFile("dev-loop-compile", ".log");
      try {
        Process p = maven("-q", "compile").redirectOutput(log.toFile()).start();
        boolean done = p.waitFor(timeoutMillis, java.util.concurrent.TimeUnit.MILLISECONDS);
        if (!done) {
          killTree(p);
        }
        if (!done || p.exitValue() != 0) {
          throw new IllegalStateException("mvn compile failed:\n" + Files.readString(log));
        }
      } finally {
        Files.deleteIfExists(log);
      }
    }

    static int freePort() throws IOException {
      try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
        return s.getLocalPort();
      }
    }
  }

  /** A framework's dev process (Maven and the app it forks) on a known port. */
  static final class App implements AutoCloseable {
    final Process process;
    final long startedNanos;
    final int port;
    final List<String> lines = new CopyOnWriteArrayList<>();

    private App(Process process, long startedNanos, int port) {
      this.process = process;
      this.startedNanos = startedNanos;
      this.port = port;
    }

    static App start(ProcessBuilder pb, int port) throws IOException {
      long t0 = System.nanoTime();
      App app = new App(pb.start(), t0, port);
      Thread reader =
          new Thread(
              () -> {
                try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(app.process.getInputStream(), StandardCharsets.UTF_8))) {
                  String line;
                  while ((line = r.readLine()) != null) {
                    app.lines.add(line);
                  }
                } catch (IOException e) {
                  // process ended
                }
              });
      reader.setDaemon(true);
      reader.start();
      return app;
    }

    long firstOk(String path, long timeoutMillis) throws Exception {
      long deadline = System.currentTimeMillis() + timeoutMillis;
      while (System.currentTimeMillis() < deadline) {
        if (!process.isAlive()) {
          throw new IllegalStateException("the dev process exited:\n" + tail());
        }
        try {
          if (get(path).statusCode() == 200) {
            return (System.nanoTime() - startedNanos) / 1_000_000;
          }
        } catch (IOException e) {
          // not listening yet
        }
        Thread.sleep(5);
      }
      throw new IllegalStateException("no 200 within " + timeoutMillis + " ms:\n" + tail());
    }

    /**
     * Polls every 2 ms, as for Silk; a refused connection during a restart is just "not yet".
     * Returns how many responses came before the one with {@code expected}: 0 when the first
     * request after the save already showed it (Quarkus scanned on it and held it while it
     * restarted), more when Quarkus answered from the old app first.
     */
    int awaitBody(String path, String expected, long timeoutMillis) throws Exception {
      long deadline = System.currentTimeMillis() + timeoutMillis;
      int stale = 0;
      while (System.currentTimeMillis() < deadline) {
        if (!process.isAlive()) {
          throw new IllegalStateException("the dev process exited:\n" + tail());
        }
        try {
          HttpResponse<String> r = get(path);
          if (r.statusCode() == 200 && r.body().strip().equals(expected)) {
            return stale;
          }
          stale++;
        } catch (IOException e) {
          // restarting
        }
        Thread.sleep(2);
      }
      throw new IllegalStateException("'" + expected + "' never showed at " + path + ":\n" + tail());
    }

    String body(String path) throws Exception {
      return get(path).body().strip();
    }

    /** Milliseconds from saving {@code file} to the next console line that matches. */
    long saveAndAwaitLine(Path file, String content, Pattern line) throws Exception {
      return DevLoopBench.saveAndAwaitLine(lines, process, file, content, line, 120_000, this::tail);
    }

    /** Waits for a console line after the first {@code from} that matches {@code line}. */
    void awaitLine(Pattern line, int from, long timeoutMillis) throws Exception {
      DevLoopBench.awaitLine(lines, process, line, from, timeoutMillis, this::tail);
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
      return HTTP.send(
          HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
              .timeout(Duration.ofSeconds(60))
              .build(),
          HttpResponse.BodyHandlers.ofString());
    }

    /** Resident memory of Maven plus the app it forked: what the developer's machine carries. */
    String rss() {
      long maven = rssKb(process.pid());
      long app = process.descendants().mapToLong(h -> rssKb(h.pid())).sum();
      return "RSS " + app / 1024 + " MB app + " + maven / 1024 + " MB Maven";
    }

    static long rssKb(long pid) {
      try {
        for (String l : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "status"))) {
          if (l.startsWith("VmRSS:")) {
            return Long.parseLong(l.replaceAll("\\D", ""));
          }
        }
      } catch (IOException e) {
        // gone
      }
      return 0;
    }

    String tail() {
      int n = lines.size();
      return String.join("\n", lines.subList(Math.max(0, n - 40), n));
    }

    @Override
    public void close() throws Exception {
      killTree(process);
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

  /** Deletes what {@code dir} holds except files whose name starts with {@code keep}. */
  static void deleteAllBut(Path dir, String keep) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (var children = Files.list(dir)) {
      for (Path child : children.toList()) {
        if (!child.getFileName().toString().startsWith(keep)) {
          deleteTree(child);
        }
      }
    }
  }

  /** Every measurement in order, so a slow first edit is told apart from a slow tail. */
  static String joined(long[] v) {
    StringBuilder s = new StringBuilder();
    for (long x : v) {
      s.append(s.length() == 0 ? "" : ",").append(x);
    }
    return s.toString();
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
