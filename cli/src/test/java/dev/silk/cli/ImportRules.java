package dev.silk.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The dependency rules of docs/architecture.md, checked over the sources: which module may import
 * which, and which package of the CLI may import which. A rule is broken by an {@code import} line
 * (a fully qualified name in code is not seen; the review is for those).
 *
 * <p>Modules under {@code runtime/} without a rule of their own get the one every module has: no
 * module imports the CLI.
 */
final class ImportRules {
  /** One broken rule: where, what was imported, and which rule says no. */
  record Violation(Path file, int line, String imported, String rule) {
    @Override
    public String toString() {
      return file + ":" + line + ": imports " + imported + ": " + rule;
    }
  }

  /** What a module's main sources may import besides the JDK's {@code java.*}. */
  private record ModuleRule(List<String> allowed, String why) {}

  private static final List<String> PROCESSOR_API =
      List.of("javax.annotation.processing.", "javax.lang.model.", "javax.tools.");

  private static final Map<String, ModuleRule> MODULES =
      Map.of(
          "silk-json",
          new ModuleRule(List.of("dev.silk.json."), "silk-json depends on the JDK only"),
          "silk-json-processor",
          new ModuleRule(
              concat(PROCESSOR_API, List.of("dev.silk.json.")),
              "silk-json-processor depends on the JDK's processing API and silk-json only"),
          "silk-data-processor",
          new ModuleRule(
              concat(PROCESSOR_API, List.of("dev.silk.data.")),
              "silk-data-processor depends on the JDK's processing API only"),
          "silk-web",
          new ModuleRule(
              List.of(
                  "javax.sql.",
                  "dev.silk.web.",
                  "dev.silk.json.",
                  "org.eclipse.jetty.",
                  "jakarta.servlet.",
                  "gg.jte."),
              "silk-web depends on silk-json, Jetty's servlet modules, the servlet API and jte"),
          "silk-test",
          new ModuleRule(
              List.of(
                  "dev.silk.test.",
                  "dev.silk.web.",
                  "dev.silk.json.",
                  "org.eclipse.jetty.",
                  "jakarta.servlet."),
              "silk-test depends on silk-web and silk-json"));

  /** Forbidden in every module: the runtime never knows the tool that runs it. */
  private static final String CLI = "dev.silk.cli.";

  /**
   * Classes of the CLI's root package that only the root package names: the top command and what
   * builds the command line. Commands get their console injected (docs/decisions.md, D143).
   */
  private static final Set<String> TOP =
      Set.of(
          "SilkCommand",
          "Cli",
          "Main",
          "CommandFactory",
          "CommandSelection",
          "OldSpellings",
          "StartupTraining",
          "CompletionCommand");

  /**
   * The one package of the CLI the dev host's loader takes from the CLI's loader, so both sides
   * share its types (docs/decisions.md, D132).
   */
  private static final String BRIDGE = "dev.silk.cli.dev.bridge";

  /** Packages of the CLI any command may use: shared plumbing, not commands. */
  private static final Set<String> SHARED_ROOMS = Set.of("project", "shape");

  /**
   * Packages of the CLI that several commands use and that, unlike shared plumbing, may use the
   * CLI's frame (its errors, its console) as a command does: {@code app}, the project's built app
   * as {@code silk bench} and {@code silk native} run it (docs/decisions.md, D210). They import no
   * command.
   */
  private static final Set<String> COMMON_ROOMS = Set.of("app");

  private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;");
  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+)(?:\\.\\*)?\\s*;");

  private ImportRules() {}

  /** Every violation in the repository at {@code root}. */
  static List<Violation> check(Path root) throws IOException {
    List<Violation> found = new ArrayList<>();
    try (Stream<Path> modules = Files.list(root.resolve("runtime"))) {
      for (Path module : modules.sorted().toList()) {
        Path sources = module.resolve("src/main/java");
        if (Files.isDirectory(sources)) {
          for (Path file : javaFiles(sources)) {
            found.addAll(checkModule(module.getFileName().toString(), file, read(file)));
          }
        }
      }
    }
    for (Path file : javaFiles(root.resolve("cli/src/main/java"))) {
      found.addAll(checkCli(file, read(file)));
    }
    return found;
  }

  /** The violations of one source file of a runtime module. */
  static List<Violation> checkModule(String module, Path file, List<String> lines) {
    List<Violation> found = new ArrayList<>();
    ModuleRule rule = MODULES.get(module);
    for (int i = 0; i < lines.size(); i++) {
      String imported = imported(lines.get(i));
      if (imported == null) {
        continue;
      }
      if (imported.startsWith(CLI)) {
        found.add(new Violation(file, i + 1, imported, "no runtime module imports the CLI"));
      } else if (rule != null
          && !imported.startsWith("java.")
          && rule.allowed().stream().noneMatch(imported::startsWith)) {
        found.add(new Violation(file, i + 1, imported, rule.why()));
      }
    }
    return found;
  }

  /** The violations of one source file of the CLI. */
  static List<Violation> checkCli(Path file, List<String> lines) {
    List<Violation> found = new ArrayList<>();
    String from = null;
    for (int i = 0; i < lines.size(); i++) {
      Matcher pkg = PACKAGE.matcher(lines.get(i));
      if (pkg.find()) {
        from = pkg.group(1);
        continue;
      }
      String imported = imported(lines.get(i));
      if (from == null || imported == null || !imported.startsWith(CLI)) {
        continue;
      }
      String why = cliRule(from, imported);
      if (why != null) {
        found.add(new Violation(file, i + 1, imported, why));
      }
    }
    return found;
  }

  /** Why {@code from} may not import {@code imported} (both in the CLI), or null when it may. */
  private static String cliRule(String from, String imported) {
    String fromRoom = room(from);
    String toPackage = packageOf(imported);
    String toRoom = room(toPackage);
    if (fromRoom.isEmpty()) {
      return null; // the top of the CLI assembles everything
    }
    if (from.startsWith(BRIDGE)) {
      return toPackage.equals(BRIDGE)
          ? null
          : "the dev bridge is loaded by both the CLI's and the host's loaders: it names the JDK"
              + " and itself only";
    }
    if (from.startsWith("dev.silk.cli.dev.junit")) {
      return toPackage.equals("dev.silk.cli.dev.junit") || toPackage.equals(BRIDGE)
          ? null
          : "the test runner runs in the test kit's loader, where the CLI is not (it sees the"
              + " bridge alone)";
    }
    if (from.startsWith("dev.silk.cli.dev.host")) {
      return toPackage.equals("dev.silk.cli.dev.host") || toPackage.equals(BRIDGE)
          ? null
          : "the dev host runs in the application's runtime loader, where the CLI is not"
              + " (it sees the bridge alone)";
    }
    if (toRoom.isEmpty()) {
      if (SHARED_ROOMS.contains(fromRoom)) {
        return fromRoom + " is shared plumbing and depends on no other part of the CLI";
      }
      return TOP.contains(simpleName(imported))
          ? "commands never reach back to the top of the CLI; the console is injected"
          : null;
    }
    if (SHARED_ROOMS.contains(fromRoom)) {
      return fromRoom.equals(toRoom)
          ? null
          : fromRoom + " is shared plumbing and depends on no other part of the CLI";
    }
    if (fromRoom.equals(toRoom)) {
      return fromRoom.equals("bench") ? benchRule(from, toPackage, imported) : null;
    }
    if (COMMON_ROOMS.contains(fromRoom)) {
      return SHARED_ROOMS.contains(toRoom)
          ? null
          : fromRoom
              + " is shared by commands and imports none of them ("
              + fromRoom
              + " -> "
              + toRoom
              + ")";
    }
    return SHARED_ROOMS.contains(toRoom) || COMMON_ROOMS.contains(toRoom)
        ? null
        : "commands do not import each other ("
            + fromRoom
            + " -> "
            + toRoom
            + "); share through cli.project, cli.shape or cli.app";
  }

  /**
   * {@code bench} holds what both benchmarks share, {@code bench.http} the load run and {@code
   * bench.codecs} the JMH run; {@code silk bench} names {@code silk bench codecs} as its
   * subcommand.
   */
  private static String benchRule(String from, String toPackage, String imported) {
    boolean toHttp = toPackage.startsWith("dev.silk.cli.bench.http");
    boolean toCodecs = toPackage.startsWith("dev.silk.cli.bench.codecs");
    if (from.equals("dev.silk.cli.bench") && (toHttp || toCodecs)) {
      return "cli.bench holds what both benchmarks share and knows neither";
    }
    if (from.startsWith("dev.silk.cli.bench.codecs") && toHttp) {
      return "the codec benchmark does not depend on the load run";
    }
    if (from.startsWith("dev.silk.cli.bench.http")
        && toCodecs
        && !imported.equals("dev.silk.cli.bench.codecs.CodecsCommand")) {
      return "the load run names only the codec benchmark's command (its subcommand)";
    }
    return null;
  }

  /** The part of a CLI package after {@code dev.silk.cli.}, up to its next dot; "" for the root. */
  private static String room(String pkg) {
    if (pkg.equals("dev.silk.cli")) {
      return "";
    }
    String rest = pkg.substring(CLI.length());
    int dot = rest.indexOf('.');
    return dot < 0 ? rest : rest.substring(0, dot);
  }

  /** The package of an imported class or member: the name up to its first capitalised segment. */
  private static String packageOf(String imported) {
    String[] parts = imported.split("\\.");
    StringBuilder pkg = new StringBuilder();
    for (String part : parts) {
      if (!part.isEmpty() && Character.isUpperCase(part.charAt(0))) {
        break;
      }
      pkg.append(pkg.length() == 0 ? "" : ".").append(part);
    }
    return pkg.toString();
  }

  private static String simpleName(String imported) {
    String rest = imported.substring(packageOf(imported).length() + 1);
    int dot = rest.indexOf('.');
    return dot < 0 ? rest : rest.substring(0, dot);
  }

  private static String imported(String line) {
    Matcher m = IMPORT.matcher(line);
    return m.find() ? m.group(1) : null;
  }

  private static List<Path> javaFiles(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
  }

  private static List<String> read(Path file) throws IOException {
    return Files.readAllLines(file, StandardCharsets.UTF_8);
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new ArrayList<>(a);
    all.addAll(b);
    return List.copyOf(all);
  }
}
