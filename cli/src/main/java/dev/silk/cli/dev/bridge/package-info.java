/**
 * The typed bridge between a {@code silk dev} session and its dev host: {@link
 * dev.silk.cli.dev.bridge.HostControl} (what the session asks of the host), {@link
 * dev.silk.cli.dev.bridge.SessionCallbacks} (what the host asks of the session) and the values they
 * exchange.
 *
 * <p>The session runs in the CLI's class loader; the host runs in a loader of its own on top of the
 * runtime loader, beside the app, so that its Jetty is the app's. Two loaders make two classes of
 * anything both load, so a type shared by both must be loaded once: the host's loader takes this
 * package (and only this package) from the CLI's loader. That is why it may import the JDK alone,
 * never silk-web, Jetty, jte or another package of the CLI: whatever it named would resolve to a
 * different class on each side. A wrong call then fails at compile time, where the string commands
 * it replaces failed at run time.
 */
package dev.silk.cli.dev.bridge;
