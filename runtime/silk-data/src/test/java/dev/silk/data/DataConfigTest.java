package dev.silk.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataConfigTest {
  @Test
  void withoutTheVariableTheEmbeddedDatabaseIsUsed() {
    DataConfig config =
        DataConfig.fromEnvironment("JDBC_DATABASE", DataConfig.embedded("shop"), Map.of());
    assertEquals(
        "jdbc:h2:./data/shop;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;AUTO_SERVER=TRUE",
        config.url());
    assertEquals("h2", config.vendor());
    assertNull(config.user());
  }

  @Test
  void oneVariableMovesTheAppToPostgresql() {
    DataConfig config =
        DataConfig.fromEnvironment(
            "JDBC_DATABASE",
            DataConfig.embedded("shop"),
            Map.of(
                "JDBC_DATABASE_URL", "jdbc:postgresql://db:5432/shop",
                "JDBC_DATABASE_USERNAME", "shop",
                "JDBC_DATABASE_PASSWORD", "secret",
                "JDBC_DATABASE_POOL_SIZE", "32"));
    assertEquals("jdbc:postgresql://db:5432/shop", config.url());
    assertEquals("postgresql", config.vendor());
    assertEquals("shop", config.user());
    assertEquals("secret", config.password());
    assertEquals(32, config.poolSize());
    assertTrue(!config.toString().contains("secret"));
  }

  @Test
  void badSettingsFailAtStartUpSayingWhatIsExpected() {
    IllegalArgumentException url =
        assertThrows(IllegalArgumentException.class, () -> DataConfig.of("postgres://db/shop"));
    assertTrue(url.getMessage().contains("starts with jdbc:"), url.getMessage());
    IllegalArgumentException pool =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                DataConfig.fromEnvironment(
                    "JDBC_DATABASE", "jdbc:h2:mem:x", Map.of("JDBC_DATABASE_POOL_SIZE", "ten")));
    assertEquals("JDBC_DATABASE_POOL_SIZE must be a whole number, not 'ten'", pool.getMessage());
    assertThrows(IllegalArgumentException.class, () -> DataConfig.embedded("../etc"));
  }

  @Test
  void passwordsInTheUrlAreHiddenFromLogs() {
    assertEquals(
        "jdbc:postgresql://db/shop?user=a&password=***&ssl=true",
        DataConfig.of("jdbc:postgresql://db/shop?user=a&password=hunter2&ssl=true").safeUrl());
  }

  @Test
  void devModePlacesEmbeddedFilesAndMigrationsInTheProject(@TempDir Path project) throws Exception {
    Files.createDirectories(project.resolve("src/main/resources/db/migration"));
    DataConfig local = DataDevMode.localise(DataConfig.of(DataConfig.embedded("shop")), project);
    assertTrue(
        local.url().startsWith("jdbc:h2:file:" + project + "/data/shop;MODE=PostgreSQL"),
        local.url());
    assertEquals(
        List.of("filesystem:" + project.resolve("src/main/resources/db/migration")),
        local.migrations());

    DataConfig remote = DataDevMode.localise(DataConfig.of("jdbc:postgresql://db/shop"), project);
    assertEquals("jdbc:postgresql://db/shop", remote.url());
  }

  @Test
  void anUnreachableDatabaseFailsAtConnectWithWhatToCheck() throws Exception {
    int port;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    DataConfig config =
        DataConfig.of("jdbc:postgresql://127.0.0.1:" + port + "/shop")
            .withConnectTimeout(java.time.Duration.ofMillis(500));
    DataException e = assertThrows(DataException.class, () -> Database.connect(config));
    assertTrue(
        e.getMessage().startsWith("cannot connect to jdbc:postgresql://127.0.0.1:" + port),
        e.getMessage());
    assertTrue(e.getMessage().contains("Is PostgreSQL running there"), e.getMessage());
  }
}
