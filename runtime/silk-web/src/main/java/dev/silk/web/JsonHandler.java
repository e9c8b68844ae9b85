package dev.silk.web;

/**
 * Answers a request with a value that a route's declared codec writes as JSON: {@code app.get(path,
 * ItemCodec.INSTANCE, req -> items.find(req.pathLong("id")))}. Declaring the codec with the route
 * lets the app's OpenAPI document ({@link dev.silk.web.openapi.OpenApi}) show the answer's schema,
 * and the document cannot disagree with what is sent, because the same codec writes it.
 *
 * @param <T> the type of the answer
 */
@FunctionalInterface
public interface JsonHandler<T> {
  /** The value to answer with (200); {@code null} answers 404. */
  T handle(WebRequest request) throws Exception;
}
