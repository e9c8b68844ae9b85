package dev.silk.web;

import dev.silk.json.JsonCodec;

/**
 * A registered route as data: the method and the full path pattern (group prefixes included), as
 * {@link App#routes()} lists them for documentation, tests or a start-up banner.
 *
 * <pre>{@code
 * app.routes().forEach(r -> System.out.println(r.method() + " " + r.path()));
 * }</pre>
 *
 * @param method the HTTP method: GET, POST, PUT, PATCH or DELETE
 * @param path the path pattern, with variables written as {@code {name}}
 * @param group the prefix of the group the route was registered in ({@code /api}), or null
 * @param body the codec that reads the request body of a typed route ({@link JsonBodyHandler}), or
 *     null
 * @param response the codec that writes the answer of a typed route, or null
 */
public record Route(
    String method, String path, String group, JsonCodec<?> body, JsonCodec<?> response) {

  /** A route that declares no types and belongs to no group. */
  public Route(String method, String path) {
    this(method, path, null, null, null);
  }
}
