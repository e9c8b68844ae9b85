package dev.silk.json;

import java.util.Arrays;

/**
 * The members of an object the tree reader is reading, kept in its frame for the next object at the
 * same depth: with them, the names of the object read before, which the next one expects in the
 * same places (D302, D303, D294). A {@link JsonObject.Builder} has none of this (D299).
 */
final class ReadMembers extends Members {
  /**
   * The names of the object the reader took last, which the next one shares when its names are the
   * same Strings in the same order (D302): a list of records then holds one array of names.
   */
  private String[] lastNames;

  /**
   * {@link #WORDS} words per name of {@link #lastNames}: the two that {@link JsonInput#treeKeyIs}
   * compares the input with (D303), then the two and their masks that {@link
   * JsonInput#treeMemberIs} compares a member after the first with (D360); kept for the next shape
   * when long enough.
   */
  private long[] lastWords;

  /** The words per name in {@link #lastWords}. */
  private static final int WORDS = 6;

  /** Whether {@link #lastWords} holds the words of {@link #lastNames} yet. */
  private boolean wordsMade;

  /**
   * Whether every member read so far came as the name that {@link #lastNames} has in its place, the
   * reader's common case in a list of records: such names are not stored in {@link #names}, need no
   * repeated-name check and set no bit of {@link #seen} (D294). The first name that comes otherwise
   * stores them ({@link #leaveShape}).
   */
  private boolean inShape;

  /** The value of {@link #pending} for a member whose value goes into {@link #exact} (D356). */
  private static final int IN_EXACT = -3;

  /**
   * The values of an object read in the places of a shape of at most {@link #SCAN_LIMIT} names, at
   * the shape's length (D356): made at its first member, filled as the values come, and taken by
   * the object as it is when every name came in its place, where the values gathered in the frame
   * were copied out at their exact number. An object that leaves the shape copies them back.
   */
  private Object[] exact;

  /** Members with room for {@code capacity} before the arrays grow. */
  ReadMembers(int capacity) {
    super(capacity);
  }

  /**
   * The object of the members so far, for the reader, whose frame keeps its arrays for the next
   * object: the values are copied at their exact number (or, read in a small shape's places, taken
   * as they are, D356), the names too unless the object before had the same ones (D302), blocks
   * handed over; {@link #clear()} follows.
   */
  JsonObject take() {
    int n = size;
    if (n == 0) {
      return JsonObject.EMPTY;
    }
    if (inShape) {
      if (n == lastNames.length && n <= SCAN_LIMIT) {
        // Every name came in its place: the shape's names are this object's (D294), and the
        // values were read into an array of their exact number (D356).
        Object[] vs = exact;
        exact = null;
        return new JsonObject(lastNames, vs, null, null, n, null);
      }
      leaveShape(); // fewer names than the shape, or an object that needs its index
    }
    NameIndex x = handOverIndex();
    if (nameBlocks == null) {
      return new JsonObject(takeNames(n), Arrays.copyOf(values, n), null, null, n, x);
    }
    int count = ((n - 1) >>> SHIFT) + 1;
    String[][] nb = Arrays.copyOf(nameBlocks, count);
    Object[][] vb = Arrays.copyOf(valueBlocks, count);
    nameBlocks = null;
    valueBlocks = null;
    names = new String[8];
    values = new Object[8];
    return new JsonObject(null, null, nb, vb, n, x);
  }

  /**
   * The first n names as an array of their own: the one the object before took when it holds the
   * same Strings in the same order (the reader's cache gives one String per name, so identity
   * decides), else a copy, which the next object may share.
   */
  private String[] takeNames(int n) {
    String[] ns = names;
    String[] last = lastNames;
    if (last != null && last.length == n) {
      int i = 0;
      while (i < n && last[i] == ns[i]) {
        i++;
      }
      if (i == n) {
        return last;
      }
    }
    wordsMade = false; // made when a next object asks for them: a document of one object never does
    return lastNames = Arrays.copyOf(ns, n);
  }

  /** The words of {@link #lastNames}, made on first use for these names. */
  private long[] lastWords() {
    long[] words = lastWords;
    if (!wordsMade) {
      String[] shape = lastNames;
      int n = shape.length;
      if (words == null || words.length < WORDS * n) {
        lastWords = words = new long[WORDS * n];
      }
      for (int i = 0; i < n; i++) {
        JsonInput.nameWords(shape[i], words, WORDS * i);
        JsonInput.memberWords(words, WORDS * i);
      }
      wordsMade = true;
    }
    return words;
  }

  /**
   * Reads the next member's name and its colon and names the member whose value comes next ({@link
   * #value}); answers null at the end of the object. The input is first compared with the name that
   * the object read before had in this place (D303), which in a list of records is the name that
   * comes: while every name so far came so, the name is new by construction (the shape's names are
   * distinct) and is neither stored nor checked (D294). Any other name is read as it comes, and a
   * name the object has already is refused when {@code refuse} says so, or replaces its value.
   */
  String readName(JsonInput in, boolean refuse) {
    int n = size;
    String[] shape = lastNames;
    String name;
    if (shape != null && n < shape.length) {
      long[] words = lastWords();
      name = in.treeKeyIs(shape[n], words[WORDS * n], words[WORDS * n + 1]);
      if (name != null && inShape) {
        if (shape.length <= SCAN_LIMIT) {
          if (n == 0) {
            exact = new Object[shape.length];
          }
          pending = IN_EXACT;
          return name;
        }
        if (n < values.length) {
          pending = IN_PLACE;
          return name;
        }
      }
    } else {
      name = null;
    }
    if (name == null && (name = in.treeKey()) == null) {
      return null;
    }
    if (inShape) {
      leaveShape();
    }
    if (!name(name) && refuse) {
      throw in.errorAt(
          in.treeKeyAt,
          "the member name '" + JsonException.excerpt(name) + "' appears twice in one object");
    }
    return name;
  }

  /** What {@link #readInShape} answers when it read all it could: no byte is this. */
  static final int LEFT = Integer.MIN_VALUE + 1;

  /**
   * Reads members, name and scalar value, while their names come in the places of a shape of at
   * most {@link #SCAN_LIMIT} names, into {@link #exact} (D356), as {@link #readName} and {@link
   * #value} read them one call each, but in one loop whose shape, words, values and count stay in
   * registers, where each member loaded and stored the fields again (D360). Answers the first byte
   * of a value that is an object or an array, its member named (the value then comes through {@link
   * #value}), or {@link #LEFT}: at the shape's end, at a name that came otherwise (nothing of it
   * read), or at once when the object is out of its shape; {@link #readName} reads on.
   */
  int readInShape(JsonInput in) {
    String[] shape = lastNames;
    int n = size;
    if (!inShape || shape == null || shape.length > SCAN_LIMIT || n >= shape.length) {
      return LEFT;
    }
    int length = shape.length;
    long[] words = lastWords();
    Object[] vs = exact;
    while (n < length) {
      int w = WORDS * n;
      String name =
          n == 0
              ? in.treeKeyIs(shape[0], words[0], words[1])
              : in.treeMemberIs(
                  shape[n],
                  words[w],
                  words[w + 1],
                  words[w + 2],
                  words[w + 3],
                  words[w + 4],
                  words[w + 5]);
      if (name == null) {
        break;
      }
      if (n == 0) {
        exact = vs = new Object[length];
      }
      int b = in.treeValueStart();
      if (b == '{' || b == '[') {
        size = n;
        pending = IN_EXACT;
        return b;
      }
      vs[n++] = JsonValueCodec.scalar(in, b);
    }
    size = n;
    return LEFT;
  }

  /** Sets the value of the member {@link #readName} named. */
  @Override
  void value(Object value) {
    if (pending == IN_EXACT) {
      int n = size;
      exact[n] = value;
      size = n + 1;
    } else {
      super.value(value);
    }
  }

  /**
   * Stores the names that came in the shape's places, as {@link #name} would have stored them, for
   * a member that comes otherwise (or an object that ends before the shape's last name), and their
   * values when they went into {@link #exact}: the arrays have room, since past {@link #SCAN_LIMIT}
   * a name came in place only below their length, and below it they are made so.
   */
  private void leaveShape() {
    inShape = false;
    int n = size;
    if (n > 0) {
      String[] shape = lastNames;
      if (shape.length <= SCAN_LIMIT) {
        if (names.length < n) {
          names = new String[SCAN_LIMIT]; // nothing in them is needed: the members are below
          values = new Object[SCAN_LIMIT];
        }
        System.arraycopy(exact, 0, values, 0, n);
      }
      System.arraycopy(shape, 0, names, 0, n);
      long bits = 0;
      for (int i = 0; i < n && i < SCAN_LIMIT; i++) {
        bits |= 1L << shape[i].hashCode();
      }
      seen = bits; // past SCAN_LIMIT, find() makes the index from the names when first asked
    }
  }

  /**
   * Forgets every member, keeping the arrays for the next object (the reader's frames). They are
   * not cleared: the next object writes over them, and what they still point at is part of the tree
   * being read, alive anyway until the reader and its frames are gone (D255).
   */
  void clear() {
    size = 0;
    seen = 0;
    index = null;
    inShape = true; // no shape yet (lastNames null) reads every name as it comes, as before
    if (nameBlocks != null || shared) {
      nameBlocks = null;
      valueBlocks = null;
      shared = false;
      names = new String[8];
      values = new Object[8];
    }
  }
}
