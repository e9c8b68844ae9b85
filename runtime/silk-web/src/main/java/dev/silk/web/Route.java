package dev.silk.web;

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
 */
public record Route(String method, String path) {}
