package dev.silk.cli.dev.bridge;

/** What browsers are told after a change that restarted nothing. */
public enum Change {
  /** Load the page again (a template, a static file, the fixed app). */
  RELOAD,
  /** Only stylesheets changed: swap them without a reload. */
  CSS;

  /** The name of the live-reload event, as the page's script listens for it. */
  public String event() {
    return this == CSS ? "css" : "reload";
  }
}
