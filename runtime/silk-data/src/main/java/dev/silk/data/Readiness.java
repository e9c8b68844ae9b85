package dev.silk.data;

/**
 * Whether a database can serve: reachable, and its migrations neither running nor failed. A {@code
 * /ready} route answers 503 with {@link #detail()} until it is ready.
 *
 * @param ready whether requests that need the database can be served
 * @param detail what was found, such as {@code reachable, schema at version 3}
 */
public record Readiness(boolean ready, String detail) {}
