package dev.silk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The versions this CLI was built with, filtered into {@code silk-cli.properties} at build time:
 * the Silk version written into generated projects and the jte version their Maven plugin uses.
 *
 * <pre>{@code
 * String v = SilkVersion.current().silk();   // "0.1.0-SNAPSHOT"
 * }</pre>
 *
 * @param silk the version of Silk (and of this CLI)
 * @param jte the jte version silk-web is built with
 * @param junit the JUnit version generated projects test with (the one Silk's own build uses)
 * @param h2 the H2 version of projects with an embedded database ({@code silk new --db})
 * @param postgresql the PostgreSQL driver version of those projects
 * @param jib the Jib Maven plugin version their {@code image} profile builds with
 */
public record SilkVersion(
    String silk, String jte, String junit, String h2, String postgresql, String jib) {
  private static final SilkVersion CURRENT = load();

  /** The versions of the running CLI. */
  public static SilkVersion current() {
    return CURRENT;
  }

  private static SilkVersion load() {
    Properties properties = new Properties();
    try (InputStream in = SilkVersion.class.getResourceAsStream("silk-cli.properties")) {
      if (in == null) {
        throw new IllegalStateException("silk-cli.properties is missing from the CLI jar");
      }
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new SilkVersion(
        properties.getProperty("silk.version"),
        properties.getProperty("jte.version"),
        properties.getProperty("junit.version"),
        properties.getProperty("h2.version"),
        properties.getProperty("postgresql.version"),
        properties.getProperty("jib.version"));
  }
}
