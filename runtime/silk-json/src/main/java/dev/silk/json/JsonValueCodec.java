package dev.silk.json;

import java.util.AbstractMap;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes {@link JsonValue} trees. Both directions keep their own stack instead of
 * recursing, so a deep document costs heap, never the thread's stack.
 */
final class JsonValueCodec implements JsonCodec<JsonValue> {
  static final JsonValueCodec REFUSE = new JsonValueCodec(DuplicateKeys.REFUSE);
  static final JsonValueCodec LAST_WINS = new JsonValueCodec(DuplicateKeys.LAST_WINS);

  private final DuplicateKeys duplicates;

  private JsonValueCodec(DuplicateKeys duplicates) {
    this.duplicates = duplicates;
  }

  static JsonValueCodec of(DuplicateKeys duplicates) {
    return switch (duplicates) {
      case REFUSE -> REFUSE;
      case LAST_WINS -> LAST_WINS;
    };
  }

  @Override
  public JsonValue read(JsonInput in) {
    return readTree(in, duplicates);
  }

  /** Writes a tree whole, or (a string with a lone surrogate inside it) nothing at all. */
  @Override
  public void write(JsonOutput out, JsonValue value) {
    if (value == null) {
      out.nullValue();
      return;
    }
    out.atomically(() -> writeTree(out, value));
  }

  private static void writeTree(JsonOutput out, JsonValue value) {
    ArrayDeque<Frame> open = new ArrayDeque<>();
    JsonValue next = value;
    while (true) {
      if (next instanceof JsonObject o) {
        out.beginObject();
        open.push(new Frame(o.members().entrySet().iterator(), null));
      } else if (next instanceof JsonArray a) {
        out.beginArray();
        open.push(new Frame(null, a.elements().iterator()));
      } else {
        writeScalar(out, next);
      }
      next = null;
      while (next == null && !open.isEmpty()) {
        Frame top = open.peek();
        if (top.members != null) {
          if (top.members.hasNext()) {
            Map.Entry<String, JsonValue> member = top.members.next();
            out.key(member.getKey());
            next = member.getValue();
          } else {
            out.endObject();
            open.pop();
          }
        } else if (top.elements.hasNext()) {
          next = top.elements.next();
        } else {
          out.endArray();
          open.pop();
        }
      }
      if (next == null) {
        return;
      }
    }
  }

  /** An object or array being written: exactly one of the iterators is set. */
  private record Frame(
      Iterator<Map.Entry<String, JsonValue>> members, Iterator<JsonValue> elements) {}

  private static void writeScalar(JsonOutput out, JsonValue value) {
    if (value instanceof JsonString s) {
      out.value(s.value());
    } else if (value instanceof JsonNumber n) {
      writeNumber(out, n.text());
    } else if (value instanceof JsonBoolean b) {
      out.value(b.value());
    } else {
      out.nullValue();
    }
  }

  /**
   * Writes a number as the exact text it was read or built from: a {@link JsonNumber} holds only
   * valid JSON number text, so a tree written back keeps every digit and exponent as it came.
   */
  private static void writeNumber(JsonOutput out, String text) {
    out.number(text);
  }

  /** Compact JSON for toString(). */
  static String toJson(JsonValue value) {
    JsonOutput out = new JsonOutput();
    JsonValue.CODEC.write(out, value);
    return out.toString();
  }

  /** Reads the whole document: one value and nothing after it. */
  static JsonValue readDocument(JsonInput in, DuplicateKeys duplicates) {
    JsonValue value = readTree(in, duplicates);
    in.end();
    return value;
  }

  /**
   * Reads one value, however deeply nested, into a tree. A name repeated within an object is
   * refused or replaces the earlier value, as {@code duplicates} says.
   */
  static JsonValue readTree(JsonInput in, DuplicateKeys duplicates) {
    boolean refuse = duplicates == DuplicateKeys.REFUSE;
    ArrayDeque<Builder> open = new ArrayDeque<>();
    while (true) {
      JsonValue done = null;
      switch (in.peek()) {
        case BEGIN_OBJECT -> {
          in.beginObject();
          open.push(new Builder(new LinkedHashMap<>(), null));
        }
        case BEGIN_ARRAY -> {
          in.beginArray();
          open.push(new Builder(null, new ArrayList<>()));
        }
        case STRING -> done = new JsonString(in.readString());
        case NUMBER -> done = new JsonNumber(in.readNumberText());
        case TRUE, FALSE -> done = JsonBoolean.of(in.readBoolean());
        case NULL -> {
          in.readNull();
          done = JsonNull.INSTANCE;
        }
        default -> throw in.error("expected a value but the input ends here");
      }
      // Hand the finished value to its container, closing every container that ends here.
      while (true) {
        Builder top = open.peek();
        if (top == null) {
          return done;
        }
        if (done != null) {
          top.add(done);
          done = null;
        }
        if (top.members != null) {
          if (in.hasNext()) {
            int at = in.position(); // the name's opening quote
            String name = in.readKey();
            if (!top.name(name) && refuse) {
              throw in.errorAt(
                  at,
                  "the member name '"
                      + JsonException.excerpt(name)
                      + "' appears twice in one object");
            }
            break;
          }
          in.endObject();
          done = new JsonObject(top.members);
        } else {
          if (in.hasNext()) {
            break;
          }
          in.endArray();
          done = new JsonArray(top.elements);
        }
        open.pop();
      }
    }
  }

  /**
   * An object or array being read: exactly one of the collections is set. One that outgrows a block
   * moves into a {@link BlockMap} or {@link BlockList}, whose arrays G1 never makes humongous
   * (D129).
   */
  private static final class Builder {
    Map<String, JsonValue> members;
    List<JsonValue> elements;

    /** The name of the member being read, while members is a small map. */
    private String name;

    /** members once it outgrew a block, and the member being read in it. */
    private BlockMap<JsonValue> blocks;

    private AbstractMap.SimpleEntry<String, JsonValue> member;

    Builder(Map<String, JsonValue> members, List<JsonValue> elements) {
      this.members = members;
      this.elements = elements;
    }

    /** Names the member whose value comes next; false if the object has that name already. */
    boolean name(String name) {
      if (blocks != null) {
        int before = blocks.size();
        member = blocks.member(name);
        return blocks.size() > before;
      }
      this.name = name;
      return !members.containsKey(name);
    }

    void add(JsonValue value) {
      if (members == null) {
        if (elements.size() == BlockList.BLOCK && !(elements instanceof BlockList)) {
          elements = new BlockList<>(elements);
        }
        elements.add(value);
      } else if (blocks != null) {
        member.setValue(value);
      } else {
        members.put(name, value);
        if (members.size() == BlockList.BLOCK) {
          blocks = new BlockMap<>(members);
          members = blocks;
        }
      }
    }
  }
}
