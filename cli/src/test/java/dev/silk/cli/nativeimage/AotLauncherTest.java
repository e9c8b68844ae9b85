package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.app.CacheKind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher {@code silk native --aot} writes, run by {@code /bin/sh} against a fake JDK whose
 * {@code java} prints the arguments it got, one a line, and exits with the code the test asks for:
 * what the script passes on, and when it leaves the cache out.
 */
@DisabledOnOs(OS.WINDOWS)
class AotLauncherTest {
  @TempDir Path temp;
  private Path target;
  private Path jdk;

  @BeforeEach
  void fakeJdkAndProject() throws IOException {
    jdk = fakeJdk(temp.resolve("jdk-25"), "25.0.3+9-LTS");
    target = Files.createDirectories(temp.resolve("demo/target"));
    Files.write(target.resolve("demo.jar"), new byte[1234]);
    Files.write(target.resolve("demo.aot"), new byte[10]);
    Files.setLastModifiedTime(
        target.resolve("demo.jar"), FileTime.fromMillis(System.currentTimeMillis() - 60_000));
    launcher(List.of("-Xmx256m", "-Dgreeting=it's here")).write(target.resolve("demo"));
  }

  @Test
  void aFittingCacheIsMappedWithTheRecordedOptionsAndTheArgumentsFollowTheJar() throws Exception {
    Run run = run(Map.of("JAVA_HOME", jdk.toString()), "first arg", "2");

    assertEquals(0, run.exit, run.err);
    assertEquals("", run.err, "nothing on stderr when the cache fits");
    assertEquals(
        List.of(
            "-XX:AOTCache=" + target.toRealPath().resolve("demo.aot"),
            "-Xmx256m",
            "-Dgreeting=it's here",
            "-jar",
            target.toRealPath().resolve("demo.jar").toString(),
            "first arg",
            "2"),
        run.args);
  }

  @Test
  void javaOptsGoAfterTheRecordedOptionsAndTheExitCodeIsKept() throws Exception {
    Run run =
        run(Map.of("JAVA_HOME", jdk.toString(), "JAVA_OPTS", "-Xss1m -Da=*", "EXIT", "7"), "x");

    assertEquals(7, run.exit, "the JVM's exit code is the launcher's");
    assertEquals(
        List.of("-Xmx256m", "-Dgreeting=it's here", "-Xss1m", "-Da=*", "-jar"),
        run.args.subList(1, 6));
  }

  @Test
  void aJarRebuiltAfterTheCacheStartsWithoutItWithOneLine() throws Exception {
    Files.setLastModifiedTime(
        target.resolve("demo.jar"), FileTime.fromMillis(System.currentTimeMillis() + 5_000));

    Run run = run(Map.of("JAVA_HOME", jdk.toString()));

    assertEquals(0, run.exit);
    assertFalse(run.args.get(0).startsWith("-XX:AOTCache"), run.args::toString);
    assertEquals("-Xmx256m", run.args.get(0), "the recorded options stay");
    assertEquals(
        "demo: starting without demo.aot: demo.jar was rebuilt after it was recorded; run silk"
            + " native --aot to record it again",
        run.err.strip());
  }

  @Test
  void withTheCacheRequiredAStaleOneFailsInsteadOfStartingWithoutIt() throws Exception {
    Files.setLastModifiedTime(
        target.resolve("demo.jar"), FileTime.fromMillis(System.currentTimeMillis() + 5_000));

    Run run = run(Map.of("JAVA_HOME", jdk.toString(), "SILK_AOT_REQUIRED", "1"));

    assertEquals(1, run.exit);
    assertTrue(run.args.isEmpty(), "java was not started");
    assertEquals(
        "demo: not starting without demo.aot: demo.jar was rebuilt after it was recorded; run silk"
            + " native --aot to record it again",
        run.err.strip());
  }

  @Test
  void aJarOfAnotherSizeIsStaleEvenWhenItIsOlder() throws Exception {
    Files.write(target.resolve("demo.jar"), new byte[999]);
    Files.setLastModifiedTime(
        target.resolve("demo.jar"), FileTime.fromMillis(System.currentTimeMillis() - 60_000));

    Run run = run(Map.of("JAVA_HOME", jdk.toString()));

    assertTrue(run.err.contains("demo.jar was rebuilt after it was recorded"), run.err);
    assertEquals(1, run.err.strip().lines().count());
  }

  @Test
  void anotherJdkStartsWithoutTheCacheAndSaysWhichItWasRecordedWith() throws Exception {
    Path other = fakeJdk(temp.resolve("jdk-25-other"), "25.0.4+7-LTS");

    Run run = run(Map.of("JAVA_HOME", other.toString()));

    assertEquals(0, run.exit);
    assertEquals("-Xmx256m", run.args.get(0));
    assertEquals(
        "demo: starting without demo.aot: it was recorded with JDK 25.0.3+9-LTS ("
            + jdk.toRealPath()
            + "), this is JDK 25.0.4+7-LTS ("
            + other.toRealPath()
            + "); run silk native --aot to record it again",
        run.err.strip());
  }

  @Test
  void javaOnThePathIsFollowedThroughItsLinksToItsJdk() throws Exception {
    Path bin = Files.createDirectories(temp.resolve("bin"));
    Files.createSymbolicLink(bin.resolve("java"), jdk.resolve("bin/java"));

    Run run = run(Map.of("PATH", bin + ":/usr/bin:/bin"));

    assertEquals("", run.err, "the linked java is the recorded JDK's");
    assertTrue(run.args.get(0).startsWith("-XX:AOTCache="), run.args::toString);
  }

  @Test
  void aMissingJarIsAnErrorThatSaysHowToBuildIt() throws Exception {
    Files.delete(target.resolve("demo.jar"));

    Run run = run(Map.of("JAVA_HOME", jdk.toString()));

    assertEquals(1, run.exit);
    assertTrue(run.err.contains("build it with mvn package"), run.err);
    assertTrue(run.args.isEmpty(), "java was not started");
  }

  private AotLauncher launcher(List<String> options) throws IOException {
    return new AotLauncher(
        "demo",
        CacheKind.AOT_CACHE,
        JavaRuntime.of(jdk.resolve("bin/java")),
        options,
        Files.size(target.resolve("demo.jar")));
  }

  /** A JDK folder with a {@code release} file and a {@code java} that prints its arguments. */
  private Path fakeJdk(Path home, String version) throws IOException {
    Files.createDirectories(home.resolve("bin"));
    Files.writeString(
        home.resolve("release"),
        "IMPLEMENTOR=\"Test\"\nJAVA_RUNTIME_VERSION=\""
            + version
            + "\"\nJAVA_VERSION=\""
            + version.substring(0, version.indexOf('+'))
            + "\"\n");
    Path java = home.resolve("bin/java");
    Files.writeString(
        java,
        "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"$ARGS_FILE\"\nexit"
            + " ${EXIT:-0}\n");
    java.toFile().setExecutable(true);
    return home;
  }

  private record Run(int exit, List<String> args, String err) {}

  private Run run(Map<String, String> env, String... args) throws Exception {
    Path argsFile = temp.resolve("args-" + System.nanoTime());
    List<String> command = new ArrayList<>(List.of("/bin/sh", target.resolve("demo").toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(temp.toFile());
    builder.environment().remove("JAVA_HOME");
    builder.environment().remove("JAVA_OPTS");
    builder.environment().put("PATH", "/usr/bin:/bin");
    builder.environment().putAll(env);
    builder.environment().put("ARGS_FILE", argsFile.toString());
    builder.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process process = builder.start();
    String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(30, TimeUnit.SECONDS));
    List<String> seen = Files.exists(argsFile) ? Files.readAllLines(argsFile) : List.of();
    return new Run(process.exitValue(), seen, err);
  }
}
