package dev.silk.bench.json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.IntToDoubleFunction;

/**
 * The two sides of a {@link Paired} cell in loops of their own ({@code --apart true}): the
 * subject's calls in {@link SubjectLoop}, the peer's in {@link PeerLoop}. The two classes hold the
 * same code on purpose: the JIT profiles and compiles each method's bytecode once, so one loop
 * shared by both sides (Paired's own, through {@link Bound}) is compiled with both libraries
 * inlined into it behind a type check, and how deep and how much of one library C2 inlines there
 * depends on the other's code (D380). Here each call site sees one library, as in a JMH fork or an
 * application.
 */
final class Apart {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** Written so that the JIT cannot drop the measured calls. */
  private static volatile int sink;

  private Apart() {}

  /** Thread CPU nanoseconds per operation of the subject's side, given a number of calls. */
  static IntToDoubleFunction subject(Bound<?> bound, String op) {
    return calls -> SubjectLoop.timed(bound, op, calls);
  }

  /** Thread CPU nanoseconds per operation of the peer's side, given a number of calls. */
  static IntToDoubleFunction peer(Bound<?> bound, String op) {
    return calls -> PeerLoop.timed(bound, op, calls);
  }

  private static final class SubjectLoop {
    static <T> double timed(Bound<T> b, String op, int calls) {
      Subject<T> subject = b.subject();
      T value = b.benchCase.value();
      byte[] document = b.benchCase.document();
      Sink out = b.sink();
      int acc = 0;
      long t0 = THREADS.getCurrentThreadCpuTime();
      try {
        switch (op) {
          case "write" -> {
            for (int i = 0; i < calls; i++) {
              acc += subject.toBytes(value).length;
            }
          }
          case "reused" -> {
            for (int i = 0; i < calls; i++) {
              subject.writeTo(value, out.reset());
              acc += out.size();
            }
          }
          default -> {
            for (int i = 0; i < calls; i++) {
              acc += subject.read(document) == null ? 0 : 1;
            }
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      double nanos = (double) (THREADS.getCurrentThreadCpuTime() - t0) / calls;
      sink = acc;
      return nanos;
    }
  }

  /** {@link SubjectLoop}'s code, as bytecode of its own. */
  private static final class PeerLoop {
    static <T> double timed(Bound<T> b, String op, int calls) {
      Subject<T> subject = b.subject();
      T value = b.benchCase.value();
      byte[] document = b.benchCase.document();
      Sink out = b.sink();
      int acc = 0;
      long t0 = THREADS.getCurrentThreadCpuTime();
      try {
        switch (op) {
          case "write" -> {
            for (int i = 0; i < calls; i++) {
              acc += subject.toBytes(value).length;
            }
          }
          case "reused" -> {
            for (int i = 0; i < calls; i++) {
              subject.writeTo(value, out.reset());
              acc += out.size();
            }
          }
          default -> {
            for (int i = 0; i < calls; i++) {
              acc += subject.read(document) == null ? 0 : 1;
            }
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      double nanos = (double) (THREADS.getCurrentThreadCpuTime() - t0) / calls;
      sink = acc;
      return nanos;
    }
  }
}
