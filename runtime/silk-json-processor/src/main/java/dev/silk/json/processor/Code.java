package dev.silk.json.processor;

/** Java source text built line by line with two-space indentation, so generated code reads well. */
final class Code {
  private final StringBuilder text = new StringBuilder();
  private int depth;

  Code(int depth) {
    this.depth = depth;
  }

  Code line(String line) {
    if (!line.isEmpty()) {
      text.append("  ".repeat(depth)).append(line);
    }
    text.append('\n');
    return this;
  }

  /** A line ending in {@code " {"}, with the lines after it indented one step deeper. */
  Code open(String line) {
    line(line + " {");
    depth++;
    return this;
  }

  /** Closes a block; {@code rest} continues the closing line, e.g. {@code " else {"}. */
  Code close(String rest) {
    depth--;
    line("}" + rest);
    if (rest.endsWith("{")) {
      depth++;
    }
    return this;
  }

  Code close() {
    return close("");
  }

  Code indent() {
    depth++;
    return this;
  }

  Code outdent() {
    depth--;
    return this;
  }

  Code append(Code other) {
    text.append(other.text);
    return this;
  }

  boolean isEmpty() {
    return text.length() == 0;
  }

  @Override
  public String toString() {
    return text.toString();
  }
}
