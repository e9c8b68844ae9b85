package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.Json;
import dev.silk.json.JsonException;
import dev.silk.json.processor.fixtures.valid.Order;
import dev.silk.json.processor.fixtures.valid.OrderCodec;
import dev.silk.json.processor.fixtures.valid.Order_ShapeCodec;
import dev.silk.json.processor.fixtures.valid.Order_WindowCodec;
import dev.silk.json.processor.fixtures.valid.PlainCodec;
import dev.silk.json.validation.Violation;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The checks silk-json-processor writes for the constraints of dev.silk.json.validation. */
class GeneratedValidationTest {
  private static final Order.Line LINE = new Order.Line("A-1", 1, List.of());
  private static final Order.Window WINDOW =
      new Order.Window(LocalDate.of(2024, 5, 1), LocalDate.of(2024, 5, 3));

  private static Order valid() {
    return new Order(
        "AB-12",
        "ann@example.com",
        List.of(LINE),
        Map.of(),
        Optional.empty(),
        new Order.Line[0],
        10,
        BigDecimal.ONE,
        WINDOW,
        new Order.Square(2));
  }

  private static String violations(Order order) {
    return OrderCodec.INSTANCE.violations(order).stream()
        .map(Violation::toString)
        .collect(Collectors.joining("\n"));
  }

  @Test
  void aValidValueHasNoViolationsAndCodecsWithoutConstraintsValidateNothing() {
    assertTrue(OrderCodec.INSTANCE.validates());
    assertEquals("", violations(valid()));
    assertFalse(PlainCodec.INSTANCE.validates(), "no constraint anywhere below Plain");
  }

  @Test
  void everyMemberReportsItsFirstFailingConstraintAllAtOnce() {
    Order bad =
        new Order(
            " ",
            "not an address",
            null,
            null,
            Optional.empty(),
            null,
            101,
            new BigDecimal("0.99"),
            null,
            null);
    assertEquals(
        String.join(
            "\n",
            "/reference: must not be blank",
            "/contact: must be an email address",
            "/lines: must not be null",
            "/discount: must be at most 100",
            "/total: must be at least 1"),
        violations(bad));
  }

  @Test
  void checksRunInOrderAndStopAtTheFirstThatFails() {
    Order tooLong = withReference("AB-" + "1".repeat(30));
    assertEquals("/reference: must be at most 20 characters", violations(tooLong));
    assertEquals(
        "/reference: use two capitals, a dash and digits", violations(withReference("ab-12")));
    assertEquals("/contact: must not be null", violations(withContact(null)));
  }

  @Test
  void recordsInsideListsMapsOptionalsArraysAndUnionsAreCheckedWithTheirPlaceInThePointer() {
    Map<String, Order.Line> extras = new LinkedHashMap<>();
    extras.put("wrap/ping", new Order.Line("", 1, null));
    Order o = valid();
    Order nested =
        new Order(
            o.reference(),
            o.contact(),
            List.of(LINE, new Order.Line("B-2", 0, List.of("a", "b", "c"))),
            extras,
            Optional.of(new Order.Line("C-3", 100, null)),
            new Order.Line[] {LINE, null, new Order.Line(null, 5, null)},
            o.discount(),
            o.total(),
            o.shipping(),
            new Order.Square(0));
    assertEquals(
        String.join(
            "\n",
            "/lines/1/quantity: must be at least 1",
            "/lines/1/notes: must have at most 2 elements",
            "/extras/wrap~1ping/sku: must not be blank",
            "/gift/quantity: must be at most 99",
            "/returns/2/sku: must not be blank",
            "/shape/side: must be at least 1"),
        violations(nested));
    assertEquals(
        "/lines: must have 1 to 3 elements",
        violations(withLines(List.of(LINE, LINE, LINE, LINE))));
  }

  @Test
  void recordChecksRunOnceTheMembersPassAndPointWhereTheySay() {
    LocalDate may = LocalDate.of(2024, 5, 1);
    assertEquals(
        "/ship-by/to: must not be before the start",
        violations(withWindow(new Order.Window(may, may.minusDays(1)))));
    assertEquals(
        "/ship-by: must be at most a year long",
        violations(withWindow(new Order.Window(may, may.plusYears(2)))));
    assertEquals(
        "/ship-by/to: must not be null", violations(withWindow(new Order.Window(may, null))));
    assertTrue(Order_WindowCodec.INSTANCE.validates());
    assertTrue(Order_ShapeCodec.INSTANCE.validates());
  }

  @Test
  void validationIsSeparateFromReadingSoAReadValueCanBeCheckedAfterwards() {
    String json = Json.toJson(OrderCodec.INSTANCE, withReference(""));
    Order read = Json.read(OrderCodec.INSTANCE, json);
    assertEquals(
        List.of(new Violation("/reference", "must not be blank")),
        OrderCodec.INSTANCE.violations(read));
  }

  @Test
  void aConstructorRefusalPointsAtTheRecordInsideTheDocument() {
    JsonException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            JsonException.class,
            () ->
                Json.read(
                    dev.silk.json.processor.fixtures.RangeCodec.INSTANCE.list(),
                    "[{\"low\":1,\"high\":2},{\"low\":3,\"high\":1}]"));
    assertTrue(e.refused());
    assertEquals("/1", e.pointer());
    assertEquals("invalid Range: low 3 is above high 1", e.reason());
  }

  private static Order withReference(String reference) {
    Order o = valid();
    return new Order(
        reference,
        o.contact(),
        o.lines(),
        o.extras(),
        o.gift(),
        o.returns(),
        o.discount(),
        o.total(),
        o.shipping(),
        o.shape());
  }

  private static Order withContact(String contact) {
    Order o = valid();
    return new Order(
        o.reference(),
        contact,
        o.lines(),
        o.extras(),
        o.gift(),
        o.returns(),
        o.discount(),
        o.total(),
        o.shipping(),
        o.shape());
  }

  private static Order withLines(List<Order.Line> lines) {
    Order o = valid();
    return new Order(
        o.reference(),
        o.contact(),
        lines,
        o.extras(),
        o.gift(),
        o.returns(),
        o.discount(),
        o.total(),
        o.shipping(),
        o.shape());
  }

  private static Order withWindow(Order.Window window) {
    Order o = valid();
    return new Order(
        o.reference(),
        o.contact(),
        o.lines(),
        o.extras(),
        o.gift(),
        o.returns(),
        o.discount(),
        o.total(),
        window,
        o.shape());
  }
}
