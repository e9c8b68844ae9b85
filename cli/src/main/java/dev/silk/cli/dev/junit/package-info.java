/**
 * The test runner of {@code silk dev}'s continuous testing: the JUnit Platform launcher driven
 * through the bridge's {@link dev.silk.cli.dev.bridge.TestRunner}.
 *
 * <p>Defined in a loader of its own over the test kit's jars (the launcher and engines the
 * project's tests need), like the dev host over the runtime: it imports JUnit's launcher API and
 * the bridge only, so it links against whichever JUnit the project tests with and the CLI's class
 * path never holds one (D231).
 */
package dev.silk.cli.dev.junit;
