package dev.silk.bench.data;

import dev.silk.json.JsonBound;

/**
 * The 27-byte object of the json case: {@code {"message":"Hello, World!"}}.
 *
 * @param message the greeting
 */
@JsonBound
public record Message(String message) {

  /** The one instance every server answers with. */
  public static final Message HELLO = new Message("Hello, World!");
}
