package dev.silk.cli.dev.bridge;

/**
 * Implemented by the class loader of a continuous test run, so the dev host tells a test's app from
 * the app it serves: a test's {@code app.start()} binds a port of its own (as under {@code mvn
 * test}) and is stopped after the run, its unclaimed exceptions are plain 500s, and its templates
 * reuse the served app's compiled ones without ever clearing the folders that app loads from.
 */
public interface TestScope {
  /** The signature fingerprint of the app classes the tests run against, or null when unknown. */
  String appSignatures();
}
