package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No module and no package of the CLI imports what docs/architecture.md forbids. The first test
 * reads this checkout's sources; the others show that each rule catches what it should.
 */
class ImportRulesTest {
  private static final Path FILE = Path.of("X.java");

  @Test
  void theSourcesBreakNoDependencyRule() throws Exception {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    List<ImportRules.Violation> found = ImportRules.check(checkout);
    assertTrue(
        found.isEmpty(),
        () ->
            found.size()
                + " forbidden import(s); see docs/architecture.md for the rules:\n"
                + String.join("\n", found.stream().map(Object::toString).toList()));
  }

  @Test
  void silkJsonMayImportTheJdkAlone() {
    List<ImportRules.Violation> found =
        ImportRules.checkModule(
            "silk-json",
            FILE,
            List.of(
                "package dev.silk.json;",
                "import java.util.List;",
                "import dev.silk.json.JsonKey;",
                "import sun.misc.Unsafe;",
                "import dev.silk.web.App;"));
    assertEquals(List.of(4, 5), found.stream().map(ImportRules.Violation::line).toList());
  }

  @Test
  void noModuleImportsTheCliNotEvenOneWithoutARule() {
    List<ImportRules.Violation> found =
        ImportRules.checkModule(
            "silk-newcomer",
            FILE,
            List.of("import com.example.Anything;", "import dev.silk.cli.Console;"));
    assertEquals(1, found.size());
    assertEquals("no runtime module imports the CLI", found.get(0).rule());
  }

  @Test
  void silkWebMayNotImportTheCompilerOrTheDataModule() {
    List<ImportRules.Violation> found =
        ImportRules.checkModule(
            "silk-web",
            FILE,
            List.of(
                "import org.eclipse.jetty.server.Server;",
                "import javax.tools.ToolProvider;",
                "import dev.silk.data.Database;"));
    assertEquals(List.of(2, 3), found.stream().map(ImportRules.Violation::line).toList());
  }

  @Test
  void aCommandNeitherReachesBackToTheTopNorIntoAnotherCommand() {
    List<ImportRules.Violation> found =
        ImportRules.checkCli(
            FILE,
            List.of(
                "package dev.silk.cli.codec;",
                "import dev.silk.cli.Console;",
                "import dev.silk.cli.SilkCommand;",
                "import dev.silk.cli.project.Javac;",
                "import dev.silk.cli.shape.Shape;",
                "import dev.silk.cli.create.NewCommand;",
                "import static dev.silk.cli.dev.DevSession.start;"));
    assertEquals(List.of(3, 6, 7), found.stream().map(ImportRules.Violation::line).toList());
  }

  @Test
  void sharedPlumbingDependsOnNoOtherPartOfTheCli() {
    List<ImportRules.Violation> found =
        ImportRules.checkCli(
            FILE,
            List.of(
                "package dev.silk.cli.project;",
                "import dev.silk.cli.project.Maven;",
                "import dev.silk.cli.CommandException;",
                "import dev.silk.cli.dev.DevException;"));
    assertEquals(List.of(3, 4), found.stream().map(ImportRules.Violation::line).toList());
  }

  @Test
  void theAppRoomServesBenchAndNativeAndImportsNoCommand() {
    List<ImportRules.Violation> found =
        ImportRules.checkCli(
            FILE,
            List.of(
                "package dev.silk.cli.app;",
                "import dev.silk.cli.CommandException;",
                "import dev.silk.cli.project.Maven;",
                "import dev.silk.cli.bench.http.Bench;",
                "import dev.silk.cli.nativeimage.NativeBuild;"));
    assertEquals(List.of(4, 5), found.stream().map(ImportRules.Violation::line).toList());
    assertEquals(
        List.of(),
        ImportRules.checkCli(
            FILE,
            List.of(
                "package dev.silk.cli.nativeimage;",
                "import dev.silk.cli.app.BenchFile;",
                "import dev.silk.cli.app.Verifier;")));
  }

  @Test
  void theTwoBenchmarksShareTheBenchPackageAndMeetOnlyAtTheSubcommand() {
    List<ImportRules.Violation> found =
        ImportRules.checkCli(
            FILE,
            List.of(
                "package dev.silk.cli.bench.http;",
                "import dev.silk.cli.bench.Figures;",
                "import dev.silk.cli.bench.codecs.CodecsCommand;",
                "import dev.silk.cli.bench.codecs.CodecBench;"));
    assertEquals(List.of(4), found.stream().map(ImportRules.Violation::line).toList());
    assertEquals(
        1,
        ImportRules.checkCli(
                FILE,
                List.of("package dev.silk.cli.bench;", "import dev.silk.cli.bench.http.Bench;"))
            .size());
  }

  @Test
  void theDevHostImportsNothingOfTheCliButTheBridge() {
    List<ImportRules.Violation> found =
        ImportRules.checkCli(
            FILE,
            List.of(
                "package dev.silk.cli.dev.host;",
                "import dev.silk.cli.dev.host.Html;",
                "import dev.silk.cli.dev.DevSession;",
                "import dev.silk.cli.dev.bridge.Problem;",
                "import dev.silk.web.App;"));
    assertEquals(List.of(3), found.stream().map(ImportRules.Violation::line).toList());
  }

  @Test
  void theDevBridgeImportsNothingOfTheCli() {
    List<ImportRules.Violation> found =
        ImportRules.checkCli(
            FILE,
            List.of(
                "package dev.silk.cli.dev.bridge;",
                "import java.nio.file.Path;",
                "import dev.silk.cli.dev.bridge.Problem;",
                "import dev.silk.cli.dev.Reload;"));
    assertEquals(List.of(4), found.stream().map(ImportRules.Violation::line).toList());
  }
}
