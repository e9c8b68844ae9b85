import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Paired cold starts of {@code silk dev}: two or more installed launchers started in turn on copies
 * of one project, timed as {@code DevLoopBench} times a cold start (a new process, {@code
 * target/silk} deleted, or for a {@code --db} project everything in it but the class path cache
 * and the database file gone; process start to the first 200 of the probe, polled every 5 ms over
 * one keep-alive client once the "serving" line gave the port). The order rotates every round, so
 * each launcher goes first as often as the others, and each start records the CPU the rest of the
 * machine used meanwhile, in cores: on a shared machine the ratios within a round are the figure.
 *
 * <pre>{@code
 * java benchmark/dev-loop/ColdStarts.java --silk old=/tmp/a/bin/silk --silk new=/tmp/b/bin/silk \
 *     --project /tmp/web --rounds 8 [--probe /] [--verbose]
 * }</pre>
 *
 * <p>It borrows {@code DevLoopBench}'s CPU meter and clean-up from the same folder, so it runs on
 * JDK 22 or newer (the source launcher compiles the files it refers to).
 *
 * <p>With {@code --verbose} each start runs {@code silk --verbose dev} and its {@code start:} lines
 * (where the time went, D282) are printed under it. Prints one line per start and, at the end, the
 * median per launcher and the median of each round's ratio to the first launcher.
 */
public class ColdStarts {
  static final HttpClient HTTP =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();
  static final Pattern SERVING = Pattern.compile("serving http://[^:]+:(\\d+)/");

  public static void main(String[] args) throws Exception {
    Map<String, Path> launchers = new LinkedHashMap<>();
    Path project = null;
    int rounds = 5;
    String probe = null;
    boolean verbose = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--silk" -> {
          String[] nameAndPath = args[++i].split("=", 2);
          launchers.put(nameAndPath[0], Path.of(nameAndPath[1]));
        }
        case "--project" -> project = Path.of(args[++i]).toAbsolutePath();
        case "--rounds" -> rounds = Integer.parseInt(args[++i]);
        case "--probe" -> probe = args[++i];
        case "--verbose" -> verbose = true;
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    if (launchers.isEmpty() || project == null) {
      throw new IllegalArgumentException(
          "usage: ColdStarts --silk NAME=LAUNCHER [--silk ...] --project DIR [--rounds N]"
              + " [--probe PATH] [--verbose]");
    }
    boolean db = Files.isDirectory(project.resolve("src/main/resources/db/migration"));
    if (probe == null) {
      probe = Files.exists(project.resolve("src/main/jte/index.jte")) ? "/" : "/api/todos";
    }
    // One copy per launcher: a class path cache or compile state written by one never serves another.
    Map<String, Path> copies = new LinkedHashMap<>();
    for (String name : launchers.keySet()) {
      Path copy = project.resolveSibling(project.getFileName() + "-" + name);
      DevLoopBench.deleteTree(copy);
      copyTree(project, copy);
      copies.put(name, copy);
    }
    List<String> names = new ArrayList<>(launchers.keySet());
    Map<String, List<Long>> times = new LinkedHashMap<>();
    names.forEach(n -> times.put(n, new ArrayList<>()));
    List<Double> ratios = new ArrayList<>();
    for (int round = 1; round <= rounds; round++) {
      Map<String, Long> thisRound = new LinkedHashMap<>();
      for (int k = 0; k < names.size(); k++) {
        String name = names.get((k + round - 1) % names.size());
        Path dir = copies.get(name);
        if (db) {
          DevLoopBench.deleteAllBut(dir.resolve("target/silk"), "classpath-");
          DevLoopBench.deleteTree(dir.resolve("data"));
        } else {
          DevLoopBench.deleteTree(dir.resolve("target/silk"));
        }
        Start start = Start.of(launchers.get(name), dir, probe, verbose);
        thisRound.put(name, start.millis);
        times.get(name).add(start.millis);
        System.out.printf(
            Locale.ROOT,
            "round %d %-8s %5d ms  (silk's ready line %s ms; other processes %.2f cores)%n",
            round,
            name,
            start.millis,
            start.ready,
            start.otherCores);
        for (String line : start.startLines) {
          System.out.println("    " + line);
        }
      }
      long first = thisRound.get(names.get(0));
      for (int k = 1; k < names.size(); k++) {
        ratios.add(thisRound.get(names.get(k)) / (double) first);
      }
    }
    for (String name : names) {
      System.out.printf(
          Locale.ROOT, "%s: median %d ms of %s%n", name, median(times.get(name)), times.get(name));
    }
    if (names.size() > 1) {
      List<Double> sorted = new ArrayList<>(ratios);
      sorted.sort(null);
      System.out.printf(
          Locale.ROOT,
          "ratio to %s per round: %s, median %.2f%n",
          names.get(0),
          ratios.stream().map(r -> String.format(Locale.ROOT, "%.2f", r)).toList(),
          sorted.get((sorted.size() - 1) / 2));
    }
  }

  /** One timed start of {@code silk dev}, stopped once it answered. */
  record Start(long millis, String ready, double otherCores, List<String> startLines) {
    static Start of(Path launcher, Path project, String probe, boolean verbose) throws Exception {
      List<String> command = new ArrayList<>(List.of(launcher.toString()));
      if (verbose) {
        command.add("--verbose");
      }
      command.addAll(List.of("dev", "--port", "0", "--no-browser"));
      List<String> lines = new CopyOnWriteArrayList<>();
      long busy0 = DevLoopBench.CpuMeter.systemBusy();
      long self0 = DevLoopBench.CpuMeter.ticks(ProcessHandle.current().pid());
      long t0 = System.nanoTime();
      Process p =
          new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true).start();
      Thread reader =
          new Thread(
              () -> {
                try (BufferedReader r =
                    new BufferedReader(
                        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                  for (String line; (line = r.readLine()) != null; ) {
                    lines.add(line);
                  }
                } catch (IOException e) {
                  // the process ended
                }
              });
      reader.setDaemon(true);
      reader.start();
      try {
        long deadline = System.currentTimeMillis() + 120_000;
        int port = 0;
        while (System.currentTimeMillis() < deadline) {
          if (!p.isAlive()) {
            throw new IllegalStateException("silk dev exited:\n" + String.join("\n", lines));
          }
          if (port == 0) {
            for (String line : lines) {
              Matcher m = SERVING.matcher(line);
              if (m.find()) {
                port = Integer.parseInt(m.group(1));
              }
            }
          }
          if (port > 0 && ok(port, probe)) {
            long millis = (System.nanoTime() - t0) / 1_000_000;
            double seconds = (System.nanoTime() - t0) / 1e9;
            long ours = treeTicks(p.toHandle()) + DevLoopBench.CpuMeter.ticks(ProcessHandle.current().pid()) - self0;
            double others = Math.max(0, (DevLoopBench.CpuMeter.systemBusy() - busy0 - ours) / 100.0 / seconds);
            return new Start(millis, readyMillis(lines), others, progressLines(lines));
          }
          Thread.sleep(5);
        }
        throw new IllegalStateException("no 200 within 120 s:\n" + String.join("\n", lines));
      } finally {
        stop(p);
      }
    }
  }

  static boolean ok(int port, String probe) throws InterruptedException {
    try {
      HttpResponse<Void> r =
          HTTP.send(
              HttpRequest.newBuilder(URI.create("http://localhost:" + port + probe))
                  .timeout(Duration.ofSeconds(30))
                  .build(),
              HttpResponse.BodyHandlers.discarding());
      return r.statusCode() == 200;
    } catch (IOException e) {
      return false;
    }
  }

  static String readyMillis(List<String> lines) {
    Pattern ready = Pattern.compile("ready in (\\d+) ms");
    for (String line : lines) {
      Matcher m = ready.matcher(line);
      if (m.find()) {
        return m.group(1);
      }
    }
    return "?";
  }

  static List<String> progressLines(List<String> lines) {
    return lines.stream().filter(l -> l.contains("start:") || l.contains("first answer")).toList();
  }

  /** SIGTERM, as a developer's Ctrl-C without a terminal; then the rest of its tree. */
  static void stop(Process p) throws InterruptedException {
    List<ProcessHandle> children = p.descendants().toList();
    p.destroy();
    if (!p.waitFor(20, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      p.waitFor(10, TimeUnit.SECONDS);
    }
    children.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
  }

  /** CPU ticks of {@code process} and its descendants. */
  static long treeTicks(ProcessHandle process) {
    long sum = DevLoopBench.CpuMeter.ticks(process.pid());
    for (ProcessHandle h : (Iterable<ProcessHandle>) process.descendants()::iterator) {
      sum += DevLoopBench.CpuMeter.ticks(h.pid());
    }
    return sum;
  }

  static long median(List<Long> values) {
    List<Long> sorted = new ArrayList<>(values);
    sorted.sort(null);
    return sorted.get((sorted.size() - 1) / 2);
  }

  static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }
}
