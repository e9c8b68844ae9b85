package dev.silk.cli.shape;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonBoolean;
import dev.silk.json.JsonNull;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * What the values seen at one place of many documents have in common: how often each kind came,
 * which numbers and string formats, which members in which orders. Shapes of many documents merge
 * into one, and a shape is itself JSON, so a shape log and sample documents feed the same inference
 * (the codec inference of {@code silk codec from}).
 *
 * <p>A shape holds counts and key names, never values, except the distinct values of short
 * code-like strings (at most {@value #MAX_VALUES}), which is what an enum is made from.
 *
 * <pre>{@code
 * Shape shape = new Shape();
 * shape.add(JsonValue.parse("{\"id\":1,\"status\":\"PAID\"}"));
 * shape.add(JsonValue.parse("{\"id\":2,\"status\":\"OPEN\",\"note\":null}"));
 * shape.member("note").nulls(); // 1
 * }</pre>
 */
public final class Shape {
  /** The string formats that map to a Java type, in the order they are preferred. */
  public enum Format {
    UUID,
    DATE,
    INSTANT,
    OFFSET_DATE_TIME,
    LOCAL_DATE_TIME
  }

  public static final int MAX_VALUES = 16;
  private static final int MAX_ORDERS = 64;
  private static final Pattern CODE = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]{0,31}");

  long seen;
  long nulls;
  long booleans;
  long ints;
  long longs;
  long bigIntegers;
  long decimals;
  long inexactDecimals;
  long fixedScaleDecimals;
  long strings;
  final long[] formats = new long[Format.values().length];
  final Map<String, Long> values = new LinkedHashMap<>();
  boolean manyValues;
  long arrays;
  Shape element;
  long objects;
  final Map<String, Shape> members = new LinkedHashMap<>();
  final Map<List<String>, Long> orders = new LinkedHashMap<>();
  long otherOrders;

  /** The shape of one document. */
  public static Shape of(JsonValue value) {
    Shape shape = new Shape();
    shape.add(value);
    return shape;
  }

  /** Counts one more value at this place. */
  public void add(JsonValue value) {
    seen++;
    if (value instanceof JsonNull) {
      nulls++;
    } else if (value instanceof JsonBoolean) {
      booleans++;
    } else if (value instanceof JsonNumber number) {
      addNumber(number.text());
    } else if (value instanceof JsonString string) {
      addString(string.value());
    } else if (value instanceof JsonArray array) {
      arrays++;
      for (JsonValue e : array.elements()) {
        elementShape().add(e);
      }
    } else if (value instanceof JsonObject object) {
      objects++;
      for (Map.Entry<String, JsonValue> m : object.members().entrySet()) {
        member(m.getKey()).add(m.getValue());
      }
      addOrder(List.copyOf(object.members().keySet()), 1);
    }
  }

  private void addNumber(String text) {
    if (JsonNumber.parse(text).isIntegral()) {
      BigInteger value = new BigInteger(text);
      if (value.bitLength() < 32) {
        ints++;
      } else if (value.bitLength() < 64) {
        longs++;
      } else {
        bigIntegers++;
      }
      return;
    }
    decimals++;
    BigDecimal exact = new BigDecimal(text);
    double d = exact.doubleValue();
    if (Double.isInfinite(d) || new BigDecimal(Double.toString(d)).compareTo(exact) != 0) {
      inexactDecimals++;
    }
    int dot = text.indexOf('.');
    boolean exponent = text.indexOf('e') >= 0 || text.indexOf('E') >= 0;
    // "12.50": a writer that keeps a fixed number of decimals, as amounts of money have.
    if (dot >= 0 && !exponent && text.length() - dot - 1 >= 2 && text.endsWith("0")) {
      fixedScaleDecimals++;
    }
  }

  private void addString(String s) {
    strings++;
    Format format = formatOf(s);
    if (format != null) {
      formats[format.ordinal()]++;
    }
    if (manyValues) {
      return;
    }
    if (!CODE.matcher(s).matches()) {
      manyValues = true;
      values.clear();
      return;
    }
    values.merge(s, 1L, Long::sum);
    if (values.size() > MAX_VALUES) {
      manyValues = true;
      values.clear();
    }
  }

  /**
   * The format whose Java type writes {@code s} back exactly as it is, or null: a date-time with
   * needless zeros ({@code 10:00:00.000Z}) is not one, because the codec would write it shorter.
   */
  public static Format formatOf(String s) {
    if (s.length() == 36 && s.charAt(8) == '-') {
      try {
        return UUID.fromString(s).toString().equals(s) ? Format.UUID : null;
      } catch (IllegalArgumentException e) {
        return null;
      }
    }
    if (s.length() < 10 || !Character.isDigit(s.charAt(0))) {
      return null;
    }
    try {
      if (s.length() == 10) {
        return LocalDate.parse(s).toString().equals(s) ? Format.DATE : null;
      }
      if (s.endsWith("Z")) {
        return Instant.parse(s).toString().equals(s) ? Format.INSTANT : null;
      }
      char last = s.charAt(s.length() - 6);
      if (last == '+' || last == '-') {
        return OffsetDateTime.parse(s).toString().equals(s) ? Format.OFFSET_DATE_TIME : null;
      }
      return LocalDateTime.parse(s).toString().equals(s) ? Format.LOCAL_DATE_TIME : null;
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  private void addOrder(List<String> keys, long count) {
    Long known = orders.get(keys);
    if (known != null || orders.size() < MAX_ORDERS) {
      orders.put(keys, (known == null ? 0 : known) + count);
    } else {
      otherOrders += count;
    }
  }

  public Shape elementShape() {
    if (element == null) {
      element = new Shape();
    }
    return element;
  }

  public Shape member(String name) {
    return members.computeIfAbsent(name, n -> new Shape());
  }

  /** How many of the values seen were {@code null}. */
  public long nulls() {
    return nulls;
  }

  /** How many values this place saw, {@code null} included. */
  public long seen() {
    return seen;
  }

  /** How many were {@code true} or {@code false}. */
  public long booleans() {
    return booleans;
  }

  /** How many were integers that fit an {@code int}. */
  public long ints() {
    return ints;
  }

  /** How many were integers that need a {@code long}. */
  public long longs() {
    return longs;
  }

  /** How many were integers past a {@code long}. */
  public long bigIntegers() {
    return bigIntegers;
  }

  /** How many were numbers with a fraction or an exponent. */
  public long decimals() {
    return decimals;
  }

  /** How many decimals a {@code double} cannot hold exactly. */
  public long inexactDecimals() {
    return inexactDecimals;
  }

  /** How many decimals had a fixed scale (money-like, such as {@code 12.50}). */
  public long fixedScaleDecimals() {
    return fixedScaleDecimals;
  }

  /** How many were strings. */
  public long strings() {
    return strings;
  }

  /** The distinct short code-like strings seen, with their counts (see {@link #MAX_VALUES}). */
  public Map<String, Long> values() {
    return Collections.unmodifiableMap(values);
  }

  /** Whether more distinct strings came than {@link #values()} keeps: not an enum. */
  public boolean manyValues() {
    return manyValues;
  }

  /** How many were arrays. */
  public long arrays() {
    return arrays;
  }

  /** The shape of the arrays' elements, or null when no array had one. */
  public Shape element() {
    return element;
  }

  /** How many were objects. */
  public long objects() {
    return objects;
  }

  /** The objects' members by name, in the order first seen. */
  public Map<String, Shape> members() {
    return Collections.unmodifiableMap(members);
  }

  /** Adds everything {@code other} counted to this shape. */
  public void merge(Shape other) {
    seen += other.seen;
    nulls += other.nulls;
    booleans += other.booleans;
    ints += other.ints;
    longs += other.longs;
    bigIntegers += other.bigIntegers;
    decimals += other.decimals;
    inexactDecimals += other.inexactDecimals;
    fixedScaleDecimals += other.fixedScaleDecimals;
    strings += other.strings;
    for (int i = 0; i < formats.length; i++) {
      formats[i] += other.formats[i];
    }
    if (other.manyValues || manyValues) {
      manyValues = true;
      values.clear();
    } else {
      other.values.forEach((v, n) -> values.merge(v, n, Long::sum));
      if (values.size() > MAX_VALUES) {
        manyValues = true;
        values.clear();
      }
    }
    arrays += other.arrays;
    if (other.element != null) {
      elementShape().merge(other.element);
    }
    objects += other.objects;
    other.members.forEach((name, shape) -> member(name).merge(shape));
    other.orders.forEach(this::addOrder);
    otherOrders += other.otherOrders;
  }

  /** How many kinds of non-null values came here (mixed kinds become a {@code JsonValue}). */
  public int kinds() {
    long numbers = ints + longs + bigIntegers + decimals;
    return (int)
        Arrays.stream(new long[] {booleans, numbers, strings, arrays, objects})
            .filter(n -> n > 0)
            .count();
  }

  /** The format every string here had, or null. */
  public Format commonFormat() {
    for (Format f : Format.values()) {
      if (strings > 0 && formats[f.ordinal()] == strings) {
        return f;
      }
    }
    return null;
  }

  /**
   * The members in the order the documents most often use: each step takes, among the members left,
   * the one that fewest others come before (counting every object that has both), then the one that
   * comes before the most others, then the one seen first.
   */
  public List<String> memberOrder() {
    List<String> left = new ArrayList<>(members.keySet());
    List<String> order = new ArrayList<>();
    while (!left.isEmpty()) {
      String best = null;
      long bestLosses = Long.MAX_VALUE;
      long bestWins = -1;
      for (String candidate : left) {
        long wins = 0;
        long losses = 0;
        for (String other : left) {
          long before = precedes(candidate, other);
          long after = precedes(other, candidate);
          if (!other.equals(candidate) && before > after) {
            wins++;
          } else if (!other.equals(candidate) && after > before) {
            losses++;
          }
        }
        if (losses < bestLosses || losses == bestLosses && wins > bestWins) {
          best = candidate;
          bestLosses = losses;
          bestWins = wins;
        }
      }
      order.add(best);
      left.remove(best);
    }
    return order;
  }

  private long precedes(String a, String b) {
    long n = 0;
    for (Map.Entry<List<String>, Long> e : orders.entrySet()) {
      int i = e.getKey().indexOf(a);
      int j = e.getKey().indexOf(b);
      if (i >= 0 && j >= 0 && i < j) {
        n += e.getValue();
      }
    }
    return n;
  }
}
