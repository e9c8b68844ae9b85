package dev.silk.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The exception and error handlers of one path scope: the whole app ({@code /}) or a group.
 * Registered through {@link App#exception}, {@link App#error} and their {@link RouteGroup} forms;
 * frozen with the app.
 */
final class ErrorHandlers {
  final Map<Class<? extends Exception>, App.ExceptionRoute<?>> byType = new LinkedHashMap<>();
  final Map<Integer, ExceptionHandler<HttpException>> byStatus = new LinkedHashMap<>();
  ExceptionHandler<HttpException> anyStatus;

  /** The handler of the most specific registered superclass of {@code type}, or null. */
  App.ExceptionRoute<?> forType(Class<?> type) {
    if (byType.isEmpty()) {
      return null;
    }
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      App.ExceptionRoute<?> handler = byType.get(c);
      if (handler != null) {
        return handler;
      }
    }
    return null;
  }

  /** The handler for {@code status}: its own, else the one for every status, else null. */
  ExceptionHandler<HttpException> forStatus(int status) {
    ExceptionHandler<HttpException> h = byStatus.get(status);
    return h != null ? h : anyStatus;
  }

  /** A frozen copy, so that requests read maps nobody writes. */
  ErrorHandlers copy() {
    ErrorHandlers c = new ErrorHandlers();
    c.byType.putAll(byType);
    c.byStatus.putAll(byStatus);
    c.anyStatus = anyStatus;
    return c;
  }

  /** Scopes by prefix, the innermost (most path segments) first, as the dispatcher asks them. */
  @SuppressWarnings({"unchecked", "rawtypes"}) // an array of a generic type, read only
  static FilterEntry<ErrorHandlers>[] innermostFirst(Map<String, ErrorHandlers> scopes) {
    List<Map.Entry<String, ErrorHandlers>> entries = new java.util.ArrayList<>(scopes.entrySet());
    entries.sort(
        (a, b) ->
            Integer.compare(
                PathSegments.pattern(b.getKey()).length, PathSegments.pattern(a.getKey()).length));
    FilterEntry<ErrorHandlers>[] array = new FilterEntry[entries.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = new FilterEntry<>(entries.get(i).getKey(), entries.get(i).getValue().copy());
    }
    return array;
  }
}
