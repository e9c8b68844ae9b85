package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import dev.silk.json.JsonNull;
import dev.silk.json.JsonValue;
import dev.silk.json.processor.fixtures.BenchItem;
import dev.silk.json.processor.fixtures.BenchItemCodec;
import dev.silk.json.processor.fixtures.Color;
import dev.silk.json.processor.fixtures.ColorCodec;
import dev.silk.json.processor.fixtures.Empty;
import dev.silk.json.processor.fixtures.EmptyCodec;
import dev.silk.json.processor.fixtures.Event;
import dev.silk.json.processor.fixtures.EventCodec;
import dev.silk.json.processor.fixtures.Everything;
import dev.silk.json.processor.fixtures.EverythingCodec;
import dev.silk.json.processor.fixtures.Money;
import dev.silk.json.processor.fixtures.Part;
import dev.silk.json.processor.fixtures.PartCodec;
import dev.silk.json.processor.fixtures.Point;
import dev.silk.json.processor.fixtures.Profile;
import dev.silk.json.processor.fixtures.ProfileCodec;
import dev.silk.json.processor.fixtures.Reading;
import dev.silk.json.processor.fixtures.ReadingCodec;
import dev.silk.json.processor.fixtures.Shape;
import dev.silk.json.processor.fixtures.ShapeCodec;
import dev.silk.json.processor.fixtures.Strict;
import dev.silk.json.processor.fixtures.StrictCodec;
import dev.silk.json.processor.fixtures.Track;
import dev.silk.json.processor.fixtures.TrackCodec;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The documented read semantics of generated codecs, one document at a time. */
class ReadSemanticsTest {
  private static final BenchItem ITEM = new BenchItem(7, "Pen", "blue ink", 12, true);

  private static <T> JsonException failure(JsonCodec<T> codec, String json) {
    return assertThrows(JsonException.class, () -> Json.read(codec, json));
  }

  @Test
  void membersInDeclaredOrderReadAsWritten() {
    assertEquals(
        ITEM,
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"id\":7,\"name\":\"Pen\",\"description\":\"blue ink\",\"stock\":12,\"available\":true}"));
  }

  @Test
  void membersInReverseOrderReadTheSame() {
    assertEquals(
        ITEM,
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"available\":true,\"stock\":12,\"description\":\"blue ink\",\"name\":\"Pen\",\"id\":7}"));
  }

  @Test
  void membersInAlphabeticalOrderReadTheSameAlsoWhenOneIsMissingOrUnknownOnesComeBetween() {
    assertEquals(
        ITEM,
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"available\":true,\"description\":\"blue ink\",\"id\":7,\"name\":\"Pen\",\"stock\":12}"));
    assertEquals(
        new BenchItem(7, null, "blue ink", 12, true),
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"available\":true,\"description\":\"blue ink\",\"id\":7,\"stock\":12}"));
    assertEquals(
        ITEM,
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"available\":true,\"color\":\"red\",\"description\":\"blue ink\",\"id\":7,"
                + "\"name\":\"Pen\",\"stock\":12,\"weight\":3}"));
  }

  @Test
  void aMemberLeftOutInTheMiddleKeepsTheRestInTheDeclaredRun() {
    assertEquals(
        new BenchItem(7, null, "blue ink", 12, true),
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"id\":7,\"description\":\"blue ink\",\"stock\":12,\"available\":true}"));
    assertEquals(
        new BenchItem(7, "Pen", null, 12, true),
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"id\":7,\"name\":\"Pen\",\"stock\":12,\"available\":true}"));
    // A member repeated later still reads its last value, as before.
    assertEquals(
        new BenchItem(7, "Ink", "blue ink", 12, true),
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"id\":7,\"name\":\"Pen\",\"description\":\"blue ink\",\"stock\":12,"
                + "\"available\":true,\"name\":\"Ink\"}"));
  }

  @Test
  void pythonJsonDumpsSpacingReadsTheSame() {
    assertEquals(
        ITEM,
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"id\": 7, \"name\": \"Pen\", \"description\": \"blue ink\", \"stock\": 12, \"available\": true}"));
  }

  @Test
  void prettyPrintedDocumentsReadTheSame() {
    String json =
        "{\n  \"id\" : 7,\n  \"name\" : \"Pen\",\n\t\"description\":\r\n \"blue ink\" ,\n"
            + "  \"stock\" : 12,\n  \"available\" : true\n}\n";
    assertEquals(ITEM, Json.read(BenchItemCodec.INSTANCE, json));
  }

  @Test
  void unknownMembersAreSkippedWhateverTheirValue() {
    String json =
        "{\"x\":{\"a\":[1,{\"b\":null}]},\"id\":7,\"idx\":\"?\",\"name\":\"Pen\",\"nam\":1,"
            + "\"description\":\"blue ink\",\"stock\":12,\"stocks\":[],\"available\":true,\"z\":false}";
    assertEquals(ITEM, Json.read(BenchItemCodec.INSTANCE, json));
  }

  @Test
  void aStrictRecordReportsAnUnknownMemberByName() {
    assertEquals(new Strict(1, "b"), Json.read(StrictCodec.INSTANCE, "{\"b\":\"b\",\"a\":1}"));
    JsonException e = failure(StrictCodec.INSTANCE, "{\"a\":1,\"c\":2,\"b\":\"b\"}");
    assertEquals("unknown member 'c' of Strict", e.reason());
    assertEquals(1, e.line());
    assertTrue(e.column() > 1);
  }

  @Test
  void aMissingPrimitiveMemberIsAnErrorNamingIt() {
    JsonException e =
        failure(BenchItemCodec.INSTANCE, "{\"id\":7,\"name\":\"Pen\",\"available\":true}");
    assertEquals("missing member 'stock' of BenchItem", e.reason());
  }

  @Test
  void aJsonDefaultMemberMissingReadsAsItsTypesDefaultAndTheOthersStayRequired() {
    assertEquals(
        new Track("Intro", false, 0, 9),
        Json.read(TrackCodec.INSTANCE, "{\"id\":9,\"title\":\"Intro\"}"));
    assertEquals(
        new Track("Intro", true, 4, 9),
        Json.read(
            TrackCodec.INSTANCE, "{\"plays\":4,\"id\":9,\"hasBitrate\":true,\"title\":\"Intro\"}"));
    JsonException e = failure(TrackCodec.INSTANCE, "{\"title\":\"Intro\",\"plays\":4}");
    assertEquals("missing member 'id' of Track", e.reason());
    JsonException nullPlays = failure(TrackCodec.INSTANCE, "{\"id\":9,\"plays\":null}");
    assertEquals("member 'plays' of Track cannot be null: it is an int", nullPlays.reason());
  }

  @Test
  void aRecordThatDefaultsMissingPrimitivesReadsAnEmptyObjectAsDefaults() {
    assertEquals(
        new Reading(0, 0L, 0.0, 0.0f, false, (short) 0, (byte) 0, '\0', null),
        Json.read(ReadingCodec.INSTANCE, "{}"));
    assertEquals(
        new Reading(1, 2L, 0.5, 0.25f, true, (short) 3, (byte) 4, 'x', 5),
        Json.read(
            ReadingCodec.INSTANCE,
            "{\"boxed\":5,\"c\":\"x\",\"y\":4,\"s\":3,\"b\":true,\"f\":0.25,\"d\":0.5,\"l\":2,\"i\":1}"));
    JsonException e = failure(ReadingCodec.INSTANCE, "{\"b\":null}");
    assertEquals("member 'b' of Reading cannot be null: it is a boolean", e.reason());
  }

  @Test
  void nullForAPrimitiveMemberIsAnErrorAtThatMember() {
    JsonException e =
        failure(BenchItemCodec.INSTANCE, "{\"id\":7,\n\"stock\":null,\"available\":true}");
    assertEquals("member 'stock' of BenchItem cannot be null: it is an int", e.reason());
    assertEquals(2, e.line());
  }

  @Test
  void missingReferenceMembersAreNullAndMissingOptionalsEmpty() {
    Part part = Json.read(PartCodec.INSTANCE, "{\"quantity\":3}");
    assertEquals(new Part(null, 3, Optional.empty()), part);
    Profile profile = Json.read(ProfileCodec.INSTANCE, "{}");
    assertEquals(
        new Profile(null, null, Optional.empty(), OptionalInt.empty(), null, null), profile);
  }

  @Test
  void nullReadsAsNullForReferencesAndEmptyForOptionals() {
    assertEquals(
        new Part(null, 3, Optional.empty()),
        Json.read(PartCodec.INSTANCE, "{\"sku\":null,\"quantity\":3,\"color\":null}"));
    assertEquals(
        new Profile(null, null, Optional.empty(), OptionalInt.empty(), null, null),
        Json.read(
            ProfileCodec.INSTANCE,
            "{\"first_name\":null,\"nick_name\":null,\"lucky_number\":null,\"age\":null}"));
    assertNull(Json.read(PartCodec.INSTANCE, "null"));
  }

  @Test
  void aKeyWrittenWithEscapesStillMatchesItsMember() {
    assertEquals(
        ITEM,
        Json.read(
            BenchItemCodec.INSTANCE,
            "{\"\\u0069d\":7,\"n\\u0061me\":\"Pen\",\"description\":\"blue ink\",\"stock\":12,\"available\":true}"));
  }

  @Test
  void aRepeatedMemberKeepsTheLastValue() {
    assertEquals(
        new Part("b", 2, Optional.empty()),
        Json.read(
            PartCodec.INSTANCE, "{\"sku\":\"a\",\"quantity\":1,\"sku\":\"b\",\"quantity\":2}"));
  }

  @Test
  void aRecordWithoutMembersReadsAnyObject() {
    assertEquals(new Empty(), Json.read(EmptyCodec.INSTANCE, "{}"));
    assertEquals(new Empty(), Json.read(EmptyCodec.INSTANCE, "{\"a\":[1,2],\"b\":{}}"));
    assertEquals("{}", Json.toJson(EmptyCodec.INSTANCE, new Empty()));
  }

  @Test
  void enumConstantsUseTheirJsonNamesAndRejectOthers() {
    assertEquals("\"green\"", Json.toJson(ColorCodec.INSTANCE, Color.GREEN));
    assertEquals(Color.GREEN, Json.read(ColorCodec.INSTANCE, "\"green\""));
    assertEquals(Color.RED, Json.read(ColorCodec.INSTANCE, "\"RED\""));
    assertEquals(
        "expected one of RED, green, BLUE", failure(ColorCodec.INSTANCE, "\"GREEN\"").reason());
    JsonException e =
        failure(PartCodec.INSTANCE, "{\"sku\":\"a\",\"quantity\":1,\"color\":\"pink\"}");
    assertEquals("expected one of RED, green, BLUE", e.reason());
  }

  @Test
  void taggedUnionsReadTheirDiscriminatorFirstOrAnywhere() {
    Shape circle = new Shape.Circle(1.5);
    assertEquals("{\"kind\":\"circle\",\"radius\":1.5}", Json.toJson(ShapeCodec.INSTANCE, circle));
    assertEquals(circle, Json.read(ShapeCodec.INSTANCE, "{\"radius\":1.5,\"kind\":\"circle\"}"));
    Shape rect = new Shape.Rect(2, 3, Color.BLUE);
    assertEquals(
        rect,
        Json.read(
            ShapeCodec.INSTANCE,
            "{\"width\":2.0,\"x\":{\"y\":[1,2.50]},\"height\":3,\"kind\":\"Rect\",\"fill\":\"BLUE\"}"));
  }

  @Test
  void aTaggedUnionWithoutOrWithAnUnknownDiscriminatorIsAnError() {
    assertEquals(
        "missing member 'kind' of Shape",
        failure(ShapeCodec.INSTANCE, "{\"radius\":1.5}").reason());
    assertEquals(
        "unknown 'kind' of Shape: expected one of circle, Rect, group",
        failure(ShapeCodec.INSTANCE, "{\"kind\":\"square\",\"side\":1}").reason());
    assertEquals(
        "unknown 'kind' of Shape: expected one of circle, Rect, group",
        failure(ShapeCodec.INSTANCE, "{\"side\":1,\"kind\":\"square\"}").reason());
  }

  @Test
  void sealedSubInterfacesAddTheirRecordsToTheUnion() {
    JsonCodec<List<Event>> codec = EventCodec.INSTANCE.list();
    List<Event> events =
        List.of(new Event.Login("ann"), new Event.Card("4242", 1999), new Event.Cash(500));
    String json = Json.toJson(codec, events);
    assertEquals(
        "[{\"type\":\"login\",\"user\":\"ann\"},{\"type\":\"card\",\"last4\":\"4242\",\"cents\":1999},"
            + "{\"type\":\"cash\",\"cents\":500}]",
        json);
    assertEquals(events, Json.read(codec, json));
  }

  @Test
  void errorsBehindAMisplacedDiscriminatorArePlacedInTheOriginalDocument() {
    JsonException e = failure(ShapeCodec.INSTANCE, "\n\n  {\"radius\":null,\"kind\":\"circle\"}");
    assertEquals("member 'radius' of Shape.Circle cannot be null: it is a double", e.reason());
    assertEquals(3, e.line());
  }

  @Test
  void omitNullsLeavesOutNullMembersAndEmptyOptionals() {
    Profile profile =
        new Profile("Ann", null, Optional.empty(), OptionalInt.of(7), null, "https://ann.example");
    String json = Json.toJson(ProfileCodec.INSTANCE, profile);
    assertEquals(
        "{\"first_name\":\"Ann\",\"lucky_number\":7,\"URL\":\"https://ann.example\"}", json);
    assertEquals(profile, Json.read(ProfileCodec.INSTANCE, json));
  }

  @Test
  void withoutOmitNullsNullMembersAreWrittenAsNull() {
    assertEquals(
        "{\"sku\":null,\"quantity\":0,\"color\":null}",
        Json.toJson(PartCodec.INSTANCE, new Part(null, 0, Optional.empty())));
  }

  @Test
  void handWrittenCodecsNamedWithJsonUseReadAndWriteTheirMembersAndElements() {
    Everything e = new Samples(new java.util.SplittableRandom(1)).everything();
    Everything withMoney =
        new Everything(
            e.flag(),
            e.b(),
            e.s(),
            e.c(),
            e.i(),
            e.l(),
            e.f(),
            e.d(),
            e.boxedFlag(),
            e.boxedB(),
            e.boxedS(),
            e.boxedC(),
            e.boxedI(),
            e.boxedL(),
            e.boxedF(),
            e.boxedD(),
            e.text(),
            e.color(),
            e.maybeColor(),
            e.colors(),
            e.colorSet(),
            e.colorEnumSet(),
            e.colorByName(),
            e.countByColor(),
            e.namesByColor(),
            e.part(),
            e.parts(),
            e.labels(),
            e.numbers(),
            e.partsByGroup(),
            e.sorted(),
            e.matrix(),
            e.ints(),
            e.longs(),
            e.doubles(),
            e.flags(),
            e.strings(),
            e.partArray(),
            e.colorArray(),
            e.bytes(),
            e.chars(),
            e.grid(),
            e.note(),
            e.extra(),
            e.maybeList(),
            e.oi(),
            e.ol(),
            e.od(),
            e.amount(),
            e.big(),
            e.uuid(),
            e.instant(),
            e.date(),
            e.dateTime(),
            e.offsetDateTime(),
            e.duration(),
            e.shape(),
            e.shapes(),
            e.tree(),
            e.renamed(),
            new Money(-1234, "EUR"),
            List.of(new Money(5, "KRW")),
            Optional.of(new Point(1, -2)),
            Map.of("keyA", new Point(3, 4)),
            e.raw());
    String json = Json.toJson(EverythingCodec.INSTANCE, withMoney);
    assertTrue(
        json.contains("\"price\":\"-12.34 EUR\",\"prices\":[\"0.05 KRW\"],\"where\":[1,-2]"), json);
    assertTrue(json.contains("\"points\":{\"keyA\":[3,4]}"), json);
    assertTrue(json.contains("\"renamed member\":"), json);
    assertNull(
        DeepEquals.difference(withMoney, Json.read(EverythingCodec.INSTANCE, json), "value"));
  }

  @Test
  void aJsonValueMemberReadsNullAsJsonNullAndMissingAsNull() {
    String json =
        Json.toJson(
            EverythingCodec.INSTANCE, new Samples(new java.util.SplittableRandom(2)).everything());
    int at = json.indexOf(",\"raw\":");
    Everything withNull =
        Json.read(EverythingCodec.INSTANCE, json.substring(0, at) + ",\"raw\":null}");
    assertEquals(JsonNull.INSTANCE, withNull.raw());
    Everything missing = Json.read(EverythingCodec.INSTANCE, json.substring(0, at) + "}");
    assertNull(missing.raw());
    Everything tree =
        Json.read(
            EverythingCodec.INSTANCE, json.substring(0, at) + ",\"raw\":{\"a\":[1.50,true]}}");
    assertEquals(JsonValue.parse("{\"a\":[1.50,true]}"), tree.raw());
  }

  @Test
  void errorsInsideNestedRecordsNameTheNestedRecordAndCarryAPosition() {
    String json =
        Json.toJson(
            EverythingCodec.INSTANCE, new Samples(new java.util.SplittableRandom(3)).everything());
    String broken =
        json.replaceFirst(
            "\"part\":(null|\\{[^}]*\\})", "\"part\":{\"sku\":\"x\",\"quantity\":null}");
    JsonException e = failure(EverythingCodec.INSTANCE, broken);
    assertEquals("member 'quantity' of Part cannot be null: it is an int", e.reason());
    assertTrue(e.offset() > 0);
  }

  @Test
  void aNameRepeatedInsideAMapIsAnErrorAsWithJsonCodecMap() {
    String json =
        Json.toJson(
            EverythingCodec.INSTANCE, new Samples(new java.util.SplittableRandom(4)).everything());
    String broken =
        json.replaceFirst("\"sorted\":(null|\\{[^}]*\\})", "\"sorted\":{\"a\":1.0,\"a\":2.0}");
    assertEquals(
        "the member name \"a\" appears twice", failure(EverythingCodec.INSTANCE, broken).reason());
  }

  @Test
  void aConstructorRefusingTheValuesIsAJsonExceptionWithTheCause() {
    JsonException e =
        failure(dev.silk.json.processor.fixtures.RangeCodec.INSTANCE, "{\"low\":3,\"high\":1}");
    assertEquals("invalid Range: low 3 is above high 1", e.reason());
    assertTrue(e.getCause() instanceof IllegalArgumentException);
    assertEquals(1, e.line());
  }

  @Test
  void valuesOutOfRangeForTheirJavaTypeAreErrorsNotWraps() {
    failure(BenchItemCodec.INSTANCE, "{\"id\":7,\"stock\":2147483648,\"available\":true}");
    failure(BenchItemCodec.INSTANCE, "{\"id\":9223372036854775808,\"stock\":1,\"available\":true}");
  }
}
