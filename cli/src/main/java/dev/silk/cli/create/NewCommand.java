package dev.silk.cli.create;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.SilkVersion;
import dev.silk.cli.project.NameRules;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code silk new NAME}: creates a project from a template, offline and in well under a second. The
 * command only reads options, asks for a template when a person can answer, and prints; {@link
 * ProjectGenerator} does the work.
 *
 * <pre>{@code
 * silk new demo
 * silk new shop --template api --group-id org.acme --git
 * }</pre>
 */
@Command(
    name = "new",
    mixinStandardHelpOptions = true,
    description = {
      "Create a project from a template.",
      "Without --template, asks on a terminal and uses 'web' otherwise."
    })
public final class NewCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public NewCommand(Console console) {
    this.console = console;
  }

  @Parameters(
      paramLabel = "NAME",
      description = "The project's name: its Maven artifactId and, by default, its folder.")
  String name;

  @Option(
      names = {"-t", "--template"},
      paramLabel = "TEMPLATE",
      converter = TemplateConverter.class,
      completionCandidates = TemplateNames.class,
      description =
          "web (pages, JSON API, tests), api (JSON API, tests), minimal (one route) or chat"
              + " (WebSocket chat page).")
  ProjectTemplate template;

  @Option(
      names = {"-g", "--group-id"},
      paramLabel = "GROUP",
      defaultValue = ProjectSpec.DEFAULT_GROUP_ID,
      description = "The Maven groupId (default: ${DEFAULT-VALUE}).")
  String groupId;

  @Option(
      names = {"-p", "--package"},
      paramLabel = "PACKAGE",
      description = "The Java package of Main (default: GROUP.NAME without separators).")
  String packageName;

  @Option(
      names = {"-d", "--directory"},
      paramLabel = "DIR",
      description = "Where to create the project (default: ./NAME). Must not exist, or be empty.")
  Path directory;

  @Option(
      names = "--db",
      description =
          "Keep the data in a database (web and api templates): an embedded H2 file,"
              + " PostgreSQL when JDBC_DATABASE_URL is set; migrations, health, metrics, an"
              + " image. See docs/data.md.")
  boolean database;

  @Option(
      names = "--git",
      description = "Initialise a git repository with the generated files as the first commit.")
  boolean git;

  @Option(
      names = "--force",
      description = "Use the target folder even though it exists; only when it is empty.")
  boolean force;

  @Override
  public Integer call() {
    ProjectSpec spec = spec(console);
    ProjectGenerator.Result result =
        new ProjectGenerator(path -> console.detail("  wrote " + path))
            .create(spec, force, git ? new GitInit("git") : null);
    report(console, spec, result);
    return ExitCodes.OK;
  }

  /** {@code --db} adds a database to the templates that keep data: web and api. */
  private void requireData(ProjectTemplate chosen) {
    if (chosen != ProjectTemplate.WEB && chosen != ProjectTemplate.API) {
      throw CommandException.usage(
          "--db needs a template with data: the " + chosen.id() + " template has none",
          "Try: silk new " + name + " --db --template api (or web)");
    }
  }

  private ProjectSpec spec(Console console) {
    reject(NameRules.artifactId(name), "silk new %s");
    reject(NameRules.groupId(groupId), "silk new " + name + " --group-id %s");
    String pkg = packageName != null ? packageName : NameRules.defaultPackage(groupId, name);
    reject(NameRules.packageName(pkg), "silk new " + name + " --package %s");
    if (database && template != null) {
      requireData(template);
    }
    ProjectTemplate chosen = template != null ? template : askOrDefault(console);
    if (database) {
      requireData(chosen);
    }
    Path target = directory != null ? directory : Path.of(name);
    return new ProjectSpec(
        name,
        groupId,
        pkg,
        ProjectSpec.DEFAULT_VERSION,
        chosen,
        target,
        SilkVersion.current(),
        database);
  }

  private static void reject(java.util.Optional<NameRules.Problem> problem, String fixed) {
    if (problem.isPresent()) {
      NameRules.Problem p = problem.get();
      throw CommandException.usage(p.message(), "Try: " + fixed.replace("%s", p.proposal()));
    }
  }

  private static ProjectTemplate askOrDefault(Console console) {
    if (!console.interactive()) {
      console.detail("No --template and no terminal: using " + ProjectTemplate.DEFAULT.id());
      return ProjectTemplate.DEFAULT;
    }
    try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
      return new TemplatePrompt(terminal, console::render).ask(ProjectTemplate.DEFAULT);
    } catch (IOException e) {
      console.warn("cannot open the terminal (" + e.getMessage() + "); using the default template");
      return ProjectTemplate.DEFAULT;
    }
  }

  private void report(Console console, ProjectSpec spec, ProjectGenerator.Result result) {
    Path shown = shown(result.directory(), Path.of("").toAbsolutePath());
    console.success(
        "Created "
            + spec.artifactId()
            + " ("
            + spec.template().id()
            + (spec.database() ? " template with a database" : " template")
            + ", package "
            + spec.packageName()
            + ") in "
            + shown);
    for (String file : result.files()) {
      console.info("  " + file);
    }
    if (result.git() != null) {
      switch (result.git()) {
        case COMMITTED -> console.info("Initialised a git repository with a first commit.");
        case INITIALISED_ONLY ->
            console.warn(
                "git could not commit (set user.name and user.email); the files are staged.");
        case GIT_MISSING -> console.warn("git is not installed; skipped --git.");
      }
    }
    console.info("");
    console.info("@|bold Next steps:|@");
    java.util.List<String[]> steps = new java.util.ArrayList<>();
    if (!shown.toString().equals(".")) {
      steps.add(new String[] {"cd " + shown, ""});
    }
    steps.add(new String[] {"silk dev", "run it with live reload"});
    steps.add(new String[] {"mvn -B verify", "build and test"});
    steps.add(
        new String[] {"java -jar target/" + spec.artifactId() + ".jar", "run the packaged app"});
    // Plain loops and padding, no stream or String.format: this runs on every start, where each
    // lambda bootstrap and the Formatter cost milliseconds (docs/decisions.md, D55).
    int width = 0;
    for (String[] step : steps) {
      width = Math.max(width, step[0].length());
    }
    for (String[] step : steps) {
      console.info(
          step[1].isEmpty()
              ? "  " + step[0]
              : "  "
                  + step[0]
                  + " ".repeat(width - step[0].length())
                  + "  @|faint # "
                  + step[1]
                  + "|@");
    }
  }

  /** How the message names the project folder: relative to {@code cwd}, "." for cwd itself. */
  static Path shown(Path directory, Path cwd) {
    if (directory.equals(cwd)) {
      return Path.of(".");
    }
    return directory.startsWith(cwd) ? cwd.relativize(directory) : directory;
  }

  /** Turns {@code --template} values into templates with a message listing the valid ones. */
  static final class TemplateConverter implements ITypeConverter<ProjectTemplate> {
    @Override
    public ProjectTemplate convert(String value) {
      try {
        return ProjectTemplate.named(value);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }

  /** The template names for shell completion. */
  static final class TemplateNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return java.util.Arrays.stream(ProjectTemplate.values()).map(ProjectTemplate::id).iterator();
    }
  }
}
