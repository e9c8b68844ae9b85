package dev.silk.cli.bench;

import java.util.List;
import java.util.Locale;

/**
 * What the HTML reports of {@code silk bench} and {@code silk bench codecs} share: the style,
 * escaping and the inline SVG bar chart. Each report is one self-contained file, no JavaScript, so
 * it opens from disk and can be attached to an issue.
 */
public final class HtmlPage {
  private static final int WIDTH = 420;
  private static final int BAR_HEIGHT = 22;

  /** The page's style, shared by the load report and the codec report. */
  public static final String STYLE =
      "body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}"
          + "table{border-collapse:collapse;margin:1em 0}"
          + "td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}"
          + "th:first-child,td:first-child{text-align:left}"
          + ".bad{color:#b00;font-weight:bold}.good{color:#070;font-weight:bold}"
          + ".warn{background:#fff3cd;border:1px solid #e0c060;padding:6px 10px}"
          + ".charts{display:flex;gap:2em;flex-wrap:wrap}";

  private HtmlPage() {}

  /** A horizontal bar chart: one labelled bar per value, scaled to the largest. */
  public static String bars(
      String title,
      List<String> names,
      double[] values,
      java.util.function.DoubleFunction<String> label) {
    return bars(title, names, values, label, 60);
  }

  /** The same with a label column {@code labels} pixels wide, for longer names. */
  public static String bars(
      String title,
      List<String> names,
      double[] values,
      java.util.function.DoubleFunction<String> label,
      int labels) {
    return bars(title, names, values, label, labels, false);
  }

  /**
   * A bar chart on a logarithmic scale, for figures that span orders of magnitude (latency
   * percentiles: on a linear scale a 50 µs median beside a 20 ms maximum is a sliver).
   */
  public static String logBars(
      String title,
      List<String> names,
      double[] values,
      java.util.function.DoubleFunction<String> label) {
    return bars(title + " (log scale)", names, values, label, 60, true);
  }

  private static String bars(
      String title,
      List<String> names,
      double[] values,
      java.util.function.DoubleFunction<String> label,
      int labels,
      boolean log) {
    double top = 0;
    for (double v : values) {
      top = Math.max(top, scaled(v, log));
    }
    int height = 30 + values.length * (BAR_HEIGHT + 6);
    StringBuilder s = new StringBuilder();
    s.append("<figure><figcaption>")
        .append(esc(title))
        .append("</figcaption><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(WIDTH + labels + 100)
        .append("\" height=\"")
        .append(height)
        .append("\" role=\"img\">");
    for (int i = 0; i < values.length; i++) {
      int y = 10 + i * (BAR_HEIGHT + 6);
      double width = top <= 0 || values[i] <= 0 ? 0 : scaled(values[i], log) / top * WIDTH;
      s.append("<text x=\"0\" y=\"")
          .append(y + 15)
          .append("\" font-size=\"12\">")
          .append(esc(names.get(i)))
          .append("</text><rect x=\"")
          .append(labels)
          .append("\" y=\"")
          .append(y)
          .append("\" width=\"")
          .append(String.format(Locale.ROOT, "%.1f", width))
          .append("\" height=\"")
          .append(BAR_HEIGHT)
          .append("\" fill=\"#4a7bd0\"/><text x=\"")
          .append(String.format(Locale.ROOT, "%.1f", labels + 6 + width))
          .append("\" y=\"")
          .append(y + 15)
          .append("\" font-size=\"12\">")
          .append(esc(label.apply(values[i])))
          .append("</text>");
    }
    return s.append("</svg></figure>").toString();
  }

  /** Where a value sits on the scale: itself, or log10(1 + value) on a logarithmic one. */
  private static double scaled(double value, boolean log) {
    return log ? Math.log10(1 + Math.max(0, value)) : value;
  }

  /** A figure for a page: whole numbers as integers, others with two decimals. */
  public static String fmt(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15
        ? Long.toString((long) value)
        : String.format(Locale.ROOT, "%.2f", value);
  }

  /** {@code text} escaped for HTML text and attribute values. */
  public static String esc(String text) {
    StringBuilder s = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> s.append("&lt;");
        case '>' -> s.append("&gt;");
        case '&' -> s.append("&amp;");
        case '"' -> s.append("&quot;");
        default -> s.append(c);
      }
    }
    return s.toString();
  }
}
