package dev.silk.json.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * One generated codec class while it is being written: its static constants, the instance fields of
 * a generic record's codec, and private helper methods, each declared once however many members
 * need it.
 */
final class CodecClass {
  private final Code constants = new Code(1);
  private final Code fields = new Code(1);
  private final List<String> initialisers = new ArrayList<>();
  private final Code helpers = new Code(1);
  private final Map<String, String> declared = new HashMap<>();
  private final Map<String, Integer> counters = new HashMap<>();
  private final Set<String> used = new HashSet<>();

  /**
   * The name of a static constant, declaring it on first use; {@code declaration} gets the name and
   * returns the full declaration lines.
   */
  String constant(String identity, String prefix, Function<String, String> declaration) {
    String name = declared.get(identity);
    if (name == null) {
      name = fresh(prefix);
      declared.put(identity, name);
      for (String line : declaration.apply(name).split("\n", -1)) {
        constants.line(line);
      }
    }
    return name;
  }

  /**
   * The name of a final instance field of type {@code type}, declaring it on first use; the
   * constructor assigns it {@code init}, an expression over the codecs the constructor was given.
   */
  String field(String identity, String prefix, String type, String init) {
    String name = declared.get(identity);
    if (name == null) {
      name = fresh(prefix);
      declared.put(identity, name);
      fields.line("private final " + type + " " + name + ";");
      initialisers.add(name + " = " + init + ";");
    }
    return name;
  }

  /**
   * The name of a private static helper method, writing it on first use; {@code body} gets the name
   * and writes the whole method (it may declare further helpers itself).
   */
  String helper(String identity, String prefix, BiConsumer<String, Code> body) {
    String name = declared.get(identity);
    if (name == null) {
      name = fresh(prefix);
      declared.put(identity, name);
      Code method = new Code(1);
      body.accept(name, method);
      helpers.line("").append(method);
    }
    return name;
  }

  /**
   * A name no other constant or helper has: {@code ENUM_STATUS}, {@code ENUM_STATUS1}, {@code
   * read0}.
   */
  private String fresh(String prefix) {
    String name;
    do {
      int n = counters.merge(prefix, 1, Integer::sum) - 1;
      name = n == 0 && !Character.isLowerCase(prefix.charAt(0)) ? prefix : prefix + n;
    } while (!used.add(name));
    return name;
  }

  Code constants() {
    return constants;
  }

  Code fields() {
    return fields;
  }

  /** The assignments of the {@link #field fields}, in the order they were declared. */
  List<String> initialisers() {
    return initialisers;
  }

  Code helpers() {
    return helpers;
  }
}
