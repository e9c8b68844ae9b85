/**
 * {@code silk native}: {@link dev.silk.cli.nativeimage.NativeCommand} builds the project into a
 * GraalVM native binary through the project's {@code native} Maven profile, and with {@code --pgo}
 * runs the instrumented build, a training load and the optimised build; with {@code --aot} the same
 * training records a JVM start-up cache instead, and the result is a launcher of the jar. {@link
 * dev.silk.cli.nativeimage.GraalVmLocator} finds GraalVM, the report compares start-up, memory and
 * size with the JVM's.
 *
 * <p>It may import the CLI's root package (the frame, not the top), {@code cli.project} (Maven, the
 * project model), {@code cli.app} (the bench file, the answer check, the cache start), silk-json
 * and picocli; no other command.
 */
package dev.silk.cli.nativeimage;
