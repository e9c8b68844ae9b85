package dev.silk.web;

import dev.silk.json.JsonCodec;

/** Plain {@link Handler}s for routes that declare their JSON types. */
final class TypedRoutes {
  private TypedRoutes() {}

  static <T> Handler answering(JsonCodec<T> response, JsonHandler<T> handler) {
    if (response == null || handler == null) {
      throw new IllegalArgumentException("a typed route needs its answer's codec and a handler");
    }
    return req -> {
      T value = handler.handle(req);
      if (value == null) {
        throw new HttpException(404, "Not Found");
      }
      return WebResponse.json(response, value);
    };
  }

  static <B, T> Handler reading(
      JsonCodec<B> body, JsonCodec<T> response, JsonBodyHandler<B, T> handler) {
    if (body == null || response == null || handler == null) {
      throw new IllegalArgumentException(
          "a typed route needs its body's codec, its answer's codec and a handler");
    }
    return req -> {
      B in = req.bodyJson(body);
      if (in == null) {
        throw new HttpException(400, "the request body must be a JSON value, not null");
      }
      T value = handler.handle(req, in);
      return value == null ? WebResponse.noContent() : WebResponse.json(response, value);
    };
  }
}
