package dev.silk.json.validation;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the violations of one value and its members, each with its JSON Pointer.
 *
 * <p>Generated codecs fill it in {@code validate}: they {@link #enter} each member or element they
 * descend into and {@link #leave} it afterwards, so a pointer is built only for a value that fails,
 * from the names on the way down. Nothing is allocated while every check passes but the collector
 * itself.
 *
 * <pre>{@code
 * Violations violations = new Violations();
 * OrderCodec.INSTANCE.validate(order, violations);
 * for (Violation v : violations.list()) {
 *   System.out.println(v);            // /lines/2/quantity: must be at least 1
 * }
 * }</pre>
 *
 * <p>At most {@link #LIMIT} violations are kept, so a document of a million bad elements cannot
 * make a million-line answer; {@link #count()} still counts them all.
 */
public final class Violations {
  /** How many violations are kept; further ones are only counted. */
  public static final int LIMIT = 100;

  private Object[] path = new Object[8];
  private int depth;
  private List<Violation> list;
  private int count;

  /** An empty collector, at the top of the document. */
  public Violations() {}

  /** Descends into the member named {@code member} (its JSON name). */
  public void enter(String member) {
    push(member);
  }

  /** Descends into the element at {@code index} of an array. */
  public void enter(int index) {
    push(index);
  }

  /** Returns to where the matching {@code enter} was called. */
  public void leave() {
    if (depth == 0) {
      throw new IllegalStateException("leave() without enter()");
    }
    path[--depth] = null;
  }

  /** A violation at the current place (the record or element being checked). */
  public void add(String message) {
    record(pointer(null), message);
  }

  /** A violation at member {@code member} of the current place. */
  public void add(String member, String message) {
    record(pointer(member), message);
  }

  /**
   * A violation found elsewhere, with its pointer already made, such as one the JSON reader
   * reported for a record's constructor.
   */
  public void add(Violation violation) {
    record(violation.pointer(), violation.message());
  }

  /** Whether every check passed. */
  public boolean isEmpty() {
    return count == 0;
  }

  /** How many violations were found, including those past {@link #LIMIT}. */
  public int count() {
    return count;
  }

  /** The violations kept, in the order found (members in declared order, elements by index). */
  public List<Violation> list() {
    return list == null ? List.of() : List.copyOf(list);
  }

  /** The current place as a JSON Pointer, {@code ""} at the top. */
  public String pointer() {
    return pointer(null);
  }

  @Override
  public String toString() {
    return count + (count == 1 ? " violation" : " violations") + (list == null ? "" : " " + list);
  }

  private void push(Object step) {
    if (depth == path.length) {
      Object[] grown = new Object[depth * 2];
      System.arraycopy(path, 0, grown, 0, depth);
      path = grown;
    }
    path[depth++] = step;
  }

  private void record(String pointer, String message) {
    count++;
    if (count > LIMIT) {
      return;
    }
    if (list == null) {
      list = new ArrayList<>(4);
    }
    list.add(new Violation(pointer, message));
  }

  private String pointer(String member) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      appendStep(sb, path[i]);
    }
    if (member != null) {
      appendStep(sb, member);
    }
    return sb.toString();
  }

  private static void appendStep(StringBuilder sb, Object step) {
    sb.append('/');
    if (step instanceof Integer) {
      sb.append((int) (Integer) step);
    } else {
      sb.append(Violation.escape((String) step));
    }
  }
}
