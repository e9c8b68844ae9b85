package dev.silk.cli.bench.codecs.harness;

/** A record as {@code silk codec from} makes it with {@code naming = SNAKE_CASE}; see its codec. */
public record SnakeRow(long orderId, String fullName) {}
