package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @FormBound} records: a component a form cannot send is a compile error on it; a record
 * that fits gets a binder named like its codec. silk-web is not on this module's class path, so the
 * annotation is declared here under its name, which is all the processor reads.
 */
class FormBinderMisuseTest {
  private static final String ANNOTATION =
      """
      package dev.silk.web.forms;
      public @interface FormBound {}
      """;

  private static InMemoryCompiler.Result compile(String source) {
    return new InMemoryCompiler()
        .source("dev.silk.web.forms.FormBound", ANNOTATION)
        .source("p.Bad", source)
        .compile("-proc:only");
  }

  @Test
  void aFieldAFormCannotSendIsAnErrorListingTheTypesItCan() {
    String source =
        """
        package p;
        @dev.silk.web.forms.FormBound
        public record Bad(
            String name,
            java.io.File file) {}
        """;
    InMemoryCompiler.Result result = compile(source);
    List<Diagnostic<? extends JavaFileObject>> errors = result.errors();
    assertEquals(1, errors.size(), result::report);
    assertEquals(
        InMemoryCompiler.lineOf(source, "java.io.File file"), errors.get(0).getLineNumber());
    String message = errors.get(0).getMessage(Locale.ROOT);
    assertTrue(
        message.contains("form field 'file' is a java.io.File, which a form cannot send"), message);
    assertTrue(message.contains("Supported: String, int, long, double, boolean"), message);
  }

  @Test
  void aGenericFormIsAnErrorSinceItsFieldsHaveNoTypeToConvertTo() {
    String source =
        """
        package p;
        @dev.silk.web.forms.FormBound
        public record Bad<T>(T value) {}
        """;
    InMemoryCompiler.Result result = compile(source);
    List<Diagnostic<? extends JavaFileObject>> errors = result.errors();
    assertEquals(1, errors.size(), result::report);
    String message = errors.get(0).getMessage(Locale.ROOT);
    assertTrue(message.contains("@FormBound type Bad must not be generic"), message);
  }

  @Test
  void aRecordThatFitsGetsABinderNamedLikeItsCodec() {
    String source =
        """
        package p;
        public class Bad {
          @dev.silk.web.forms.FormBound
          public record Login(String name, boolean remember) {}
        }
        """;
    // The generated binder names silk-web's types, which this class path lacks: javac's complaints
    // about them are expected here; the processor itself reports nothing.
    String generated = compile(source).generatedSource("p.Bad_LoginForm");
    assertTrue(
        generated.contains(
            "public final class Bad_LoginForm implements dev.silk.web.forms.FormBinder<p.Bad.Login>"),
        generated);
    assertTrue(generated.contains("var v_remember = r.bool(\"remember\");"), generated);
  }
}
