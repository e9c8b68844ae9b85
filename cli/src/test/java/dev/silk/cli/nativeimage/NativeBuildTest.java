package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CommandException;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.project.Maven;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The orchestration of {@code silk native} against a fake {@code native-image} ({@link
 * FakeGraalVm}): the command lines, the order of the three PGO steps, what is kept and what is
 * never left half-built. The fake's binaries run a real Silk app, so boot, RSS and the training
 * load are measured for real.
 */
@Tag("slow")
class NativeBuildTest {
  @TempDir Path temp;
  Path project;
  Path jar;
  List<String> progress = new ArrayList<>();

  @BeforeEach
  void project() throws IOException {
    project = Files.createDirectories(temp.resolve("demo"));
    Files.writeString(
        project.resolve("pom.xml"),
        "<project><modelVersion>4.0.0</modelVersion><groupId>com.example</groupId>"
            + "<artifactId>demo</artifactId><version>1.0</version></project>");
    jar = Files.createDirectories(project.resolve("target")).resolve("demo.jar");
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, SampleApp.class.getName());
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
      for (String entry :
          List.of(
              "gg/jte/generated/precompiled/JteindexGenerated.class",
              "gg/jte/generated/precompiled/JteindexGenerated$1.class",
              "gg/jte/generated/precompiled/layout/JtepageGenerated.class")) {
        out.putNextEntry(new JarEntry(entry));
        out.write(new byte[] {(byte) 0xCA, (byte) 0xFE});
        out.closeEntry();
      }
    }
  }

  private NativeOptions options(boolean pgo, Path profile) {
    return new NativeOptions(
        project,
        pgo,
        profile,
        "3",
        "native",
        List.of("-H:+ReportExceptionStackTraces"),
        null,
        true,
        List.of(),
        List.of("/items"),
        Duration.ofSeconds(2),
        true);
  }

  private NativeReport build(FakeGraalVm fake, NativeOptions options) throws Exception {
    return new NativeBuild(options, fake.graalVm(), tools(), progress::add).run();
  }

  private static Maven tools() {
    return new Maven(List.of("mvn"), System.getenv());
  }

  private List<Path> stagingFolders() throws IOException {
    Path work = project.resolve("target/silk-native");
    if (!Files.isDirectory(work)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(work)) {
      return list.filter(p -> p.getFileName().toString().startsWith(".staging")).toList();
    }
  }

  @Test
  void aPlainBuildRunsNativeImageOnceOnTheJarAndMovesTheBinaryToTargetName() throws Exception {
    FakeGraalVm fake = FakeGraalVm.install(temp.resolve("graal"), FakeGraalVm.COMMUNITY);

    NativeReport report = build(fake, options(false, null));

    List<List<String>> calls = fake.calls();
    assertEquals(1, calls.size(), calls::toString);
    List<String> args = calls.get(0);
    assertEquals(
        List.of(
            "--install-exit-handlers",
            "-O3",
            "-march=native",
            "-H:+ReportExceptionStackTraces",
            "-cp"),
        args.subList(0, 5));
    String[] classPath = args.get(5).split(":");
    assertEquals(jar.toAbsolutePath().toString(), classPath[0]);
    assertTrue(
        classPath[1].endsWith("/target/silk-native/jte-metadata"),
        "the jte metadata, kept beside the logs so the logged command runs again: " + args.get(5));
    assertEquals(List.of(SampleApp.class.getName(), "-o"), args.subList(6, 8));
    assertTrue(args.get(8).endsWith("/demo"), args.get(8));
    assertTrue(args.get(8).contains("/target/silk-native/.staging-"), "builds into staging first");
    Path jte = fake.home.resolve("seen/META-INF/native-image/jte-generated/demo");
    assertEquals(
        "[\n"
            + "  {\"name\": \"gg.jte.generated.precompiled.JteindexGenerated\","
            + " \"allDeclaredFields\": true, \"allDeclaredMethods\": true},\n"
            + "  {\"name\": \"gg.jte.generated.precompiled.layout.JtepageGenerated\","
            + " \"allDeclaredFields\": true, \"allDeclaredMethods\": true}\n"
            + "]\n",
        Files.readString(jte.resolve("reflect-config.json")));
    assertTrue(
        Files.readString(jte.resolve("resource-config.json")).contains("Generated\\\\.bin$"));
    assertEquals(List.of("build plain"), fake.events());

    Path binary = project.resolve("target/demo");
    assertTrue(Files.isExecutable(binary));
    assertEquals(binary, report.binary());
    assertEquals(Files.size(binary), report.binaryBytes());
    assertTrue(report.bootMillis() > 0, "boot measured: " + report.bootMillis());
    if (Files.isDirectory(Path.of("/proc/self"))) {
      assertTrue(report.residentBytes().getAsLong() > 1024 * 1024, "RSS read from /proc");
    }
    assertEquals(List.of(), stagingFolders());
    assertTrue(String.join("\n", report.lines()).contains("ms to the first 200"));
  }

  @Test
  void pgoBuildsInstrumentedThenTrainsThenBuildsWithTheRecordedProfile() throws Exception {
    FakeGraalVm fake = FakeGraalVm.install(temp.resolve("graal"), FakeGraalVm.ORACLE);
    Files.writeString(project.resolve("bench"), "# routes\nGET /\nPOST /items\n");

    NativeReport report = build(fake, options(true, null));

    Path profile = project.resolve("target/silk-native/default.iprof");
    assertEquals(
        List.of(
            "build instrumented",
            "instrumented binary started",
            "profile written",
            "build optimised with profile-of-training"),
        fake.events());
    List<List<String>> calls = fake.calls();
    assertEquals(2, calls.size(), calls::toString);
    assertTrue(calls.get(0).contains("--pgo-instrument"), calls.get(0)::toString);
    assertTrue(calls.get(1).contains("--pgo=" + profile), calls.get(1)::toString);
    assertFalse(calls.get(1).contains("--pgo-instrument"));
    for (List<String> call : calls) {
      assertTrue(call.containsAll(List.of("--install-exit-handlers", "-O3", "-march=native")));
    }
    assertEquals("profile-of-training", Files.readString(profile).strip(), "the profile is kept");
    assertEquals(profile, report.profile());
    assertTrue(report.profileRecorded());

    Map<String, Map<Integer, Long>> statuses = report.training().statuses();
    assertEquals(List.of("/", "/items"), List.copyOf(statuses.keySet()), "--train-url and bench");
    assertTrue(
        statuses.get("/").get(200) > 0 && statuses.get("/items").get(200) > 0, "" + statuses);
    assertTrue(
        progress.stream().anyMatch(p -> p.contains("skips 'POST /items'")), progress::toString);
    assertTrue(Files.isExecutable(project.resolve("target/demo")));
    assertEquals(List.of(), stagingFolders());
  }

  @Test
  void aGivenProfileSkipsTheInstrumentedBuildAndTheTraining() throws Exception {
    FakeGraalVm fake = FakeGraalVm.install(temp.resolve("graal"), FakeGraalVm.ORACLE);
    Path profile = Files.writeString(temp.resolve("kept.iprof"), "earlier-profile");

    NativeReport report = build(fake, options(true, profile).withPgo(true));

    assertEquals(List.of("build optimised with earlier-profile"), fake.events());
    assertEquals(1, fake.calls().size());
    assertTrue(fake.calls().get(0).contains("--pgo=" + profile.toAbsolutePath()));
    assertFalse(report.profileRecorded());
    assertEquals(null, report.training());
  }

  @Test
  void aFailedBuildKeepsThePreviousBinaryAndLeavesNothingHalfBuilt() throws Exception {
    FakeGraalVm fake = FakeGraalVm.install(temp.resolve("graal"), FakeGraalVm.ORACLE);
    Path previous = Files.writeString(project.resolve("target/demo"), "previous binary");
    fake.failNextBuilds();

    CommandException e =
        assertThrows(CommandException.class, () -> build(fake, options(true, null)));

    assertEquals(ExitCodes.FAILURE, e.exitCode());
    assertTrue(e.getMessage().contains("image build failed (fake)"), e.getMessage());
    assertTrue(e.hint().contains("target/silk-native/native-image-instrumented.log"), e.hint());
    assertEquals("previous binary", Files.readString(previous));
    assertEquals(List.of(), stagingFolders());
    assertFalse(Files.exists(project.resolve("target/silk-native/default.iprof")));
  }

  @Test
  void pgoOnCommunityEditionIsRefusedWithExitCode3BeforeAnythingIsBuilt() throws Exception {
    FakeGraalVm fake = FakeGraalVm.install(temp.resolve("graal"), FakeGraalVm.COMMUNITY);

    CommandException e =
        assertThrows(CommandException.class, () -> build(fake, options(true, null)));

    assertEquals(GraalVm.EXIT_NO_SUITABLE_GRAALVM, e.exitCode());
    assertEquals(
        "--pgo needs Oracle GraalVM; found GraalVM Community Edition 21.0.2 ("
            + fake.nativeImage
            + "), which has no profile-guided optimisation",
        e.getMessage());
    assertTrue(e.hint().contains("Install Oracle GraalVM"), e.hint());
    assertTrue(e.hint().contains("GRAALVM_HOME"), e.hint());
    assertEquals(List.of(), fake.calls());
  }

  @Test
  void aMissingJarSaysWhereItWasExpected() throws Exception {
    FakeGraalVm fake = FakeGraalVm.install(temp.resolve("graal"), FakeGraalVm.COMMUNITY);
    Files.delete(jar);

    CommandException e =
        assertThrows(CommandException.class, () -> build(fake, options(false, null)));

    assertEquals("no target/demo.jar to build the image from", e.getMessage());
    assertEquals(List.of(), fake.calls());
  }

  @Test
  void aTrainingRunOnWrongAnswersIsRefusedBeforeAnyProfileIsRecorded() throws Exception {
    FakeGraalVm fake = FakeGraalVm.install(temp.resolve("graal"), FakeGraalVm.ORACLE);
    NativeOptions options = options(true, null);
    NativeOptions onMissing =
        new NativeOptions(
            options.project(),
            true,
            null,
            options.optimization(),
            options.march(),
            options.buildArgs(),
            null,
            true,
            List.of(),
            List.of("/nope"),
            options.trainDuration(),
            true);

    CommandException e = assertThrows(CommandException.class, () -> build(fake, onMissing));

    assertTrue(e.getMessage().contains("refusing to train on wrong answers"), e.getMessage());
    assertTrue(e.getMessage().contains("GET /nope: status 404, expected 200"), e.getMessage());
    // The binary may still write its profile as it stops; it goes with the staging folder.
    assertEquals(
        List.of("build instrumented", "instrumented binary started"), fake.events().subList(0, 2));
    assertFalse(fake.events().stream().anyMatch(event -> event.startsWith("build optimised")));
    assertFalse(Files.exists(project.resolve("target/silk-native/default.iprof")));
    assertEquals(List.of(), stagingFolders());
  }

  @Test
  void aDryRunListsTheCommandsOfEachStepAndRunsNone() throws Exception {
    NativeOptions options = options(true, null);
    List<String> plan =
        new NativeBuild(options, null, tools(), progress::add)
            .plan(Path.of("/opt/graal/bin/native-image"));

    assertEquals(4, plan.size(), plan::toString);
    assertTrue(
        plan.get(0).startsWith("/opt/graal/bin/native-image ")
            && plan.get(0).contains("--pgo-instrument")
            && plan.get(0).contains(":" + project.resolve("target/silk-native/jte-metadata") + " ")
            && plan.get(0).contains(" " + SampleApp.class.getName() + " -o "),
        plan.get(0));
    assertTrue(plan.get(1).contains("trained on GET /items"), plan.get(1));
    assertTrue(
        plan.get(2).contains("--pgo=" + project.resolve("target/silk-native/default.iprof")),
        plan.get(2));
    assertTrue(
        plan.get(3).startsWith("mv ") && plan.get(3).endsWith(" " + project.resolve("target/demo")),
        plan.get(3));
    assertEquals(List.of(), stagingFolders(), "nothing made");
    assertFalse(Files.exists(project.resolve("target/silk-native")));
  }
}
