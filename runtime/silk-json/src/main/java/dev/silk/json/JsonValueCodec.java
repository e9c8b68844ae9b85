package dev.silk.json;

import java.util.Arrays;

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

  /**
   * Writes depth-first with a stack of the open containers and, for each, the index of its next
   * member or element: no iterator or entry object per member (D252). The members and elements of
   * the innermost container are written in one loop until a nested container comes (D274).
   */
  private static void writeTree(JsonOutput out, JsonValue value) {
    JsonValue[] open = new JsonValue[8];
    int[] next = new int[8];
    int depth = 0;
    JsonValue v = value;
    while (true) {
      if (v instanceof JsonObject || v instanceof JsonArray) {
        if (depth == open.length) {
          open = Arrays.copyOf(open, 2 * depth);
          next = Arrays.copyOf(next, 2 * depth);
        }
        if (v instanceof JsonObject) {
          out.beginObject();
        } else {
          out.beginArray();
        }
        open[depth] = v;
        next[depth++] = 0;
      } else {
        writeScalar(out, v);
      }
      v = null;
      while (v == null && depth > 0) {
        JsonValue top = open[depth - 1];
        int i = next[depth - 1];
        if (top instanceof JsonObject o) {
          String[] names = o.names();
          int n = o.size();
          if (names != null) {
            // The scalars in one call, name and value in one step each (D353, D375).
            Object[] values = o.values();
            i = out.treeMembers(names, values, i, n);
            if (i < n) {
              out.key(names[i], i);
              v = TreeSlots.element(values[i++]); // an object or an array
            }
          } else {
            for (; i < n; i++) {
              out.key(o.nameAt(i));
              JsonValue m = o.valueAt(i);
              if (!(m instanceof JsonObject || m instanceof JsonArray)) {
                writeScalar(out, m);
                continue;
              }
              v = m;
              i++;
              break;
            }
          }
          if (v == null) {
            out.endObject();
          }
        } else {
          JsonArray a = (JsonArray) top;
          for (int n = a.size(); i < n; ) {
            JsonValue e = a.get(i++);
            if (e instanceof JsonObject || e instanceof JsonArray) {
              v = e;
              break;
            }
            writeScalar(out, e);
          }
          if (v == null) {
            out.endArray();
          }
        }
        if (v == null) {
          open[--depth] = null;
        } else {
          next[depth - 1] = i;
        }
      }
      if (v == null) {
        return;
      }
    }
  }

  static void writeScalar(JsonOutput out, JsonValue value) {
    if (value instanceof JsonString s) {
      out.value(s.value());
    } else if (value instanceof JsonNumber n) {
      n.writeTo(out);
    } else if (value instanceof JsonBoolean b) {
      out.value(b.value());
    } else {
      out.nullValue();
    }
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
   * refused or replaces the earlier value, as {@code duplicates} says. The frame of each depth is
   * kept for the next container at that depth, so a container costs its exact arrays (D252). The
   * input's tree reads decide on a value's first byte once and read a name with its colon, or a
   * container's end with the test for more, in one step (D253). The members or elements of the
   * innermost container are read in one loop, name and scalar value together, which it leaves only
   * for a nested container or at its end (D300); an array's objects are read inside the array's
   * loop, and go on as the innermost container only when they hold one (D355).
   */
  static JsonValue readTree(JsonInput in, DuplicateKeys duplicates) {
    boolean refuse = duplicates == DuplicateKeys.REFUSE;
    Frame[] frames = new Frame[4];
    int depth = 0;
    int b = in.treeValueStart();
    while (true) {
      JsonValue done = null;
      if (b == '{') {
        in.treeBeginObject();
        frames = open(frames, depth++, true);
      } else if (b == '[') {
        in.treeBeginArray();
        frames = open(frames, depth++, false);
      } else {
        done = scalar(in, b);
      }
      // Hand the finished value to its container and read on in it, closing every container that
      // ends here; a nested container goes back to the outer loop with its first byte in b.
      while (true) {
        if (depth == 0) {
          return done;
        }
        Frame top = frames[depth - 1];
        if (top.object) {
          ReadMembers members = top.members;
          if (done != null) {
            members.value(done);
          }
          b = readMembers(in, members, refuse);
          if (b != ENDED) {
            break;
          }
          done = members.take();
          members.clear();
        } else {
          if (done != null) {
            top.addElement(done);
          }
          boolean more;
          while (more = in.treeNextElement()) {
            b = in.treeValueStart();
            if (b == '{') {
              // An object of the array is read here, in the frame of the next depth, and goes on
              // as the innermost container only when it holds one (D355).
              in.treeBeginObject();
              frames = open(frames, depth, true);
              ReadMembers members = frames[depth].members;
              b = readMembers(in, members, refuse);
              if (b != ENDED) {
                depth++;
                break;
              }
              top.addElement(members.take());
              members.clear();
            } else if (b == '[') {
              break;
            } else {
              top.addElement(scalar(in, b));
            }
          }
          if (more) {
            break;
          }
          done = top.buildArray();
        }
        depth--;
      }
    }
  }

  /** What {@link #readMembers} answers at the end of an object: no byte is this. */
  private static final int ENDED = Integer.MIN_VALUE;

  /**
   * Reads members, name and scalar value, until one whose value is an object or an array, and
   * answers the first byte of that value, its name read; {@link #ENDED} at the object's end, its
   * brace read.
   */
  private static int readMembers(JsonInput in, ReadMembers members, boolean refuse) {
    int c = members.readInShape(in); // a list's records, in the places of the one before (D360)
    if (c != ReadMembers.LEFT) {
      return c;
    }
    while (members.readName(in, refuse) != null) {
      int b = in.treeValueStart();
      if (b == '{' || b == '[') {
        return b;
      }
      members.value(scalar(in, b));
    }
    return ENDED;
  }

  /** Reads a value that is no container, whose first byte b {@code treeValueStart()} answered. */
  static JsonValue scalar(JsonInput in, int b) {
    return switch (b) {
      case '"' -> new JsonString(in.treeString());
      case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> in.treeNumber(b);
      case 't', 'f' -> JsonBoolean.of(in.treeBoolean(b));
      case 'n' -> {
        in.treeNull();
        yield JsonNull.INSTANCE;
      }
      case -1 -> throw in.error("expected a value but the input ends here");
      default -> throw in.treeNoValue();
    };
  }

  /** Readies the frame at {@code depth} for an object or an array; answers the frames. */
  private static Frame[] open(Frame[] frames, int depth, boolean object) {
    if (depth == frames.length) {
      frames = Arrays.copyOf(frames, 2 * depth);
    }
    Frame f = frames[depth];
    if (f == null) {
      f = frames[depth] = new Frame();
    }
    f.object = object;
    // Made on first use at this depth: a document of one object needs no element array.
    if (object && f.members == null) {
      f.members = new ReadMembers(4); // grown for a larger object, and kept for the next one
    } else if (!object && f.elements == null) {
      f.elements = new Object[8];
    }
    return frames;
  }

  /**
   * An object or array being read at one depth, kept for the next container at that depth: the
   * members or elements gather here and are copied out at their exact number when it ends.
   */
  private static final class Frame {
    ReadMembers members;
    Object[] elements;
    int count;
    boolean object;

    /**
     * The elements once they outgrow a block: one array that large would be humongous to G1 (D129),
     * so they move into a {@link BlockList}.
     */
    BlockList<JsonValue> large;

    void addElement(JsonValue value) {
      int n = count;
      Object[] e = elements;
      if (n < e.length && large == null) {
        e[n] = value;
        count = n + 1;
      } else {
        addSlow(value);
      }
    }

    private void addSlow(JsonValue value) {
      if (large != null) {
        large.add(value);
      } else if (count == BlockList.BLOCK) {
        large = new BlockList<>(JsonArray.listOf(elements, count));
        large.add(value);
        elements = new Object[8];
        count = 0;
      } else {
        if (count == elements.length) {
          elements = Arrays.copyOf(elements, 2 * count);
        }
        elements[count++] = value;
      }
    }

    JsonArray buildArray() {
      if (large != null) {
        JsonArray a = new JsonArray(large);
        large = null;
        return a;
      }
      int n = count;
      if (n == 0) {
        return JsonArray.EMPTY;
      }
      // Not cleared, as ReadMembers.clear() says: the next array writes over the elements.
      JsonArray a = new JsonArray(Arrays.copyOf(elements, n));
      count = 0;
      return a;
    }
  }
}
