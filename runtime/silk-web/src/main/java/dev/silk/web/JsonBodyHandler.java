package dev.silk.web;

/**
 * Answers a request whose JSON body a route's declared codec has read: {@code app.post(path,
 * NewItemCodec.INSTANCE, ItemCodec.INSTANCE, (req, draft) -> items.add(draft))}. A body the codec
 * cannot read is a 400 before this runs; the value returned is written by the route's answer codec.
 *
 * @param <B> the type of the body
 * @param <T> the type of the answer
 */
@FunctionalInterface
public interface JsonBodyHandler<B, T> {
  /** The value to answer with (200); {@code null} answers 204 with no body. */
  T handle(WebRequest request, B body) throws Exception;
}
