package dev.silk.cli.dev.bridge;

import java.nio.file.Path;

/**
 * How the dev host serves.
 *
 * @param host the interface to listen on ({@code localhost} by default)
 * @param port the port, 0 for any free one
 * @param root the project folder
 * @param logBodies whether JSON request bodies go to {@link SessionCallbacks#requestBody}
 */
public record HostOptions(String host, int port, Path root, boolean logBodies) {}
