package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Random documents written compact and pretty are read by Jackson as the values written. */
class JsonOutputDocumentTest {
  private static final JsonMapper JACKSON = JsonMapper.builder().build();

  private static Object randomValue(SplittableRandom random, int depth) {
    int kind = random.nextInt(depth > 4 ? 7 : 9);
    return switch (kind) {
      case 0 -> null;
      case 1 -> random.nextBoolean();
      case 2 -> random.nextInt();
      case 3 -> random.nextLong() | 1L << 40;
      case 4 -> {
        double d = Double.longBitsToDouble(random.nextLong());
        yield Double.isFinite(d) ? d : random.nextDouble();
      }
      case 5 -> random.nextInt(100_000) / 100.0;
      case 6 -> JsonOutputStringTest.randomString(random, random.nextInt(90));
      case 7 -> {
        List<Object> list = new ArrayList<>();
        for (int i = random.nextInt(6); i > 0; i--) {
          list.add(randomValue(random, depth + 1));
        }
        yield list;
      }
      default -> {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = random.nextInt(6); i > 0; i--) {
          map.put(JsonOutputStringTest.randomString(random, 8), randomValue(random, depth + 1));
        }
        yield map;
      }
    };
  }

  private static void write(JsonOutput out, Object v) {
    if (v == null) {
      out.nullValue();
    } else if (v instanceof Boolean b) {
      out.value(b.booleanValue());
    } else if (v instanceof Integer i) {
      out.value(i.intValue());
    } else if (v instanceof Long l) {
      out.value(l.longValue());
    } else if (v instanceof Double d) {
      out.value(d.doubleValue());
    } else if (v instanceof String s) {
      out.value(s);
    } else if (v instanceof List<?> list) {
      out.beginArray();
      for (Object e : list) {
        write(out, e);
      }
      out.endArray();
    } else {
      out.beginObject();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
        out.key((String) e.getKey());
        write(out, e.getValue());
      }
      out.endObject();
    }
  }

  @Test
  void randomDocumentsReadBackAsWrittenAndPrettyEqualsCompact() {
    long seed = 0xD0C5L;
    SplittableRandom random = new SplittableRandom(seed);
    JsonOutput compact = new JsonOutput(8);
    JsonOutput pretty = JsonOutput.pretty();
    for (int n = 0; n < 3000; n++) {
      Object value = randomValue(random, 0);
      write(compact.reset(), value);
      write(pretty.reset(), value);
      String context = "seed " + seed + ", document " + n + ": " + compact;
      assertEquals(value, JACKSON.readValue(compact.toBytes(), Object.class), context);
      JsonNode compactTree = JACKSON.readTree(compact.toBytes());
      assertEquals(compactTree, JACKSON.readTree(pretty.toBytes()), context);
    }
  }
}
