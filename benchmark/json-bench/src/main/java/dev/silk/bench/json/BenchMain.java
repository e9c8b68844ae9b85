package dev.silk.bench.json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs json-bench: verifies every implementation first, then measures, per case and operation, the
 * implementations that passed, each in a fork of its own with JMH's gc profiler, and writes a
 * Markdown report.
 *
 * <pre>
 * java -jar benchmarks.jar --mode quick --out report.md
 * java -jar benchmarks.jar --cases list,small -f 1 -wi 1 -i 1 -r 200ms
 * </pre>
 *
 * <p>Options: {@code --mode quick|full}, {@code --cases}, {@code --impls}, {@code --ops
 * read,write,reused}, {@code --reused-cases}, {@code --jvm-args}, {@code --out}, {@code --command}
 * (recorded in the report), {@code --max-other} (percent of one CPU that other processes may use
 * before a measurement is taken again), {@code --retries}, {@code --verify-only true}, and JMH's
 * {@code -f -wi -i -w -r}.
 */
public final class BenchMain {
  private static final List<String> IMPLEMENTATIONS =
      List.of(
          "silk-codec",
          "silk-hand",
          "silk-tree",
          "jackson",
          "fastjson2",
          "jackson-tree",
          "fastjson2-tree");

  /** Every JVM that measures gets the same heap and collector, whatever the machine. */
  static final String DEFAULT_JVM_ARGS = "-Xms1g -Xmx1g -XX:+UseG1GC -XX:+AlwaysPreTouch";

  private BenchMain() {}

  /** One measured cell. */
  record Row(
      String caseName,
      String op,
      String impl,
      double nanos,
      double error,
      double bytes,
      double otherCpu,
      int attempts) {}

  public static void main(String[] args) throws IOException, RunnerException {
    Map<String, String> o = parse(args);
    boolean full = "full".equals(o.getOrDefault("--mode", "quick"));
    List<String> cases = list(o.getOrDefault("--cases", String.join(",", Cases.NAMES)));
    List<String> impls = list(o.getOrDefault("--impls", String.join(",", IMPLEMENTATIONS)));
    List<String> ops = list(o.getOrDefault("--ops", "read,write,reused"));
    List<String> reusedCases = list(o.getOrDefault("--reused-cases", "list,small"));
    String jvmArgs = o.getOrDefault("--jvm-args", DEFAULT_JVM_ARGS);
    double maxOther = Double.parseDouble(o.getOrDefault("--max-other", "20"));
    int retries = Integer.parseInt(o.getOrDefault("--retries", full ? "2" : "1"));
    int forks = Integer.parseInt(o.getOrDefault("-f", full ? "2" : "1"));
    int warmups = Integer.parseInt(o.getOrDefault("-wi", full ? "5" : "2"));
    int iterations = Integer.parseInt(o.getOrDefault("-i", full ? "5" : "3"));
    TimeValue warmupTime = TimeValue.fromString(o.getOrDefault("-w", "1s"));
    TimeValue time = TimeValue.fromString(o.getOrDefault("-r", "1s"));

    System.out.println("== verification");
    List<Verification.Outcome> outcomes = Verification.all(cases, impls);
    List<String> excluded = new ArrayList<>();
    for (Verification.Outcome v : outcomes) {
      if (v.writeFailure() != null) {
        excluded.add(v.caseName() + " / write / " + v.implementation() + ": " + v.writeFailure());
      }
      if (v.readFailure() != null) {
        excluded.add(v.caseName() + " / read / " + v.implementation() + ": " + v.readFailure());
      }
    }
    List<String> notes = new ArrayList<>();
    for (String c : cases) {
      String note = Verification.documentNote(c);
      if (note != null) {
        notes.add(note);
      }
    }
    excluded.forEach(e -> System.out.println("excluded: " + e));
    notes.forEach(n -> System.out.println("note: " + n));
    System.out.printf("%d checks, %d left out%n", outcomes.size() * 2, excluded.size());
    if (Boolean.parseBoolean(o.getOrDefault("--verify-only", "false"))) {
      return;
    }

    List<Row> rows = new ArrayList<>();
    for (String c : cases) {
      boolean writable = Cases.of(c).writable();
      for (String op : ops) {
        if (!op.equals("read") && !writable || op.equals("reused") && !reusedCases.contains(c)) {
          continue;
        }
        List<String> passing = new ArrayList<>();
        for (Verification.Outcome v : outcomes) {
          boolean ok = op.equals("read") ? v.readFailure() == null : v.writeFailure() == null;
          if (v.caseName().equals(c) && ok) {
            passing.add(v.implementation());
          }
        }
        if (passing.isEmpty()) {
          continue;
        }
        ChainedOptionsBuilder options =
            new OptionsBuilder()
                .include(JsonBench.class.getName() + "\\." + method(op) + "$")
                .param("dataCase", c)
                .param("impl", passing.toArray(String[]::new))
                .forks(forks)
                .warmupIterations(warmups)
                .warmupTime(warmupTime)
                .measurementIterations(iterations)
                .measurementTime(time)
                .jvmArgs(jvmArgs.trim().split("\\s+"))
                .addProfiler(GCProfiler.class)
                .shouldFailOnError(false);
        List<Row> best = null;
        double bestOther = Double.POSITIVE_INFINITY;
        for (int attempt = 1; attempt <= 1 + retries; attempt++) {
          System.out.printf("== %s %s (attempt %d): %s%n", c, op, attempt, passing);
          CpuMeter.Snapshot from = CpuMeter.now();
          Collection<RunResult> results = new Runner(options.build()).run();
          double other = CpuMeter.otherPercent(from, CpuMeter.now());
          List<Row> measured = rows(c, op, results, other, attempt);
          // Keep the least disturbed attempt; NaN (no /proc) keeps the first.
          if (best == null || other < bestOther) {
            best = measured;
            bestOther = other;
          }
          System.out.printf("   other processes used %.0f%% of one CPU%n", other);
          if (!(other > maxOther) || measured.isEmpty()) {
            break;
          }
        }
        for (String impl : passing) {
          if (best.stream().noneMatch(r -> r.impl().equals(impl))) {
            excluded.add(c + " / " + op + " / " + impl + ": failed while measuring (see log)");
          }
        }
        rows.addAll(best);
      }
    }

    String report =
        markdown(
            o.get("--command"), jvmArgs, forks, warmups, iterations, time, rows, excluded, notes);
    System.out.println(report);
    if (o.containsKey("--out")) {
      Files.writeString(Path.of(o.get("--out")), report, StandardCharsets.UTF_8);
    }
  }

  private static String method(String op) {
    return switch (op) {
      case "read" -> "read";
      case "write" -> "write";
      case "reused" -> "writeReused";
      default -> throw new IllegalArgumentException("no operation '" + op + "'");
    };
  }

  private static List<Row> rows(
      String c, String op, Collection<RunResult> results, double other, int attempt) {
    List<Row> rows = new ArrayList<>();
    for (RunResult r : results) {
      Result<?> primary = r.getPrimaryResult();
      double bytes = Double.NaN;
      for (Map.Entry<String, Result> e : r.getSecondaryResults().entrySet()) {
        if (e.getKey().endsWith("gc.alloc.rate.norm")) {
          bytes = e.getValue().getScore();
        }
      }
      rows.add(
          new Row(
              c,
              op,
              r.getParams().getParam("impl"),
              primary.getScore(),
              primary.getScoreError(),
              bytes,
              other,
              attempt));
    }
    return rows;
  }

  static String markdown(
      String command,
      String jvmArgs,
      int forks,
      int warmups,
      int iterations,
      TimeValue time,
      List<Row> rows,
      List<String> excluded,
      List<String> notes) {
    StringBuilder s = new StringBuilder();
    s.append("Produced by `").append(command == null ? "java -jar benchmarks.jar" : command);
    s.append("` on ")
        .append(ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME))
        .append(".\n");
    s.append("JDK: ")
        .append(System.getProperty("java.vm.name"))
        .append(' ')
        .append(System.getProperty("java.runtime.version"))
        .append(".\n");
    s.append("Machine: ").append(machine()).append(".\n");
    s.append("JMH 1.37, ")
        .append(forks)
        .append(" fork(s), ")
        .append(warmups)
        .append(" warm-up and ")
        .append(iterations)
        .append(" measured iterations of ")
        .append(time)
        .append(", `-prof gc`, JVM options `")
        .append(jvmArgs)
        .append("`.\n\n");
    s.append(
            "Time and allocation per operation; ÷ Jackson and ÷ fastjson2 divide the row's time by")
        .append(" theirs on the same case and operation (below 1 is faster).\n");
    s.append("*other CPU* is what the rest of the machine used during the measurement, in percent")
        .append(" of one CPU.\n\n");
    Map<String, Row> byKey = new LinkedHashMap<>();
    for (Row r : rows) {
      byKey.put(r.caseName() + "/" + r.op() + "/" + r.impl(), r);
    }
    summary(s, rows, byKey);
    s.append("All rows:\n\n");
    s.append("| case | op | implementation | ns/op | ± | B/op | ÷ Jackson | ÷ fastjson2 |")
        .append(" other CPU |\n");
    s.append("|---|---|---|---:|---:|---:|---:|---:|---:|\n");
    for (Row r : rows) {
      Row jackson = byKey.get(r.caseName() + "/" + r.op() + "/jackson");
      Row fastjson = byKey.get(r.caseName() + "/" + r.op() + "/fastjson2");
      s.append("| ")
          .append(r.caseName())
          .append(" | ")
          .append(r.op())
          .append(" | ")
          .append(r.impl())
          .append(" | ")
          .append(fmt("%.0f", r.nanos()))
          .append(" | ")
          .append(fmt("%.0f", r.error()))
          .append(" | ")
          .append(fmt("%.0f", r.bytes()))
          .append(" | ")
          .append(jackson == null ? "–" : fmt("%.2f", r.nanos() / jackson.nanos()))
          .append(" | ")
          .append(fastjson == null ? "–" : fmt("%.2f", r.nanos() / fastjson.nanos()))
          .append(" | ")
          .append(fmt("%.0f%%", r.otherCpu()))
          .append(" |\n");
    }
    if (!excluded.isEmpty()) {
      s.append("\nLeft out after verification or while measuring:\n\n");
      excluded.forEach(e -> s.append("- ").append(e.replace("|", "\\|")).append('\n'));
    }
    if (!notes.isEmpty()) {
      s.append("\nNotes:\n\n");
      notes.forEach(n -> s.append("- ").append(n).append('\n'));
    }
    return s.toString();
  }

  /**
   * The generated codec's time against Jackson's and fastjson2's, one line per case and operation:
   * the cells the goal is stated in (at most 40% of Jackson's time to write the list, 24% to read
   * it, and at or below fastjson2 everywhere).
   */
  private static void summary(StringBuilder s, List<Row> rows, Map<String, Row> byKey) {
    s.append("The generated codec against the others (time ratios, below 1 is faster):\n\n");
    s.append("| case | op | silk-codec ns/op | ÷ Jackson | ÷ fastjson2 | ÷ silk-hand |\n");
    s.append("|---|---|---:|---:|---:|---:|\n");
    for (Row r : rows) {
      if (!r.impl().equals("silk-codec")) {
        continue;
      }
      String at = r.caseName() + "/" + r.op() + "/";
      s.append("| ")
          .append(r.caseName())
          .append(" | ")
          .append(r.op())
          .append(" | ")
          .append(fmt("%.0f", r.nanos()))
          .append(" | ")
          .append(ratio(r, byKey.get(at + "jackson")))
          .append(" | ")
          .append(ratio(r, byKey.get(at + "fastjson2")))
          .append(" | ")
          .append(ratio(r, byKey.get(at + "silk-hand")))
          .append(" |\n");
    }
    s.append('\n');
  }

  private static String ratio(Row r, Row other) {
    return other == null ? "–" : fmt("%.2f", r.nanos() / other.nanos());
  }

  private static String fmt(String format, double v) {
    return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, format, v);
  }

  private static String machine() {
    String model = "unknown CPU";
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          model = line.substring(line.indexOf(':') + 1).trim();
          break;
        }
      }
    } catch (IOException | RuntimeException e) {
      // Not Linux: the CPU count and OS still say something.
    }
    return model
        + ", "
        + Runtime.getRuntime().availableProcessors()
        + " CPUs available, "
        + System.getProperty("os.name")
        + " "
        + System.getProperty("os.version");
  }

  private static Map<String, String> parse(String[] args) {
    Map<String, String> o = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      if (!args[i].startsWith("-") || i + 1 >= args.length) {
        throw new IllegalArgumentException("expected an option and its value at " + args[i]);
      }
      o.put(args[i], args[++i]);
    }
    return o;
  }

  private static List<String> list(String csv) {
    return Arrays.stream(csv.split(",")).map(String::trim).filter(x -> !x.isEmpty()).toList();
  }
}
