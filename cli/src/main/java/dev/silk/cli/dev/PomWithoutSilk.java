package dev.silk.cli.dev;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The project's pom with its Silk dependencies taken out, for Maven to resolve the rest.
 *
 * <p>A text edit, not an XML round trip, so comments and formatting Maven might care about survive;
 * a {@code <dependency>} block naming {@code <groupId>dev.silk</groupId>} is removed.
 */
final class PomWithoutSilk {
  private static final Pattern DEPENDENCY =
      Pattern.compile("<dependency>.*?</dependency>", Pattern.DOTALL);

  private PomWithoutSilk() {}

  static String rewrite(String pom) {
    Matcher m = DEPENDENCY.matcher(pom);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      boolean silk =
          m.group()
              .replaceAll("\\s", "")
              .contains("<groupId>" + ProjectModel.SILK_GROUP + "</groupId>");
      m.appendReplacement(out, silk ? "" : Matcher.quoteReplacement(m.group()));
    }
    m.appendTail(out);
    return out.toString();
  }
}
