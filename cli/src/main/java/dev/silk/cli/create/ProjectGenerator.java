package dev.silk.cli.create;

import dev.silk.cli.CommandException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The engine behind {@code silk new}: renders a template into a {@link StagingDirectory} beside the
 * target, optionally makes it a git repository, then moves it into place. It knows nothing about
 * picocli or terminals; failures are {@link CommandException}s with a message for the user.
 *
 * <pre>{@code
 * ProjectGenerator.Result result = new ProjectGenerator().create(spec, false, null);
 * }</pre>
 */
public final class ProjectGenerator {
  /** Called after each file is written; tests use it to interrupt a run half-way. */
  @FunctionalInterface
  public interface Progress {
    /** {@code path} (project-relative) was just written. */
    void wrote(String path) throws IOException;
  }

  /**
   * What was made.
   *
   * @param directory the project folder
   * @param files the project-relative paths written, in order
   * @param git what {@code --git} did, or null without it
   */
  public record Result(Path directory, List<String> files, GitInit.Outcome git) {}

  private final Progress progress;

  /** A generator without progress reporting. */
  public ProjectGenerator() {
    this(path -> {});
  }

  /** A generator reporting each file written. */
  public ProjectGenerator(Progress progress) {
    this.progress = progress;
  }

  /**
   * Creates the project.
   *
   * @param force allow an existing, empty target folder
   * @param git initialise a repository with this, or null for none
   */
  public Result create(ProjectSpec spec, boolean force, GitInit git) {
    Path target = spec.directory().toAbsolutePath().normalize();
    checkTarget(target, force);
    TemplateRenderer renderer = new TemplateRenderer(spec.placeholders(), spec.features());
    List<TemplateFiles.Entry> entries = TemplateFiles.of(spec.template(), spec.features());
    List<String> written = new ArrayList<>(entries.size());
    StagingDirectory staging = openStaging(target);
    try (staging) {
      for (TemplateFiles.Entry entry : entries) {
        String path = renderer.path(entry.path());
        staging.write(path, renderer.content(entry.path(), entry.content()));
        written.add(path);
        progress.wrote(path);
      }
      GitInit.Outcome[] outcome = {null};
      if (git != null) {
        staging.guard(
            folder ->
                outcome[0] = git.run(folder, "Create " + spec.artifactId() + " with silk new"));
      }
      staging.moveTo(target);
      return new Result(target, List.copyOf(written), outcome[0]);
    } catch (IOException e) {
      throw new CommandException(
          dev.silk.cli.ExitCodes.FAILURE,
          "could not create " + target + ": " + describe(e),
          "Nothing was left behind.",
          e);
    }
  }

  private static void checkTarget(Path target, boolean force) {
    Path parent = target.getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      throw CommandException.failure(
          "the parent folder " + parent + " does not exist",
          "Create it first, or choose another --directory.");
    }
    if (Files.exists(target)) {
      if (!Files.isDirectory(target)) {
        throw CommandException.failure(
            target + " already exists and is a file", "Choose another name or --directory.");
      }
      long count = countEntries(target);
      if (count > 0) {
        throw CommandException.failure(
            target + " already exists and is not empty (" + count + " entries)",
            "Choose another name or --directory; --force only reuses an empty folder.");
      }
      if (!force) {
        throw CommandException.failure(
            target + " already exists (empty)", "Pass --force to create the project in it.");
      }
    }
  }

  private static long countEntries(Path directory) {
    try (Stream<Path> list = Files.list(directory)) {
      return list.count();
    } catch (IOException e) {
      throw CommandException.failure("cannot read " + directory + ": " + describe(e), null);
    }
  }

  private static StagingDirectory openStaging(Path target) {
    try {
      return StagingDirectory.beside(target);
    } catch (AccessDeniedException e) {
      throw CommandException.failure(
          "cannot write in " + target.getParent() + " (permission denied)",
          "Choose a folder you can write to with --directory.");
    } catch (IOException e) {
      throw CommandException.failure(
          "cannot write in " + target.getParent() + ": " + describe(e), null);
    }
  }

  private static String describe(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied (" + e.getMessage() + ")";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
