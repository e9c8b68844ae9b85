package dev.silk.json;

import dev.silk.json.validation.Violations;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * Lists as JSON arrays; read lists are mutable and may hold nulls: {@link ArrayList}s up to {@link
 * BlockList#BLOCK} elements, {@link BlockList}s beyond (D129).
 */
final class ListCodec<T> implements JsonCodec<List<T>> {
  private final JsonCodec<T> element;

  /** Whether the element's codec reads the elements in a loop of its own. */
  private final boolean elementLoop;

  ListCodec(JsonCodec<T> element) {
    this.element = element;
    this.elementLoop = element.readsElements();
  }

  @Override
  public void write(JsonOutput out, List<T> list) {
    if (list == null) {
      out.nullValue();
      return;
    }
    out.beginArray();
    if (list instanceof RandomAccess) {
      // No iterator: the common ArrayList / List.of case allocates nothing here.
      for (int i = 0, n = list.size(); i < n; i++) {
        element.write(out, list.get(i));
      }
    } else {
      for (T value : list) {
        element.write(out, value);
      }
    }
    out.endArray();
  }

  @Override
  public List<T> read(JsonInput in) {
    if (in.nextIsNull()) {
      return null;
    }
    if (elementLoop) {
      return readInElementLoop(in);
    }
    ArrayList<T> list = new ArrayList<>();
    in.beginArray();
    while (in.hasNext()) {
      if (list.size() == BlockList.BLOCK) {
        return readBlocks(in, list);
      }
      list.add(element.read(in));
    }
    in.endArray();
    return list;
  }

  /**
   * The elements read by the element codec's own loop, each record read inside it (D383, D387);
   * apart from {@link #read} so that the loop of every other list compiles as it did without it.
   */
  private List<T> readInElementLoop(JsonInput in) {
    ArrayList<T> list = new ArrayList<>();
    in.beginArray();
    if (!element.readElements(in, list, BlockList.BLOCK)) {
      return readBlocks(in, list);
    }
    in.endArray();
    return list;
  }

  /** The rest of a list that has outgrown one block, after its first {@code head} elements. */
  private List<T> readBlocks(JsonInput in, ArrayList<T> head) {
    BlockList<T> list = new BlockList<>(head);
    do {
      list.add(element.read(in));
    } while (in.hasNext());
    in.endArray();
    return list;
  }

  @Override
  public JsonSchema schema() {
    return JsonSchema.array(JsonSchema.of(element));
  }

  @Override
  public boolean validates() {
    return element.validates();
  }

  @Override
  public void validate(List<T> list, Violations violations) {
    if (list == null || !element.validates()) {
      return;
    }
    int i = 0;
    for (T value : list) {
      violations.enter(i++);
      element.validate(value, violations);
      violations.leave();
    }
  }
}
