package dev.silk.cli.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DependencyResolverTest {
  private static final String EXTRA = "<dependency>x</dependency>";

  @Test
  void installWarmsTheGoalSilkDevResolvesWith() throws Exception {
    // Run from cli/: the checkout's install.sh is one folder up.
    String install =
        Files.readString(Path.of("").toAbsolutePath().getParent().resolve("install.sh"));
    assertTrue(
        install.contains(DependencyResolver.BUILD_CLASSPATH),
        "install.sh must warm "
            + DependencyResolver.BUILD_CLASSPATH
            + ", or silk dev on a --db"
            + " project needs the network after an offline install");
  }

  // Where the tests' extra dependency (the JUnit Platform launcher) goes in a pom.

  @Test
  void theExtraDependencyJoinsTheProjectsOwnDependencies() {
    assertEquals(
        "<project><dependencies><dependency>x</dependency><dependency>a</dependency>"
            + "</dependencies></project>",
        DependencyResolver.withDependencies(
            "<project><dependencies><dependency>a</dependency></dependencies></project>", EXTRA));
  }

  @Test
  void neitherTheManagedDependenciesNorAPluginsGetIt() {
    String pom =
        "<project><dependencyManagement><dependencies></dependencies></dependencyManagement>"
            + "<dependencies></dependencies>"
            + "<build><plugins><plugin><dependencies></dependencies></plugin></plugins></build>"
            + "</project>";
    assertEquals(
        "<project><dependencyManagement><dependencies></dependencies></dependencyManagement>"
            + "<dependencies><dependency>x</dependency></dependencies>"
            + "<build><plugins><plugin><dependencies></dependencies></plugin></plugins></build>"
            + "</project>",
        DependencyResolver.withDependencies(pom, EXTRA));
  }

  @Test
  void aPomWithoutDependenciesGetsTheBlock() {
    assertEquals(
        "<project><build></build><dependencies><dependency>x</dependency></dependencies></project>",
        DependencyResolver.withDependencies("<project><build></build></project>", EXTRA));
  }
}
