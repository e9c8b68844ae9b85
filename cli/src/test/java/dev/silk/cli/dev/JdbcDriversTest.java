package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import java.net.URL;
import java.net.URLClassLoader;
import java.sql.Driver;
import java.sql.DriverManager;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * A dependency loader retired by a pom change registered the PostgreSQL driver when the app first
 * opened a database; once its drivers are deregistered, nothing but the session held it, so it is
 * collected.
 */
class JdbcDriversTest {
  private static final URL POSTGRES_JAR =
      org.postgresql.Driver.class.getProtectionDomain().getCodeSource().getLocation();

  @Test
  void aRetiredLoadersDriverIsDeregisteredAndTheLoaderCollected() throws Exception {
    WeakReference<ClassLoader> retired = loaderThatRegisteredPostgres(true);
    assertTrue(collected(retired), "the retired loader is still reachable");
  }

  @Test
  void withoutDeregisteringDriverManagerKeepsTheLoader() throws Exception {
    // The control: the same loader, left alone, is pinned by DriverManager's list.
    WeakReference<ClassLoader> retired = loaderThatRegisteredPostgres(false);
    try {
      assertFalse(
          collected(retired), "the loader was collected though its driver stayed registered");
    } finally {
      ClassLoader loader = retired.get();
      assertNotNull(loader);
      assertEquals(1, JdbcDrivers.deregisterLoadedBy(loader));
    }
  }

  @Test
  void driversOfOtherLoadersStay() throws Exception {
    try (URLClassLoader one =
            new URLClassLoader(
                "one", new URL[] {POSTGRES_JAR}, ClassLoader.getPlatformClassLoader());
        URLClassLoader two =
            new URLClassLoader(
                "two", new URL[] {POSTGRES_JAR}, ClassLoader.getPlatformClassLoader())) {
      Class.forName("org.postgresql.Driver", true, one);
      Class.forName("org.postgresql.Driver", true, two);
      assertEquals(1, JdbcDrivers.deregisterLoadedBy(one));
      assertEquals(0, JdbcDrivers.deregisterLoadedBy(one));
      assertEquals(1, JdbcDrivers.deregisterLoadedBy(two));
    }
    // The test class path's own PostgreSQL driver, registered by this JVM, is nobody's business
    // here.
    assertTrue(
        Collections.list(DriverManager.getDrivers()).stream()
            .map(Driver::getClass)
            .anyMatch(c -> c == org.postgresql.Driver.class));
  }

  private static WeakReference<ClassLoader> loaderThatRegisteredPostgres(boolean deregister)
      throws Exception {
    URLClassLoader loader =
        new URLClassLoader(
            "silk-dependencies", new URL[] {POSTGRES_JAR}, ClassLoader.getPlatformClassLoader());
    Class.forName("org.postgresql.Driver", true, loader); // its static initializer registers it
    if (deregister) {
      assertEquals(1, JdbcDrivers.deregisterLoadedBy(loader));
    }
    loader.close();
    return new WeakReference<>(loader);
  }

  private static boolean collected(WeakReference<ClassLoader> ref) throws InterruptedException {
    for (int i = 0; i < 20 && ref.get() != null; i++) {
      System.gc();
      Thread.sleep(50);
    }
    return ref.get() == null;
  }
}
