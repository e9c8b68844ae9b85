package dev.silk.cli.dev;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

/** A small Silk project in a temp folder, shaped like the ones {@code silk new} makes. */
public final class TestProject {
  public static final String VERSION = "0.1.0-SNAPSHOT";

  final Path root;

  TestProject(Path root) {
    this.root = root;
  }

  public static TestProject create(Path dir) throws IOException {
    TestProject p = new TestProject(dir);
    p.write("pom.xml", pom(""));
    p.write(
        "src/main/java/com/example/Main.java",
        """
        package com.example;

        import dev.silk.web.App;
        import dev.silk.web.WebResponse;

        public class Main {
          public static void main(String[] args) {
            App.create()
                .get("/", req -> WebResponse.html("<html><body><h1>" + Greeting.text() + "</h1></body></html>"))
                .get("/item", req -> WebResponse.text(new Item("pen", 2).toString()))
                .get("/boom", req -> { throw new IllegalStateException("boom in a handler"); })
                .port(8080)
                .start();
          }
        }
        """);
    p.write(
        "src/main/java/com/example/Greeting.java",
        """
        package com.example;

        final class Greeting {
          static String text() {
            return "hello v1";
          }
        }
        """);
    p.write(
        "src/main/java/com/example/Item.java",
        """
        package com.example;

        record Item(String name, int count) {}
        """);
    p.write("src/main/resources/static/site.css", "body { color: black; }\n");
    return p;
  }

  public static String pom(String extraDependencies) {
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <modelVersion>4.0.0</modelVersion>
          <groupId>com.example</groupId>
          <artifactId>demo</artifactId>
          <version>1.0.0-SNAPSHOT</version>
          <properties>
            <maven.compiler.release>17</maven.compiler.release>
            <silk.version>%s</silk.version>
            <exec.mainClass>com.example.Main</exec.mainClass>
          </properties>
          <dependencies>
            <dependency>
              <groupId>dev.silk</groupId>
              <artifactId>silk-web</artifactId>
              <version>${silk.version}</version>
            </dependency>
        %s  </dependencies>
        </project>
        """
        .formatted(VERSION, extraDependencies);
  }

  /** The test dependencies {@code silk new} writes: silk-test and JUnit Jupiter. */
  public static String junitDependency() {
    return """
            <dependency>
              <groupId>dev.silk</groupId>
              <artifactId>silk-test</artifactId>
              <version>${silk.version}</version>
              <scope>test</scope>
            </dependency>
            <dependency>
              <groupId>org.junit.jupiter</groupId>
              <artifactId>junit-jupiter</artifactId>
              <version>%s</version>
              <scope>test</scope>
            </dependency>
        """
        .formatted(dev.silk.cli.SilkVersion.current().junit());
  }

  /** Writes a file and moves its mtime forward, so a same-second rewrite still looks changed. */
  public void write(String relative, String content) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    FileTime before = Files.exists(file) ? Files.getLastModifiedTime(file) : null;
    Files.writeString(file, content);
    if (before != null
        && !Files.getLastModifiedTime(file).toInstant().isAfter(before.toInstant())) {
      Files.setLastModifiedTime(file, FileTime.from(before.toInstant().plusMillis(1000)));
    } else if (before == null) {
      Files.setLastModifiedTime(file, FileTime.from(Instant.now()));
    }
  }

  String read(String relative) throws IOException {
    return Files.readString(root.resolve(relative));
  }

  public void replace(String relative, String from, String to) throws IOException {
    String text = read(relative);
    if (!text.contains(from)) {
      throw new IllegalArgumentException(relative + " has no '" + from + "'");
    }
    write(relative, text.replace(from, to));
  }

  void delete(String relative) throws IOException {
    Files.delete(root.resolve(relative));
  }
}
