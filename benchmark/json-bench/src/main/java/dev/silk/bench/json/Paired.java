package dev.silk.bench.json;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntToDoubleFunction;
import java.util.function.ToIntFunction;

/**
 * Measures one cell (case and operation) of two implementations in one JVM, in short slices that
 * alternate between them, and prints the median of the per-pair time ratios.
 *
 * <p>Why not JMH alone: on the shared machines the benchmarks run on, how fast a CPU runs changes
 * for seconds to minutes at a time with work outside this machine, which neither {@code /proc/stat}
 * nor steal time shows. A JMH fork that lands in a slow period reads 1.5x slower throughout, for
 * every library alike (decision D84), so comparing forks of two libraries compares the periods they
 * landed in. Two slices taken a few milliseconds apart on the same thread see the same speed; the
 * ratio of a pair does not depend on it.
 *
 * <pre>
 * java -cp benchmarks.jar dev.silk.bench.json.Paired --case list --op write \
 *     [--subject silk-codec] [--peer fastjson2] [--warmup 8] [--rounds 200] [--slice-ms 20]
 *     [--apart true]
 * </pre>
 *
 * <p>By default both implementations are called through the same loop, so the JIT compiles their
 * calls into one method, each inlined behind a type check: how deep and how much of one library C2
 * inlines there depends on the other's code (D380). With {@code --apart true} each side has a loop
 * of its own ({@link Apart}), compiled apart as a JMH fork or an application's own call site is.
 *
 * <p>Prints one tab-separated line: case, op, subject, peer, median ratio (subject's time ÷
 * peer's), first and third quartiles of the ratios, the subject's and the peer's median nanoseconds
 * per operation (thread CPU time), and other processes' CPU in percent of one CPU.
 */
public final class Paired {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** Written so that the JIT cannot drop the measured calls. */
  private static volatile int sink;

  private Paired() {}

  public static void main(String[] args) {
    try {
      measure(options(args));
    } catch (IllegalArgumentException e) {
      // A wrong option, case, implementation or number: say which, without a stack trace.
      System.err.println("paired: " + e.getMessage());
      System.exit(2);
    }
  }

  private static void measure(Map<String, String> o) {
    String caseName = require(o, "--case");
    String op = require(o, "--op");
    ToIntFunction<Bound<?>> operation = operation(op);
    String subjectName = o.getOrDefault("--subject", "silk-codec");
    String peerName = o.getOrDefault("--peer", "fastjson2");
    double warmupSeconds = Double.parseDouble(o.getOrDefault("--warmup", "8"));
    int rounds = Integer.parseInt(o.getOrDefault("--rounds", "200"));
    double sliceMillis = Double.parseDouble(o.getOrDefault("--slice-ms", "20"));

    boolean apart = Boolean.parseBoolean(o.getOrDefault("--apart", "false"));
    IntToDoubleFunction subject;
    IntToDoubleFunction peer;
    Bound<?> subjectBound = verified(subjectName, caseName, op);
    Bound<?> peerBound = verified(peerName, caseName, op);
    if (apart) {
      subject = Apart.subject(subjectBound, op);
      peer = Apart.peer(peerBound, op);
    } else {
      subject = calls -> timed(operation, subjectBound, calls);
      peer = calls -> timed(operation, peerBound, calls);
    }

    // Warm both up in turn, then size each side's slice from its warmed speed.
    long until = System.nanoTime() + (long) (warmupSeconds * 1e9);
    while (System.nanoTime() < until) {
      subject.applyAsDouble(200);
      peer.applyAsDouble(200);
    }
    int subjectCalls = callsPerSlice(subject, sliceMillis);
    int peerCalls = callsPerSlice(peer, sliceMillis);

    CpuMeter.Snapshot start = CpuMeter.now();
    double[] ratios = new double[rounds];
    double[] subjectNanos = new double[rounds];
    double[] peerNanos = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      // Alternate which side goes first, so neither always follows the other's garbage.
      double s;
      double p;
      if ((r & 1) == 0) {
        s = subject.applyAsDouble(subjectCalls);
        p = peer.applyAsDouble(peerCalls);
      } else {
        p = peer.applyAsDouble(peerCalls);
        s = subject.applyAsDouble(subjectCalls);
      }
      subjectNanos[r] = s;
      peerNanos[r] = p;
      ratios[r] = s / p;
    }
    double other = CpuMeter.otherPercent(start, CpuMeter.now());
    Arrays.sort(ratios);
    System.out.printf(
        "%s\t%s\t%s\t%s\t%.3f\t%.3f\t%.3f\t%.0f\t%.0f\t%.0f%n",
        caseName,
        op,
        subjectName,
        peerName,
        quantile(ratios, 0.5),
        quantile(ratios, 0.25),
        quantile(ratios, 0.75),
        median(subjectNanos),
        median(peerNanos),
        other);
  }

  /**
   * {@code implementation} bound to the case, after checking what it writes or reads; the process
   * exits if that is wrong.
   */
  private static Bound<?> verified(String implementation, String caseName, String op) {
    Bound<?> b = Bound.of(implementation, caseName);
    Verification.Outcome v = Verification.check(b);
    String failure = op.equals("read") ? v.readFailure() : v.writeFailure();
    if (failure != null) {
      System.err.println(b.implementation + " on " + caseName + ": " + failure);
      System.exit(1);
    }
    return b;
  }

  private static ToIntFunction<Bound<?>> operation(String op) {
    return switch (op) {
      case "write" -> b -> b.write().length;
      case "reused" -> Bound::writeReused;
      case "read" -> b -> b.read() == null ? 0 : 1;
      default -> throw new IllegalArgumentException("--op is read, write or reused, not " + op);
    };
  }

  private static void run(ToIntFunction<Bound<?>> operation, Bound<?> bound, int calls) {
    int acc = 0;
    for (int i = 0; i < calls; i++) {
      acc += operation.applyAsInt(bound);
    }
    sink = acc;
  }

  /** Thread CPU nanoseconds per operation over {@code calls} operations. */
  private static double timed(ToIntFunction<Bound<?>> operation, Bound<?> bound, int calls) {
    long t0 = THREADS.getCurrentThreadCpuTime();
    run(operation, bound, calls);
    return (double) (THREADS.getCurrentThreadCpuTime() - t0) / calls;
  }

  private static int callsPerSlice(IntToDoubleFunction side, double millis) {
    double nanos = side.applyAsDouble(1000);
    return (int) Math.max(10, Math.min(1_000_000, millis * 1e6 / nanos));
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return quantile(sorted, 0.5);
  }

  private static double quantile(double[] sorted, double q) {
    double at = q * (sorted.length - 1);
    int low = (int) Math.floor(at);
    int high = Math.min(sorted.length - 1, low + 1);
    return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
  }

  private static Map<String, String> options(String[] args) {
    Map<String, String> o = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      if (!args[i].startsWith("--") || i + 1 == args.length) {
        throw new IllegalArgumentException("options come as --name value pairs: " + args[i]);
      }
      o.put(args[i], args[++i]);
    }
    return o;
  }

  private static String require(Map<String, String> o, String name) {
    String v = o.get(name);
    if (v == null) {
      throw new IllegalArgumentException(name + " is required");
    }
    return v;
  }
}
