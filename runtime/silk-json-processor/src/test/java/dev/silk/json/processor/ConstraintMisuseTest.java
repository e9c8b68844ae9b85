package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** A constraint that cannot apply where it stands is a compile error there, saying why. */
class ConstraintMisuseTest {
  private static final String HEADER =
      """
      package p;
      import dev.silk.json.JsonBound;
      import dev.silk.json.validation.*;
      """;

  private static void assertErrorAt(String body, String snippet, String... expected) {
    String source = HEADER + body;
    InMemoryCompiler.Result result =
        new InMemoryCompiler().source("p.Bad", source).compile("-proc:only");
    List<Diagnostic<? extends JavaFileObject>> errors = result.errors();
    assertEquals(1, errors.size(), () -> "expected one error, got:\n" + result.report());
    assertEquals(
        InMemoryCompiler.lineOf(source, snippet),
        errors.get(0).getLineNumber(),
        () -> "wrong line:\n" + result.report());
    String message = errors.get(0).getMessage(Locale.ROOT);
    for (String part : expected) {
      assertTrue(message.contains(part), () -> "message lacks '" + part + "':\n" + message);
    }
  }

  @Test
  void notNullOnAPrimitiveSaysItIsNeverNull() {
    assertErrorAt(
        "@JsonBound public record Bad(\n    @NotNull int count) {}\n",
        "@NotNull int count",
        "@NotNull on the int member 'count': a primitive is never null");
  }

  @Test
  void stringConstraintsOnOtherTypesNameTheType() {
    assertErrorAt(
        "@JsonBound public record Bad(\n    @NotBlank java.util.List<String> tags) {}\n",
        "@NotBlank",
        "@NotBlank applies to String members, not to the java.util.List member 'tags'");
    assertErrorAt(
        "@JsonBound public record Bad(\n    @Email long id) {}\n",
        "@Email",
        "@Email applies to String members");
    assertErrorAt(
        "@JsonBound public record Bad(\n    @Size(max = 3) int n) {}\n",
        "@Size",
        "@Size applies to String, collections, maps and arrays, not to the int member 'n'");
    assertErrorAt(
        "@JsonBound public record Bad(\n    @Min(1) String n) {}\n",
        "@Min",
        "@Min applies to numbers");
  }

  @Test
  void boundsThatAllowNothingAreErrors() {
    assertErrorAt(
        "@JsonBound public record Bad(\n    @Min(5) @Max(1) int n) {}\n",
        "@Min(5)",
        "@Min(5) is above @Max(1) on 'n': no value fits");
    assertErrorAt(
        "@JsonBound public record Bad(\n    @Size(min = 4, max = 2) String s) {}\n",
        "@Size",
        "@Size(min = 4, max = 2) on 's' allows no length");
  }

  @Test
  void aPatternThatDoesNotCompileIsAnErrorWithJavasReason() {
    assertErrorAt(
        "@JsonBound public record Bad(\n    @Pattern(\"[a-z\") String s) {}\n",
        "@Pattern",
        "@Pattern on 's' is not a regular expression: Unclosed character class");
  }

  @Test
  void aCheckMustBeACallableBooleanMethodWithAMessageAndAKnownMember() {
    assertErrorAt(
        "@JsonBound public record Bad(int a) {\n  @Check(\"no\") int twice() { return 2 * a; }\n}\n",
        "int twice()",
        "@Check method twice() of Bad must be an instance method that takes nothing and returns"
            + " boolean");
    assertErrorAt(
        "@JsonBound public record Bad(int a) {\n  @Check(\" \") boolean ok() { return true; }\n}\n",
        "boolean ok()",
        "needs a message");
    assertErrorAt(
        "@JsonBound public record Bad(int a) {\n"
            + "  @Check(value = \"no\", member = \"b\") boolean ok() { return true; }\n}\n",
        "boolean ok()",
        "names the member 'b', which Bad does not have; use one of a");
  }

  @Test
  void constraintsOnARecordWithoutJsonBoundAreAWarningSayingTheyCheckNothing() {
    String source = HEADER + "public record Bad(\n    @NotBlank String name) {}\n";
    InMemoryCompiler.Result result =
        new InMemoryCompiler().source("p.Bad", source).compile("-proc:only");
    assertTrue(result.errors().isEmpty(), result::report);
    List<Diagnostic<? extends JavaFileObject>> warnings = result.of(Diagnostic.Kind.WARNING);
    assertEquals(1, warnings.size(), result::report);
    assertTrue(
        warnings.get(0).getMessage(Locale.ROOT).contains("the constraints on Bad are checked by"),
        result::report);
  }
}
