package dev.silk.cli.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JavacTest {
  @TempDir Path dir;

  @Test
  void compilesUtf8SourcesAndKeepsTheFileManagerForTheNextCompile() throws Exception {
    Path src =
        write("src/p/Greeting.java", "package p; public class Greeting { String s = \"é\"; }");
    Path user = write("more/p/User.java", "package p; class User { Greeting g; }");

    try (Javac javac = Javac.open("a test")) {
      javac.classpath(List.of());
      Javac.Result first = javac.compile(Javac.Task.of(List.of(src), dir.resolve("classes")));
      assertTrue(first.ok(), first::toString);
      javac.classpath(List.of(dir.resolve("classes")));
      Javac.Result second =
          javac.compile(Javac.Task.of(List.of(user), dir.resolve("more-classes")));
      assertTrue(second.ok(), second::toString);
    }
    assertTrue(Files.isRegularFile(dir.resolve("classes/p/Greeting.class")));
    assertTrue(Files.isRegularFile(dir.resolve("more-classes/p/User.class")));
  }

  @Test
  void anErrorNamesItsFileLineAndColumnFromTheProject() throws Exception {
    Path src =
        write("src/main/java/p/Broken.java", "package p;\nclass Broken { int x = \"no\"; }\n");

    Javac.Result result;
    try (Javac javac = Javac.open("a test")) {
      result = javac.compile(Javac.Task.of(List.of(src), dir.resolve("classes")));
    }

    assertFalse(result.ok());
    assertEquals(1, result.errors().size());
    Javac.Error error = result.errors().get(0);
    assertEquals(2, error.line());
    assertEquals(
        "  src/main/java/p/Broken.java:2:24: " + error.message(), result.describe(dir, 10));
    assertTrue(error.message().contains("incompatible types"), error.message());
  }

  @Test
  void givenProcessorsRunAndWriteIntoTheGeneratedFolder() throws Exception {
    Path src = write("src/p/Marked.java", "package p; @Deprecated class Marked {}");
    AtomicBoolean ran = new AtomicBoolean();

    Javac.Result result;
    try (Javac javac = Javac.open("a test")) {
      result =
          javac.compile(
              Javac.Task.of(List.of(src), dir.resolve("classes"))
                  .generatedSources(dir.resolve("generated"))
                  .processors(List.of(new Writer(ran))));
    }

    assertTrue(result.ok(), result::toString);
    assertTrue(ran.get());
    assertTrue(Files.isRegularFile(dir.resolve("generated/p/MarkedCopy.java")));
    assertTrue(Files.isRegularFile(dir.resolve("classes/p/MarkedCopy.class")));
  }

  @Test
  void sourcesAreTheJavaFilesOfAFolderInOrderAndNoneForAMissingFolder() throws Exception {
    write("src/b/B.java", "");
    write("src/a/A.java", "");
    write("src/a/notes.txt", "");

    assertEquals(
        List.of(dir.resolve("src/a/A.java"), dir.resolve("src/b/B.java")),
        Javac.sources(dir.resolve("src")));
    assertEquals(List.of(), Javac.sources(dir.resolve("missing")));
  }

  private Path write(String relative, String text) throws Exception {
    Path file = dir.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  @SupportedAnnotationTypes("java.lang.Deprecated")
  private static final class Writer extends AbstractProcessor {
    private final AtomicBoolean ran;

    Writer(AtomicBoolean ran) {
      this.ran = ran;
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      if (annotations.isEmpty()) {
        return false;
      }
      ran.set(true);
      try (var out = processingEnv.getFiler().createSourceFile("p.MarkedCopy").openWriter()) {
        out.write("package p; class MarkedCopy {}");
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      return true;
    }
  }
}
