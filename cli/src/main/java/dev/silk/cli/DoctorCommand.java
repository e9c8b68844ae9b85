package dev.silk.cli;

import dev.silk.cli.nativeimage.GraalVm;
import dev.silk.cli.nativeimage.GraalVmLocator;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javax.tools.ToolProvider;
import picocli.CommandLine.Command;

/**
 * {@code silk doctor}: checks what each command needs on this machine (a JDK with javac, Maven,
 * wrk, taskset, git, GraalVM) and says how to get what is missing. Exit 1 when something that
 * {@code silk new} and {@code silk dev} cannot do without is missing; the rest only narrows what
 * works ({@code silk bench} falls back to its own load generator without wrk).
 *
 * <pre>{@code
 * silk doctor
 * #  ok  JDK 25.0.1 with javac     silk dev, codec, bench
 * #  ok  Maven 3.8.7               silk dev (pom changes), bench, native, tests
 * #  --  GraalVM native-image      silk native: install GraalVM ... then set GRAALVM_HOME
 * }</pre>
 */
@Command(
    name = "doctor",
    description = {
      "Check what each command needs (JDK, Maven, wrk, taskset, git, GraalVM) and say how to get"
          + " what is missing.",
      "Exits with 1 when the JDK or Maven is missing."
    })
public final class DoctorCommand implements Callable<Integer> {
  /**
   * One finding.
   *
   * @param what what was looked for, and what was found
   * @param ok whether it is there and works
   * @param required whether silk cannot work without it
   * @param usedBy the commands that need it
   * @param fix how to get it, when it is missing
   */
  record Check(String what, boolean ok, boolean required, String usedBy, String fix) {}

  private final Console console;
  private final Map<String, String> env;

  /** The command, printing through {@code console}, looking at this process's environment. */
  public DoctorCommand(Console console) {
    this(console, System.getenv());
  }

  DoctorCommand(Console console, Map<String, String> env) {
    this.console = console;
    this.env = env;
  }

  @Override
  public Integer call() {
    List<Check> checks = checks();
    boolean missingRequired = false;
    for (Check check : checks) {
      String mark =
          check.ok() ? "@|green ok|@" : check.required() ? "@|bold,red no|@" : "@|yellow --|@";
      console.info(String.format("  %s  %-34s %s", mark, check.what(), check.usedBy()));
      if (!check.ok()) {
        console.info("        " + check.fix());
        missingRequired |= check.required();
      }
    }
    console.info("");
    if (missingRequired) {
      console.error(
          "silk cannot create or run projects until the missing tools above are installed");
      return ExitCodes.FAILURE;
    }
    console.success("Ready: every command that has what it needs will work.");
    return ExitCodes.OK;
  }

  /** Every finding, in the order of the commands a new user runs. */
  List<Check> checks() {
    List<Check> checks = new ArrayList<>();
    checks.add(jdk());
    checks.add(maven());
    checks.add(onPath("git", "silk new --git", "install git, e.g. sudo apt-get install git"));
    checks.add(
        onPath(
            "wrk",
            "silk bench (without it, its Java load generator, slower)",
            "install wrk, e.g. sudo apt-get install wrk (brew install wrk on macOS)"));
    checks.add(
        onPath(
            "taskset",
            "silk bench (pins server and load to separate CPUs)",
            "install util-linux (Linux only); without it the runs are not pinned"));
    checks.add(graalVm());
    return checks;
  }

  private static Check jdk() {
    String version = System.getProperty("java.version");
    boolean javac = ToolProvider.getSystemJavaCompiler() != null;
    return new Check(
        "JDK " + version + (javac ? " with javac" : " without javac"),
        javac && Runtime.version().feature() >= 17,
        true,
        "silk dev, codec, bench",
        "silk needs a JDK 17+ with javac, not a JRE: install one (e.g. sudo apt-get install"
            + " openjdk-17-jdk) and set SILK_JAVA or JAVA_HOME to it");
  }

  private Check maven() {
    String version = mavenVersion();
    return new Check(
        version != null ? version : "Maven",
        version != null,
        true,
        "silk dev (pom changes), bench, native, tests",
        "install Maven 3.8+ (e.g. sudo apt-get install maven) or set MAVEN_HOME; a project with"
            + " mvnw uses its wrapper");
  }

  /** "Maven 3.8.7" from {@code mvn --version}, or null when it does not run. */
  private String mavenVersion() {
    String home = env.get("MAVEN_HOME");
    Path mvn =
        home != null && !home.isBlank() && Files.isExecutable(Path.of(home, "bin", "mvn"))
            ? Path.of(home, "bin", "mvn")
            : find("mvn");
    if (mvn == null) {
      return null;
    }
    String out = run(mvn.toString(), "--version");
    if (out == null) {
      return null;
    }
    for (String line : out.split("\n")) {
      String text = line.replaceAll("\u001b\\[[0-9;]*m", "").strip();
      if (text.startsWith("Apache Maven ")) {
        String[] words = text.split("\\s+");
        return "Maven " + words[2];
      }
    }
    return "Maven (" + mvn + ")";
  }

  private Check graalVm() {
    try {
      GraalVm graal = new GraalVmLocator(env).locate();
      return new Check(
          "GraalVM " + graal.version() + " (" + graal.edition().label() + ")",
          true,
          false,
          "silk native" + (graal.supportsPgo() ? ", --pgo" : " (--pgo needs Oracle GraalVM)"),
          "");
    } catch (CommandException e) {
      return new Check("GraalVM native-image", false, false, "silk native", e.hint());
    }
  }

  private Check onPath(String command, String usedBy, String fix) {
    Path found = find(command);
    return new Check(
        found != null ? command + " (" + found + ")" : command, found != null, false, usedBy, fix);
  }

  /** {@code command} in a folder of {@code PATH}, or null. */
  private Path find(String command) {
    String path = env.get("PATH");
    if (path == null) {
      return null;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, command))) {
        return Path.of(dir, command);
      }
    }
    return null;
  }

  /** The output of a short command, or null when it fails or takes more than 30 s. */
  private String run(String... command) {
    try {
      ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
      builder.environment().clear();
      builder.environment().putAll(env);
      Process process = builder.start();
      process.getOutputStream().close();
      byte[] out = process.getInputStream().readAllBytes();
      if (!process.waitFor(30, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        return null;
      }
      return process.exitValue() == 0 ? new String(out, StandardCharsets.UTF_8) : null;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }
}
