package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.silk.cli.CliRun;
import dev.silk.cli.CommandException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How {@code silk native} finds GraalVM, tells its edition, and says what to do without one. */
class GraalVmLocatorTest {
  @TempDir Path temp;

  @Test
  void graalvmHomeWinsOverJavaHomeWhichWinsOverPath() throws Exception {
    FakeGraalVm oracle = FakeGraalVm.install(temp.resolve("oracle"), FakeGraalVm.ORACLE);
    FakeGraalVm ce = FakeGraalVm.install(temp.resolve("ce"), FakeGraalVm.COMMUNITY);
    String path = ce.nativeImage.getParent().toString();

    GraalVm fromHome =
        new GraalVmLocator(
                Map.of("GRAALVM_HOME", oracle.home.toString(), "JAVA_HOME", ce.home.toString()))
            .locate();
    GraalVm fromJavaHome =
        new GraalVmLocator(Map.of("JAVA_HOME", oracle.home.toString(), "PATH", path)).locate();
    GraalVm fromPath =
        new GraalVmLocator(Map.of("JAVA_HOME", temp.resolve("no-jdk").toString(), "PATH", path))
            .locate();

    assertEquals(oracle.nativeImage, fromHome.nativeImage());
    assertEquals(oracle.nativeImage, fromJavaHome.nativeImage());
    assertEquals(ce.nativeImage, fromPath.nativeImage());
    assertEquals(GraalVm.Edition.ORACLE, fromHome.edition());
    assertEquals(GraalVm.Edition.COMMUNITY, fromPath.edition());
  }

  @Test
  void noNativeImageAnywhereSaysWhatToInstallWithExitCode3() {
    CommandException e =
        assertThrows(
            CommandException.class,
            () ->
                new GraalVmLocator(
                        Map.of("JAVA_HOME", "/usr/lib/jvm/none", "PATH", temp.toString()))
                    .locate());

    assertEquals(3, e.exitCode());
    assertEquals(
        "GraalVM not found: no native-image in $GRAALVM_HOME/bin, $JAVA_HOME/bin or on PATH",
        e.getMessage());
    assertTrue(e.hint().contains("Install GraalVM for JDK 17 or later"), e.hint());
    assertTrue(e.hint().contains("GRAALVM_HOME=/path/to/graalvm"), e.hint());
  }

  @Test
  void editionsAndVersionsAreReadFromEveryKnownVersionFormat() {
    Path ni = Path.of("native-image");
    GraalVm oracle = GraalVm.parse(ni, FakeGraalVm.ORACLE);
    assertEquals(GraalVm.Edition.ORACLE, oracle.edition());
    assertEquals("21.0.2", oracle.version());
    assertTrue(oracle.supportsPgo());

    GraalVm ce = GraalVm.parse(ni, FakeGraalVm.COMMUNITY);
    assertEquals(GraalVm.Edition.COMMUNITY, ce.edition());
    assertFalse(ce.supportsPgo());

    GraalVm ee =
        GraalVm.parse(ni, "GraalVM 22.3.0 Java 17 EE (Java Version 17.0.5+9-LTS-jvmci-22.3-b07)");
    assertEquals(GraalVm.Edition.ORACLE, ee.edition());
    assertEquals("22.3.0", ee.version());

    GraalVm oldCe =
        GraalVm.parse(ni, "GraalVM 22.3.0 Java 17 CE (Java Version 17.0.5+8-jvmci-22.3-b08)");
    assertEquals(GraalVm.Edition.COMMUNITY, oldCe.edition());

    GraalVm mandrel = GraalVm.parse(ni, "native-image 21.0.1.0-Final Mandrel-23.1.1.0-Final");
    assertEquals(GraalVm.Edition.COMMUNITY, mandrel.edition());
    assertEquals("21.0.1.0-Final", mandrel.version());

    GraalVm other = GraalVm.parse(ni, "native-image 25.0.1 2025-10-21\nSomething Else 25");
    assertEquals(GraalVm.Edition.UNKNOWN, other.edition());
    assertFalse(other.supportsPgo());
  }

  @Test
  void theCommandExitsWith3AndTheInstallHintWhenThisMachineHasNoGraalVm() throws Exception {
    boolean graalHere;
    try {
      new GraalVmLocator(System.getenv()).locate();
      graalHere = true;
    } catch (CommandException none) {
      graalHere = false;
    }
    assumeTrue(!graalHere, "this machine has a native-image; the message is tested above");
    Files.writeString(temp.resolve("pom.xml"), "<project><artifactId>demo</artifactId></project>");

    CliRun run = CliRun.of("native", "--no-maven", "-C", temp.toString());

    assertEquals(3, run.exit(), run::toString);
    assertTrue(run.err().contains("error: GraalVM not found"), run::toString);
    assertTrue(run.err().contains("GRAALVM_HOME"), run::toString);
    assertFalse(Files.exists(temp.resolve("target/demo")));
  }

  @Test
  void anInvalidOptimisationLevelIsAUsageError() {
    CliRun run = CliRun.of("native", "-O5");

    assertEquals(2, run.exit(), run::toString);
    assertTrue(run.err().contains("-O5 is not an optimisation level"), run::toString);
  }
}
