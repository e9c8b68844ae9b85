package dev.silk.cli.codec;

import java.util.Locale;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Java names for JSON names: {@code first_name -> firstName}, {@code line-items -> LineItem},
 * {@code in progress -> IN_PROGRESS}. Letters of any script are kept (they are valid in Java);
 * other characters separate words; keywords and names a record cannot use get a suffix.
 *
 * <pre>{@code
 * JavaNames.member("class");        // classValue
 * JavaNames.type("line_items", true); // LineItem
 * }</pre>
 */
final class JavaNames {
  /**
   * Component names a record cannot have: its accessor would clash with a method of {@code Object}.
   */
  private static final Set<String> OBJECT_METHODS =
      Set.of(
          "hashCode",
          "toString",
          "getClass",
          "notify",
          "notifyAll",
          "wait",
          "equals",
          "clone",
          "finalize");

  private JavaNames() {}

  /** A record component name for the JSON member {@code json}. */
  static String member(String json) {
    String name = camel(json, false);
    if (name.isEmpty()) {
      name = "member";
    }
    if (!Character.isJavaIdentifierStart(name.charAt(0))) {
      name = "_" + name;
    }
    if (SourceVersion.isKeyword(name) || OBJECT_METHODS.contains(name) || name.equals("_")) {
      name = name + "Value";
    }
    return name;
  }

  /** A type name for the JSON member {@code json}; {@code singular} for the elements of arrays. */
  static String type(String json, boolean singular) {
    String name = camel(singular ? singularOf(json) : json, true);
    if (name.isEmpty()) {
      name = "Item";
    }
    if (!Character.isJavaIdentifierStart(name.charAt(0))) {
      name = "T" + name;
    }
    return name;
  }

  /** An enum constant for the string value {@code json}. */
  static String constant(String json) {
    StringBuilder sb = new StringBuilder();
    String spaced = words(json, ' ');
    for (String word : spaced.trim().split(" +")) {
      if (!word.isEmpty()) {
        sb.append(sb.length() == 0 ? "" : "_").append(word.toUpperCase(Locale.ROOT));
      }
    }
    String name = sb.length() == 0 ? "EMPTY" : sb.toString();
    if (!Character.isJavaIdentifierStart(name.charAt(0))) {
      name = "_" + name;
    }
    return SourceVersion.isKeyword(name) ? name + "_" : name;
  }

  /** Whether {@code name} may name a type: an identifier, not a keyword. */
  static boolean isTypeName(String name) {
    return SourceVersion.isName(name) && !name.contains(".") && !name.equals("_");
  }

  /** {@code items -> item}, {@code addresses -> address}, {@code categories -> category}. */
  static String singularOf(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    if (lower.endsWith("ies") && word.length() > 3) {
      return word.substring(0, word.length() - 3) + (Character.isUpperCase(last(word)) ? "Y" : "y");
    }
    if (lower.endsWith("sses")
        || lower.endsWith("xes")
        || lower.endsWith("ches")
        || lower.endsWith("shes")) {
      return word.substring(0, word.length() - 2);
    }
    if (lower.endsWith("s")
        && !lower.endsWith("ss")
        && !lower.endsWith("us")
        && word.length() > 1) {
      return word.substring(0, word.length() - 1);
    }
    return word;
  }

  private static char last(String word) {
    return word.charAt(word.length() - 1);
  }

  /**
   * Joins the words of {@code json} in camel case; a word in capitals alone ({@code ID}) is an
   * acronym and reads best as {@code id} or {@code Id}.
   */
  private static String camel(String json, boolean upperFirst) {
    StringBuilder sb = new StringBuilder();
    for (String word : words(json, ' ').trim().split(" +")) {
      if (word.isEmpty()) {
        continue;
      }
      boolean acronym = word.length() > 1 && word.equals(word.toUpperCase(Locale.ROOT));
      String rest = word.substring(word.offsetByCodePoints(0, 1));
      if (acronym) {
        rest = rest.toLowerCase(Locale.ROOT);
      }
      int first = word.codePointAt(0);
      boolean upper = upperFirst || sb.length() > 0;
      sb.appendCodePoint(upper ? Character.toUpperCase(first) : Character.toLowerCase(first));
      sb.append(rest);
    }
    return sb.toString();
  }

  /** Separates the words of {@code s} with {@code separator}: {@code inProgress -> in progress}. */
  private static String words(String s, char separator) {
    StringBuilder sb = new StringBuilder();
    int prev = 0;
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (!Character.isJavaIdentifierPart(c)
          || c == '$'
          || c == '_'
          || Character.isIdentifierIgnorable(c)) {
        sb.append(separator);
        prev = separator;
        continue;
      }
      if (Character.isUpperCase(c) && (Character.isLowerCase(prev) || Character.isDigit(prev))) {
        sb.append(separator);
      }
      sb.appendCodePoint(c);
      prev = c;
    }
    return sb.toString();
  }
}
