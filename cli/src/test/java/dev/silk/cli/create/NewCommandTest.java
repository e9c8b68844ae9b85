package dev.silk.cli.create;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.silk.cli.CliRun;
import dev.silk.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NewCommandTest {
  @TempDir Path temp;

  @Test
  void newCreatesTheProjectAndPrintsTheNextSteps() throws IOException {
    Path target = temp.resolve("demo");
    CliRun run =
        CliRun.of("new", "demo", "--template", "minimal", "--directory", target.toString());

    assertEquals(ExitCodes.OK, run.exit(), run.toString());
    assertTrue(Files.isRegularFile(target.resolve("pom.xml")));
    assertTrue(Files.isRegularFile(target.resolve(".gitignore")));
    assertTrue(Files.isRegularFile(target.resolve("src/main/java/com/example/demo/Main.java")));
    assertTrue(run.out().contains("Created demo (minimal template, package com.example.demo)"));
    assertTrue(run.out().contains("  src/main/java/com/example/demo/Main.java"), run.out());
    assertTrue(run.out().contains("Next steps:"), run.out());
    assertTrue(run.out().contains("mvn -B verify"), run.out());
    assertEquals(List.of("demo"), entries(temp), "no staging folder left beside the project");
  }

  @Test
  void everyPlaceholderIsReplacedWithTheChosenNames() throws IOException {
    Path target = temp.resolve("shop");
    CliRun run =
        CliRun.of(
            "new",
            "shop",
            "-t",
            "web",
            "-g",
            "org.acme",
            "-p",
            "org.acme.store",
            "-d",
            target.toString());

    assertEquals(ExitCodes.OK, run.exit(), run.toString());
    String pom = Files.readString(target.resolve("pom.xml"));
    assertTrue(pom.contains("<groupId>org.acme</groupId>"), pom);
    assertTrue(pom.contains("<artifactId>shop</artifactId>"), pom);
    assertTrue(pom.contains("<main.class>org.acme.store.Main</main.class>"), pom);
    assertTrue(pom.contains("<silk.version>" + dev.silk.cli.SilkVersion.current().silk()), pom);
    String main = Files.readString(target.resolve("src/main/java/org/acme/store/Main.java"));
    assertTrue(main.startsWith("package org.acme.store;"), main);
    try (Stream<Path> files = Files.walk(target)) {
      for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        String text = Files.readString(file);
        assertFalse(TemplateRenderer.PLACEHOLDER.matcher(text).find(), file + " has a placeholder");
      }
    }
  }

  @Test
  void withoutATerminalTheWebTemplateIsTheDefault() {
    Path target = temp.resolve("site");
    CliRun run = CliRun.of("new", "site", "-d", target.toString());

    assertEquals(ExitCodes.OK, run.exit(), run.toString());
    assertTrue(Files.isRegularFile(target.resolve("src/main/jte/index.jte")));
  }

  @Test
  void anInvalidNameIsAUsageErrorThatProposesAFix() {
    CliRun run = CliRun.of("new", "My App", "-d", temp.resolve("x").toString());

    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(run.err().contains("'My App' is not a valid project name"), run.err());
    assertTrue(run.err().contains("Try: silk new my-app"), run.err());
    assertEquals(List.of(), entries(temp));
  }

  @Test
  void aKeywordPackageIsAUsageErrorThatProposesAFix() {
    CliRun run =
        CliRun.of("new", "demo", "--package", "com.new.demo", "-d", temp.toString() + "/d");

    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(run.err().contains("Try: silk new demo --package com.new_.demo"), run.err());
  }

  @Test
  void anUnknownTemplateIsAUsageErrorListingTheTemplates() {
    CliRun run = CliRun.of("new", "demo", "--template", "spa", "-d", temp.resolve("d").toString());

    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(
        run.err().contains("unknown template 'spa'; choose one of: web, api, minimal, chat"));
    assertEquals(List.of(), entries(temp));
  }

  @Test
  void aDatabaseNeedsATemplateThatKeepsData() {
    for (String template : List.of("minimal", "chat")) {
      CliRun run =
          CliRun.of("new", "demo", "--db", "-t", template, "-d", temp.resolve(template).toString());

      assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
      assertTrue(run.err().contains("the " + template + " template has none"), run.err());
    }
    assertEquals(List.of(), entries(temp));
  }

  @Test
  void aNonEmptyFolderIsNeverTouchedEvenWithForce() throws IOException {
    Path target = Files.createDirectories(temp.resolve("demo"));
    Files.writeString(target.resolve("notes.txt"), "mine");

    for (String[] args :
        List.of(
            new String[] {"new", "demo", "-d", target.toString()},
            new String[] {"new", "demo", "-d", target.toString(), "--force"})) {
      CliRun run = CliRun.of(args);
      assertEquals(ExitCodes.FAILURE, run.exit(), run.toString());
      assertTrue(run.err().contains("already exists and is not empty (1 entries)"), run.err());
    }
    assertEquals(List.of("notes.txt"), entries(target));
    assertEquals(List.of("demo"), entries(temp));
  }

  @Test
  void anEmptyFolderNeedsForce() {
    Path target = temp.resolve("demo");
    target.toFile().mkdir();

    CliRun refused = CliRun.of("new", "demo", "-t", "minimal", "-d", target.toString());
    assertEquals(ExitCodes.FAILURE, refused.exit(), refused.toString());
    assertTrue(refused.err().contains("Pass --force"), refused.err());

    CliRun forced = CliRun.of("new", "demo", "-t", "minimal", "-d", target.toString(), "--force");
    assertEquals(ExitCodes.OK, forced.exit(), forced.toString());
    assertTrue(Files.isRegularFile(target.resolve("pom.xml")));
  }

  @Test
  void forceFillsTheEmptyFolderItselfSoAShellInsideStaysWhereItIs() throws IOException {
    Path target = Files.createDirectories(temp.resolve("app"));
    Object inode = Files.getAttribute(target, "unix:ino");

    CliRun run = CliRun.of("new", "app", "-t", "minimal", "-d", target.toString(), "--force");

    assertEquals(ExitCodes.OK, run.exit(), run.toString());
    assertEquals(inode, Files.getAttribute(target, "unix:ino"), "the same folder, not a new one");
    assertTrue(Files.isRegularFile(target.resolve("pom.xml")));
    assertEquals(List.of("app"), entries(temp), "no staging folder left beside the project");
    assertEquals(Path.of("."), NewCommand.shown(target, target), "'in .', not 'in '");
    assertEquals(Path.of("app"), NewCommand.shown(target, temp));
  }

  @Test
  void theProjectFolderHasTheModeTheUmaskGivesAnyNewFolder() throws IOException {
    Path reference = Files.createDirectory(temp.resolve("reference"));
    Path made = temp.resolve("demo");
    Path forced = Files.createDirectory(temp.resolve("forced"));
    Files.setPosixFilePermissions(forced, Files.getPosixFilePermissions(reference));

    assertEquals(
        ExitCodes.OK, CliRun.of("new", "demo", "-t", "minimal", "-d", made.toString()).exit());
    assertEquals(
        ExitCodes.OK,
        CliRun.of("new", "forced", "-t", "minimal", "-d", forced.toString(), "--force").exit());

    var expected = PosixFilePermissions.toString(Files.getPosixFilePermissions(reference));
    assertEquals(expected, PosixFilePermissions.toString(Files.getPosixFilePermissions(made)));
    assertEquals(expected, PosixFilePermissions.toString(Files.getPosixFilePermissions(forced)));
    assertEquals(
        expected,
        PosixFilePermissions.toString(Files.getPosixFilePermissions(made.resolve("src/main"))));
  }

  @Test
  void anUnwritableParentFailsCleanly() throws IOException {
    Path parent = Files.createDirectories(temp.resolve("locked"));
    Files.setPosixFilePermissions(parent, PosixFilePermissions.fromString("r-xr-xr-x"));
    if (Files.isWritable(parent)) {
      // root ignores permissions; /sys refuses new folders even to root
      parent = Path.of("/sys");
      assumeTrue(Files.isDirectory(parent), "needs a non-root user or /sys");
    }
    CliRun run = CliRun.of("new", "demo", "-t", "minimal", "-d", parent.resolve("demo").toString());

    assertEquals(ExitCodes.FAILURE, run.exit(), run.toString());
    assertTrue(run.err().contains("cannot write in " + parent), run.err());
    assertFalse(Files.exists(parent.resolve("demo")));
  }

  @Test
  void aMissingParentFolderIsReported() {
    CliRun run = CliRun.of("new", "demo", "-d", temp.resolve("no/such/demo").toString());

    assertEquals(ExitCodes.FAILURE, run.exit(), run.toString());
    assertTrue(run.err().contains("does not exist"), run.err());
  }

  @Test
  void gitMakesARepositoryWithOneCommit() throws Exception {
    Path target = temp.resolve("demo");
    CliRun run = CliRun.of("new", "demo", "-t", "minimal", "-d", target.toString(), "--git");

    assertEquals(ExitCodes.OK, run.exit(), run.toString());
    assumeTrue(!run.err().contains("git is not installed"), "git is not installed here");
    assertTrue(Files.isDirectory(target.resolve(".git")));
    if (run.out().contains("with a first commit")) {
      Process log =
          new ProcessBuilder("git", "log", "--oneline").directory(target.toFile()).start();
      String out = new String(log.getInputStream().readAllBytes());
      assertEquals(0, log.waitFor());
      assertTrue(out.contains("Create demo with silk new"), out);
    } else {
      assertTrue(run.err().contains("git could not commit"), run.toString());
    }
  }

  @Test
  void aMissingGitIsAWarningNotAFailure() throws IOException {
    Path target = temp.resolve("demo");
    ProjectSpec spec =
        new ProjectSpec(
            "demo",
            "com.example",
            "com.example.demo",
            "1",
            ProjectTemplate.MINIMAL,
            target,
            dev.silk.cli.SilkVersion.current());

    ProjectGenerator.Result result =
        new ProjectGenerator().create(spec, false, new GitInit(temp.resolve("no-git").toString()));

    assertEquals(GitInit.Outcome.GIT_MISSING, result.git());
    assertTrue(Files.isRegularFile(target.resolve("pom.xml")));
  }

  static List<String> entries(Path dir) {
    try (Stream<Path> list = Files.list(dir)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
