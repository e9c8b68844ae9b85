package dev.silk.cli.bench.codecs.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonValue;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The samples silk bench codecs measures: repeatable, varied, finite for any record. */
class SampleValuesTest {
  enum Status {
    NEW,
    PAID
  }

  record Line(int quantity, String sku, Set<String> tags) {}

  record Order(
      long id,
      String customer,
      Status status,
      List<Line> lines,
      Map<String, Integer> counts,
      Map<Status, Line> byStatus,
      Optional<String> note,
      BigDecimal total,
      Instant placed,
      UUID reference,
      double weight,
      byte[] signature,
      int[] scores) {}

  record Node(String name, List<Node> children, Node parent) {}

  record Unknown(Thread thread) {}

  @Test
  void theSameSeedGivesTheSameSampleAndAnotherSeedAnother() {
    Order a = SampleValues.one(Order.class, 42);
    Order b = SampleValues.one(Order.class, 42);
    assertEquals(
        JsonValue.parse(JacksonMapper.create().writeValueAsString(a)),
        JsonValue.parse(JacksonMapper.create().writeValueAsString(b)));
    assertNotEquals(a.customer() + a.id(), SampleValues.one(Order.class, 7).customer() + a.id());
  }

  @Test
  void aSampleFillsEveryMemberWithAFewElementsInEachCollection() {
    Order order = SampleValues.one(Order.class, 42);
    assertNotNull(order.customer());
    assertNotNull(order.status());
    assertTrue(order.lines().size() >= 2 && order.lines().size() <= 4, order.lines()::toString);
    assertFalse(order.lines().get(0).tags().isEmpty());
    assertTrue(order.counts().size() >= 2);
    assertFalse(order.byStatus().isEmpty());
    assertTrue(order.note().isPresent());
    assertEquals(2, order.total().scale());
    assertNotNull(order.placed());
    assertNotNull(order.reference());
    assertEquals(12, order.signature().length);
    assertTrue(order.scores().length >= 2);
  }

  @Test
  void theListHoldsDifferentSamples() {
    List<Order> orders = SampleValues.list(Order.class, 42, 100);
    assertEquals(100, orders.size());
    assertTrue(orders.stream().map(Order::id).distinct().count() > 90, "ids vary");
  }

  @Test
  void aRecursiveTypeEndsAFewLevelsDown() {
    Node root = SampleValues.one(Node.class, 42);
    int depth = 0;
    for (Node node = root; node != null; node = node.parent()) {
      depth++;
    }
    assertTrue(depth <= 5, "depth " + depth);
    Node deepest = root;
    while (deepest.parent() != null) {
      deepest = deepest.parent();
    }
    assertNull(deepest.parent());
  }

  @Test
  void aMemberTypeWithoutSamplesIsNamedInTheError() {
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, () -> SampleValues.one(Unknown.class, 42));
    assertTrue(e.getMessage().contains("java.lang.Thread"), e.getMessage());
  }
}
