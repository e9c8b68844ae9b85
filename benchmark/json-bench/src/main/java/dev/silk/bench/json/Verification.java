package dev.silk.bench.json;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The check before measuring: every implementation must write silk-json's bytes and read the case's
 * value, or that (case, implementation, operation) is left out of the run and reported.
 *
 * <p>The reference bytes are the generated codec's output (the hand-written codec's if the
 * generated one fails). Either way they must also equal the case's document, which json-bench
 * renders on its own; a difference there is reported, since it means silk-json writes something
 * else than the document the read benchmarks parse.
 */
final class Verification {
  /**
   * What one implementation did on one case.
   *
   * @param writeFailure null when its writes give silk-json's bytes (or the case is not written)
   * @param readFailure null when it reads the case's value
   */
  record Outcome(String implementation, String caseName, String writeFailure, String readFailure) {
    String failure() {
      return writeFailure != null ? writeFailure : readFailure;
    }
  }

  private Verification() {}

  /** Checks one bound implementation; exceptions count as failures. */
  static Outcome check(Bound<?> bound) {
    String write = null;
    if (bound.benchCase.writable()) {
      try {
        write = bound.writeMismatch(reference(bound.benchCase.name()));
      } catch (RuntimeException | LinkageError e) {
        write = "write failed: " + e;
      }
    }
    String read;
    try {
      read = bound.readMismatch();
    } catch (RuntimeException | LinkageError e) {
      read = "read failed: " + e;
    }
    return new Outcome(bound.implementation, bound.benchCase.name(), write, read);
  }

  /** Checks every implementation on every case, plus silk-json's output against the documents. */
  static List<Outcome> all(List<String> cases, List<String> implementations) {
    List<Outcome> outcomes = new ArrayList<>();
    for (String c : cases) {
      for (String impl : implementations) {
        Bound<?> bound;
        try {
          bound = Bound.of(impl, c);
        } catch (RuntimeException | LinkageError e) {
          String why = "could not be set up: " + e;
          outcomes.add(new Outcome(impl, c, why, why));
          continue;
        }
        outcomes.add(check(bound));
      }
    }
    return outcomes;
  }

  /**
   * A note when silk-json's output for a writable case is not the document json-bench rendered,
   * else null.
   */
  static String documentNote(String caseName) {
    BenchCase<?> c = Cases.of(caseName);
    if (!c.writable() || c.source() != null) {
      return null;
    }
    byte[] reference;
    try {
      reference = reference(caseName);
    } catch (RuntimeException | LinkageError e) {
      return caseName + ": silk-json could not write the case: " + e;
    }
    int at = Arrays.mismatch(reference, c.document());
    return at < 0
        ? null
        : caseName + ": silk-json's output differs from the rendered document at byte " + at;
  }

  /** silk-json's bytes for the case: the generated codec's, else the hand-written codec's. */
  static byte[] reference(String caseName) {
    try {
      return Bound.of(Subjects.SILK_CODEC.label, caseName).write();
    } catch (RuntimeException | LinkageError e) {
      return Bound.of(Subjects.SILK_HAND.label, caseName).write();
    }
  }
}
