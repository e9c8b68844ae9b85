package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every misuse of the annotations is a compile error on the element at fault, saying what is wrong
 * and what to do instead. These compile with {@code -proc:only}: no generated code is compiled.
 */
@Tag("slow")
class MisuseErrorTest {
  private static void assertErrorAt(String source, String snippet, String... expected) {
    String name = "p." + typeName(source);
    InMemoryCompiler.Result result =
        new InMemoryCompiler().source(name, source).compile("-proc:only");
    List<Diagnostic<? extends JavaFileObject>> errors = result.errors();
    assertEquals(1, errors.size(), () -> "expected one error, got:\n" + result.report());
    Diagnostic<? extends JavaFileObject> error = errors.get(0);
    assertEquals(
        InMemoryCompiler.lineOf(source, snippet),
        error.getLineNumber(),
        () -> "wrong line:\n" + result.report());
    String message = error.getMessage(Locale.ROOT);
    for (String part : expected) {
      assertTrue(message.contains(part), () -> "message lacks '" + part + "':\n" + message);
    }
  }

  private static final java.util.regex.Pattern PUBLIC_TYPE =
      java.util.regex.Pattern.compile(
          "public\\s+(?:sealed\\s+|final\\s+)*(?:record|class|interface|enum)\\s+(\\w+)");

  private static String typeName(String source) {
    java.util.regex.Matcher m = PUBLIC_TYPE.matcher(source);
    if (!m.find()) {
      throw new IllegalArgumentException("no public type in\n" + source);
    }
    return m.group(1);
  }

  @Test
  void jsonDefaultOnAMemberThatIsNotPrimitiveIsAnErrorSayingItReadsAsNullAlready() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Song(
            @dev.silk.json.JsonDefault String title,
            int plays) {}
        """,
        "String title",
        "@JsonDefault is for primitive members",
        "a missing java.lang.String already reads as null",
        "remove the annotation");
  }

  @Test
  void anUnsupportedMemberTypeIsAnErrorOnThatComponentNamingTheSupportedTypesAndTheWayOut() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Bad(
            long id,
            java.io.File file) {}
        """,
        "java.io.File file",
        "member 'file' of Bad cannot be read or written as JSON",
        "does not know the type java.io.File",
        "Supported: primitives and their boxes, String, enums",
        "@JsonUse(YourCodec.class)");
  }

  @Test
  void aRecordMemberThatIsNotJsonBoundIsAnErrorAskingForTheAnnotation() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Outer(
            Inner inner) {
          public record Inner(int x) {}
        }
        """,
        "Inner inner",
        "the record p.Outer.Inner is not @JsonBound: annotate it with @JsonBound");
  }

  @Test
  void anUnsupportedElementTypeInsideAContainerIsReportedOnTheComponent() {
    assertErrorAt(
        """
        package p;
        import java.util.*;
        @dev.silk.json.JsonBound
        public record Bag(
            String name,
            List<Map<String, Optional<Thread>>> deep) {}
        """,
        "deep",
        "member 'deep' of Bag",
        "java.lang.Thread");
  }

  @Test
  void mapsKeyedByAnythingButStringsOrEnumsAreRefused() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Counts(
            java.util.Map<Integer, String> byNumber) {}
        """,
        "byNumber",
        "map keys must be String or an enum, not java.lang.Integer");
  }

  @Test
  void rawContainersAreRefusedBecauseTheirElementTypeIsUnknown() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        @SuppressWarnings("rawtypes")
        public record Raw(
            java.util.List items) {}
        """,
        "java.util.List items",
        "raw type");
  }

  @Test
  void wildcardsAreRefusedBecauseReadingMustCreateAConcreteType() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Wild(
            java.util.List<? extends Number> numbers) {}
        """,
        "numbers",
        "wildcard");
  }

  @Test
  void arraysOfGenericTypesAreRefused() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Generic(
            java.util.List<String>[] lists) {}
        """,
        "lists",
        "array of the generic type java.util.List<java.lang.String>");
  }

  @Test
  void twoMembersWithTheSameJsonNameAreAnErrorOnTheSecond() {
    assertErrorAt(
        """
        package p;
        import dev.silk.json.JsonName;
        @dev.silk.json.JsonBound
        public record Twice(
            String name,
            @JsonName("name") String alias) {}
        """,
        "alias",
        "members 'name' and 'alias' of Twice both have the JSON name 'name'");
  }

  @Test
  void namingRulesCanAlsoMakeTwoMembersCollide() {
    assertErrorAt(
        """
        package p;
        import dev.silk.json.*;
        @JsonBound(naming = JsonNaming.SNAKE_CASE)
        public record Snake(
            String userId,
            String user_id) {}
        """,
        "String user_id",
        "both have the JSON name 'user_id'");
  }

  @Test
  void jsonBoundOnAClassIsAnErrorOnTheClass() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public class Plain {
          public int x;
        }
        """,
        "public class Plain",
        "@JsonBound applies to records, enums and sealed interfaces",
        "not to class Plain");
  }

  @Test
  void jsonBoundOnAnInterfaceThatIsNotSealedAsksForSealed() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public interface Open {}
        """,
        "public interface Open",
        "must be sealed",
        "sealed interface Open permits");
  }

  @Test
  void aVariantThatIsNotAJsonBoundRecordIsAnErrorOnTheVariant() {
    assertErrorAt(
        """
        package p;
        import dev.silk.json.JsonBound;
        @JsonBound
        public sealed interface Shape permits Shape.Circle, Shape.Square {
          @JsonBound record Circle(double r) implements Shape {}
          record Square(double side) implements Shape {}
        }
        """,
        "record Square",
        "variant p.Shape.Square of sealed interface Shape must be a @JsonBound record");
  }

  @Test
  void aVariantMemberNamedLikeTheDiscriminatorIsAnErrorOnThatMember() {
    assertErrorAt(
        """
        package p;
        import dev.silk.json.JsonBound;
        @JsonBound(discriminator = "kind")
        public sealed interface Pet permits Pet.Dog {
          @JsonBound record Dog(
              String name,
              String kind) implements Pet {}
        }
        """,
        "String kind",
        "member 'kind' of Pet.Dog has the JSON name 'kind', which Pet uses as its discriminator");
  }

  @Test
  void twoVariantsWithTheSameTagAreAnError() {
    assertErrorAt(
        """
        package p;
        import dev.silk.json.*;
        @JsonBound
        public sealed interface Event permits Event.A, Event.B {
          @JsonBound @JsonName("x") record A(int a) implements Event {}
          @JsonBound @JsonName("x") record B(int b) implements Event {}
        }
        """,
        "record B",
        "variants p.Event.A and p.Event.B of Event both have the tag 'x'");
  }

  @Test
  void aPrivateNestedRecordIsRefusedBecauseItsCodecLivesBesideIt() {
    assertErrorAt(
        """
        package p;
        public class Holder {
          @dev.silk.json.JsonBound
          private record Hidden(int x) {}
        }
        """,
        "private record Hidden",
        "must not be private");
  }

  @Test
  void aTypeVariableWithBoundsIsRefusedSinceTheCallerGivesItsCodec() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Page<T extends Number>(java.util.List<T> items) {}
        """,
        "public record Page",
        "the type variable T of @JsonBound record Page must not have bounds",
        "JsonCodec<T>");
  }

  @Test
  void aCollectionOfATypeVariableOtherThanListOrSetSaysWhichToDeclare() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Page<T>(
            java.util.ArrayList<T> items) {}
        """,
        "java.util.ArrayList<T> items",
        "a ArrayList of the type variable T",
        "declare it as a List or a Set");
  }

  @Test
  void aRawGenericRecordIsAnErrorAskingForItsTypeArguments() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Shelf(
            Shelf.Box box) {
          @dev.silk.json.JsonBound
          public record Box<T>(T content) {}
        }
        """,
        "Shelf.Box box",
        "the raw type p.Shelf.Box",
        "give its type arguments");
  }

  @Test
  void aGenericRecordHoldingItselfWithOtherArgumentsIsRefused() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public record Nest<T>(
            Nest<java.util.List<T>> deeper) {}
        """,
        "Nest<java.util.List<T>> deeper",
        "would need a new codec for every level of nesting");
  }

  @Test
  void twoGenericRecordsHoldingEachOtherAreRefusedOnBothSides() {
    String source =
        """
        package p;
        public class Both {
          @dev.silk.json.JsonBound
          public record Left<T>(Right<T> right) {}
          @dev.silk.json.JsonBound
          public record Right<T>(Left<T> left) {}
        }
        """;
    InMemoryCompiler.Result result =
        new InMemoryCompiler().source("p.Both", source).compile("-proc:only");
    List<Diagnostic<? extends JavaFileObject>> errors = result.errors();
    assertEquals(2, errors.size(), result::report);
    for (Diagnostic<? extends JavaFileObject> error : errors) {
      assertTrue(
          error.getMessage(Locale.ROOT).contains("two generic records that hold each other"),
          result::report);
    }
  }

  @Test
  void aGenericVariantOfASealedInterfaceIsRefused() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public sealed interface Shape permits Shape.Box {
          @dev.silk.json.JsonBound
          record Box<T>(T content) implements Shape {}
        }
        """,
        "record Box<T>",
        "variant p.Shape.Box of sealed interface Shape must not be generic");
  }

  @Test
  void aGenericInterfaceIsRefused() {
    assertErrorAt(
        """
        package p;
        @dev.silk.json.JsonBound
        public sealed interface Shape<T> permits Shape.Box {
          @dev.silk.json.JsonBound
          record Box(int side) implements Shape<String> {}
        }
        """,
        "public sealed interface Shape",
        "@JsonBound type Shape must not be generic: only a @JsonBound record may be");
  }

  @Test
  void jsonUseMustNameACodecClass() {
    assertErrorAt(
        """
        package p;
        import dev.silk.json.*;
        @JsonBound
        public record Uses(
            @JsonUse(String.class) java.io.File file) {}
        """,
        "java.io.File file",
        "@JsonUse(java.lang.String.class) must name a class implementing JsonCodec<T>");
  }

  @Test
  void jsonUseMustNameACodecOfTheMembersTypeOrOfItsElements() {
    assertErrorAt(
        """
        package p;
        import dev.silk.json.*;
        @JsonBound
        public record Uses(
            @JsonUse(Uses.Upper.class) java.util.List<Integer> numbers) {
          public static final class Upper implements JsonCodec<String> {
            public static final Upper INSTANCE = new Upper();
            public void write(JsonOutput out, String v) { out.value(v.toUpperCase()); }
            public String read(JsonInput in) { return in.readString(); }
          }
        }
        """,
        "numbers",
        "@JsonUse names a codec of java.lang.String, but member 'numbers' is a"
            + " java.util.List<java.lang.Integer> and holds none");
  }

  @Test
  void jsonUseNeedsAnInstanceOrAPublicConstructor() {
    assertErrorAt(
        """
        package p;
        import dev.silk.json.*;
        @JsonBound
        public record Uses(
            @JsonUse(Uses.Hidden.class) String text) {
          public static final class Hidden implements JsonCodec<String> {
            private Hidden() {}
            public void write(JsonOutput out, String v) { out.value(v); }
            public String read(JsonInput in) { return in.readString(); }
          }
        }
        """,
        "String text",
        "needs a public static final INSTANCE field or a public no-argument constructor");
  }

  @Test
  void aValidRecordProducesNoErrorAndACodecNamedAfterItsEnclosingTypes() {
    String source =
        """
        package p;
        public class Outer {
          @dev.silk.json.JsonBound
          public record Item(long id, String name) {}
        }
        """;
    InMemoryCompiler.Result result =
        new InMemoryCompiler().source("p.Outer", source).compile("-proc:only");
    assertTrue(result.errors().isEmpty(), result::report);
    String generated = result.generatedSource("p.Outer_ItemCodec");
    assertTrue(
        generated.contains(
            "public final class Outer_ItemCodec implements JsonCodec<p.Outer.Item>"));
    assertTrue(generated.contains("public static final Outer_ItemCodec INSTANCE"));
    assertFalse(
        generated.contains("@Generated"),
        "no annotation that would need java.compiler at run time");
  }
}
