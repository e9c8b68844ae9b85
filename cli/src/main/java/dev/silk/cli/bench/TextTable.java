package dev.silk.cli.bench;

import java.util.ArrayList;
import java.util.List;

/** The plain-text tables both benchmarks print to the terminal. */
public final class TextTable {
  private TextTable() {}

  /** Columns padded to their widest cell; the first left-aligned, the rest right-aligned. */
  public static List<String> table(List<List<String>> rows) {
    int columns = rows.get(0).size();
    int[] widths = new int[columns];
    for (List<String> row : rows) {
      for (int c = 0; c < columns; c++) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    List<String> lines = new ArrayList<>();
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < columns; c++) {
        String cell = row.get(c);
        String pad = " ".repeat(widths[c] - cell.length());
        line.append(c == 0 ? cell + pad : "  " + pad + cell);
      }
      lines.add(line.toString().stripTrailing());
    }
    return lines;
  }
}
