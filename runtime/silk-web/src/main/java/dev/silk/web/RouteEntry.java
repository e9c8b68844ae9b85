package dev.silk.web;

import dev.silk.json.JsonCodec;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A compiled route: its pattern split into segments once, at registration, so matching a request is
 * a length check and {@code equals} on the literal segments.
 */
final class RouteEntry {
  final Route route;
  final Handler handler;

  /** The literal text per segment, or {@code null} where the pattern has a variable. */
  final String[] literals;

  /** The variable name per segment, or {@code null} where the pattern has a literal. */
  final String[] variables;

  final boolean hasVariables;

  RouteEntry(String method, String path, Handler handler) {
    this(method, path, handler, null, null, null);
  }

  RouteEntry(
      String method,
      String path,
      Handler handler,
      String group,
      JsonCodec<?> body,
      JsonCodec<?> response) {
    if (handler == null) {
      throw new IllegalArgumentException("no handler for " + method + " " + path);
    }
    this.handler = handler;
    String[] parts = PathSegments.pattern(path);
    literals = new String[parts.length];
    variables = new String[parts.length];
    boolean any = false;
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i];
      if (part.startsWith("{") && part.endsWith("}") && part.length() > 2) {
        String name = part.substring(1, part.length() - 1);
        for (int j = 0; j < i; j++) {
          if (name.equals(variables[j])) {
            throw new IllegalArgumentException(
                "path variable {" + name + "} appears twice in " + path);
          }
        }
        variables[i] = name;
        any = true;
      } else if (part.indexOf('{') >= 0 || part.indexOf('}') >= 0) {
        throw new IllegalArgumentException(
            "a path variable must be a whole segment, like /items/{id}: " + path);
      } else {
        literals[i] = part;
      }
    }
    hasVariables = any;
    this.route =
        new Route(
            method, parts.length == 0 ? "/" : "/" + String.join("/", parts), group, body, response);
  }

  /** The first segment if it is literal, {@code ""} for the root, {@code null} for a variable. */
  String firstLiteral() {
    return literals.length == 0 ? "" : literals[0];
  }

  boolean matches(String[] segments) {
    String[] lits = literals;
    if (segments.length != lits.length) {
      return false;
    }
    for (int i = 0; i < lits.length; i++) {
      String lit = lits[i];
      if (lit != null && !lit.equals(segments[i])) {
        return false;
      }
    }
    return true;
  }

  /** Same shape: two routes that would match exactly the same paths. */
  boolean sameShape(RouteEntry other) {
    if (literals.length != other.literals.length) {
      return false;
    }
    for (int i = 0; i < literals.length; i++) {
      String a = literals[i];
      String b = other.literals[i];
      if (a == null ? b != null : !a.equals(b)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The value of a path variable in a matched path, or {@code null} if the pattern has none such.
   */
  String variable(String[] segments, String name) {
    String[] vars = variables;
    for (int i = 0; i < vars.length; i++) {
      if (name.equals(vars[i])) {
        return segments[i];
      }
    }
    return null;
  }

  Map<String, String> variables(String[] segments) {
    if (!hasVariables) {
      return Map.of();
    }
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < variables.length; i++) {
      if (variables[i] != null) {
        map.put(variables[i], segments[i]);
      }
    }
    return Collections.unmodifiableMap(map);
  }
}
