package dev.silk.json;

/**
 * Member names a writer has been handed as Strings, pre-encoded once they repeat.
 *
 * <p>Hand-written codecs call {@link JsonOutput#key(String)} with literals: the same String object
 * for every record of a list. Encoding and escaping the name again for every record cost the
 * hand-written list writer half its time against the generated codec's {@link JsonKey}s. A name
 * seen twice as the same object becomes a {@link JsonKey} held in a small direct-mapped table, so
 * later records write it with the two word stores a generated codec uses. Names are matched by
 * identity, never by contents: a map whose keys are fresh Strings on every write never fills the
 * table with keys it will not see again, and allocates nothing.
 */
final class RecentKeys {
  private static final int SIZE = 64;

  private final String[] seen = new String[SIZE];
  private final JsonKey[] keys = new JsonKey[SIZE];

  /** Places in an object that {@link #findAt} remembers a key for. */
  private static final int PLACES = 16;

  /** The key last found for each of an object's first places; made on first use. */
  private JsonKey[] atPlace;

  /**
   * {@link #find}, for a writer that knows the name's place in its object (the tree's, D298): the
   * name that the object before had in the same place, as the same String, is found by one compare
   * of references, without its hash or a look at the String.
   */
  JsonKey findAt(String name, int place) {
    if (place >= PLACES) {
      return find(name);
    }
    JsonKey[] placed = atPlace;
    if (placed == null) {
      atPlace = placed = new JsonKey[PLACES];
    }
    JsonKey key = placed[place];
    if (key != null && key.name() == name) {
      return key;
    }
    key = find(name);
    if (key != null) {
      placed[place] = key;
    }
    return key;
  }

  /** The pre-encoded key for {@code name}, or null the first time this String object is seen. */
  JsonKey find(String name) {
    int slot = name.hashCode() & (SIZE - 1);
    JsonKey key = keys[slot];
    if (key != null && key.name() == name) {
      return key;
    }
    if (seen[slot] == name) {
      key = JsonKey.of(name);
      keys[slot] = key;
      return key;
    }
    seen[slot] = name;
    return null;
  }
}
