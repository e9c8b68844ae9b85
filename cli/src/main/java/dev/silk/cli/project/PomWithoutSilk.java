package dev.silk.cli.project;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The project's pom with the dependencies the CLI's runtime provides (Silk, Jetty, jte) taken out,
 * for Maven to resolve the rest.
 *
 * <p>A text edit, not an XML round trip, so comments and formatting Maven might care about survive;
 * a {@code <dependency>} block the runtime provides ({@link ProjectModel#providedByRuntime}) is
 * removed; Silk's other modules (silk-data, silk-metrics) stay, with their libraries.
 */
final class PomWithoutSilk {
  private static final Pattern DEPENDENCY =
      Pattern.compile("<dependency>.*?</dependency>", Pattern.DOTALL);

  private PomWithoutSilk() {}

  static String rewrite(String pom) {
    Matcher m = DEPENDENCY.matcher(pom);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String compact = m.group().replaceAll("\\s", "");
      boolean provided =
          ProjectModel.providedByRuntime(
              element(compact, "groupId"), element(compact, "artifactId"));
      m.appendReplacement(out, provided ? "" : Matcher.quoteReplacement(m.group()));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static String element(String compact, String name) {
    Matcher m = Pattern.compile("<" + name + ">([^<]*)</" + name + ">").matcher(compact);
    return m.find() ? m.group(1) : "";
  }
}
