package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Which resolved jars the runtime loader already holds, and which the project's loader takes. */
class LoaderChainTest {

  @Test
  void theRuntimesOwnSilkModulesAndLibrariesAreLeftToTheRuntimeLoader() {
    Path m2 = Path.of("/home/ada/.m2/repository");
    assertTrue(runtime(m2, "dev/silk/silk-web/0.1.0/silk-web-0.1.0.jar"));
    assertTrue(runtime(m2, "dev/silk/silk-json/0.1.0/silk-json-0.1.0.jar"));
    assertTrue(runtime(m2, "dev/silk/silk-websocket/0.1.0/silk-websocket-0.1.0.jar"));
    assertTrue(runtime(m2, "org/eclipse/jetty/jetty-server/12.0.16/jetty-server-12.0.16.jar"));
  }

  @Test
  void silkDataAndSilkMetricsComeFromTheProjectWithTheirLibraries() {
    Path m2 = Path.of("/home/ada/.m2/repository");
    assertFalse(runtime(m2, "dev/silk/silk-data/0.1.0/silk-data-0.1.0.jar"));
    assertFalse(runtime(m2, "dev/silk/silk-metrics/0.1.0/silk-metrics-0.1.0.jar"));
    assertFalse(runtime(m2, "com/zaxxer/HikariCP/5.1.0/HikariCP-5.1.0.jar"));
  }

  @Test
  void aRepositoryOrProjectUnderADevSilkFolderLosesNoJar() {
    Path m2 = Path.of("/home/ada/dev/silk/m2");
    assertFalse(runtime(m2, "com/zaxxer/HikariCP/5.1.0/HikariCP-5.1.0.jar"));
    assertFalse(runtime(m2, "org/flywaydb/flyway-core/10.0.0/flyway-core-10.0.0.jar"));
    assertFalse(runtime(m2, "dev/silk/silk-data/0.1.0/silk-data-0.1.0.jar"));
    assertTrue(runtime(m2, "dev/silk/silk-web/0.1.0/silk-web-0.1.0.jar"));
    assertFalse(
        LoaderChain.isRuntimeJar(Path.of("/home/ada/dev/silk/silk-web/lib/helper.jar")),
        "a jar in a folder named like the group is not a Silk module");
  }

  private static boolean runtime(Path repository, String jar) {
    return LoaderChain.isRuntimeJar(repository.resolve(jar));
  }
}
