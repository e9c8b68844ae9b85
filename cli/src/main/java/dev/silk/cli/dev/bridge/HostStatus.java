package dev.silk.cli.dev.bridge;

/**
 * What the dev host holds, for {@code /_silk/} and {@code /_silk/status}.
 *
 * @param port the port it listens on
 * @param generation how many apps it has swapped in
 * @param problem the problem shown instead of the app ({@code title: message}), or {@code none}
 * @param liveClients browsers listening for reload events
 * @param routes the routes of the app being served
 * @param reloads the entries of the reload history
 */
public record HostStatus(
    int port, int generation, String problem, int liveClients, int routes, int reloads) {}
