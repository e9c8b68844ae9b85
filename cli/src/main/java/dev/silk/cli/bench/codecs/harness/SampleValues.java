package dev.silk.cli.bench.codecs.harness;

import dev.silk.json.JsonValue;
import java.lang.reflect.Constructor;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;

/**
 * Representative sample values of a project's {@code @JsonBound} types, for {@code silk bench
 * --json-codecs}: short words, numbers with a few digits, lists of a few elements, nested records a
 * few levels deep. The same type and seed always give the same value, so the check and every JMH
 * fork measure one document.
 *
 * <p>This runs in the benchmark's own JVM, never in an application: it reads record components by
 * reflection because the CLI cannot know a project's types when it is compiled (the runtime's "no
 * reflection" rule is about silk-json and silk-web).
 *
 * <pre>{@code
 * Todo todo = SampleValues.one(Todo.class, 42);
 * List<Todo> hundred = SampleValues.list(Todo.class, 42, 100);
 * }</pre>
 */
public final class SampleValues {
  /** Nesting deeper than this ends with null members and empty collections (recursive types). */
  private static final int MAX_DEPTH = 4;

  private static final String[] WORDS = {
    "amber", "river", "quiet", "falcon", "north", "copper", "maple", "signal", "harbor", "velvet",
    "orbit", "cinder", "meadow", "lantern", "pixel", "summit", "café", "garden", "ember", "delta"
  };

  private final SplittableRandom random;

  private SampleValues(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /** One sample of {@code type}, the same for the same seed. */
  public static <T> T one(Class<T> type, long seed) {
    return type.cast(new SampleValues(mix(type, seed)).value(type, 0));
  }

  /** {@code size} different samples of {@code type}, the same list for the same seed. */
  public static <T> List<T> list(Class<T> type, long seed, int size) {
    SampleValues samples = new SampleValues(mix(type, seed) + 1);
    List<T> list = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      list.add(type.cast(samples.value(type, 0)));
    }
    return list;
  }

  /** Each type its own sequence, so adding a type to a project does not change the others. */
  private static long mix(Class<?> type, long seed) {
    return seed * 31 + type.getName().hashCode();
  }

  private Object value(Type type, int depth) {
    if (type instanceof Class<?> c) {
      return plain(c, depth);
    }
    if (type instanceof ParameterizedType p) {
      return generic((Class<?>) p.getRawType(), p.getActualTypeArguments(), depth);
    }
    if (type instanceof WildcardType w) {
      return value(w.getUpperBounds()[0], depth);
    }
    if (type instanceof GenericArrayType a) {
      return array(a.getGenericComponentType(), depth);
    }
    throw unsupported(type);
  }

  private Object plain(Class<?> c, int depth) {
    if (c == int.class || c == Integer.class) {
      return random.nextInt(100_000);
    }
    if (c == long.class || c == Long.class) {
      return 1_000_000L + random.nextLong(1_000_000_000_000L);
    }
    if (c == double.class || c == Double.class) {
      return Math.round(random.nextDouble(-1000, 1000) * 10_000) / 10_000.0;
    }
    if (c == float.class || c == Float.class) {
      return Math.round(random.nextDouble(0, 1000) * 100) / 100f;
    }
    if (c == boolean.class || c == Boolean.class) {
      return random.nextBoolean();
    }
    if (c == short.class || c == Short.class) {
      return (short) random.nextInt(10_000);
    }
    if (c == byte.class || c == Byte.class) {
      return (byte) random.nextInt(100);
    }
    if (c == char.class || c == Character.class) {
      return (char) ('a' + random.nextInt(26));
    }
    if (c == String.class) {
      return words();
    }
    if (c == BigDecimal.class) {
      return BigDecimal.valueOf(random.nextLong(10_000_000), 2);
    }
    if (c == BigInteger.class) {
      return BigInteger.valueOf(random.nextLong(1L << 62)).multiply(BigInteger.valueOf(1000));
    }
    if (c == UUID.class) {
      return new UUID(random.nextLong(), random.nextLong());
    }
    if (c == Instant.class) {
      return Instant.ofEpochSecond(1_700_000_000L + random.nextInt(100_000_000))
          .plusMillis(random.nextInt(1, 1000));
    }
    if (c == LocalDate.class) {
      return LocalDate.ofEpochDay(19_000 + random.nextInt(3000));
    }
    if (c == LocalDateTime.class) {
      return LocalDate.ofEpochDay(19_000 + random.nextInt(3000))
          .atTime(random.nextInt(24), random.nextInt(60), random.nextInt(60));
    }
    if (c == OffsetDateTime.class) {
      return ((LocalDateTime) plain(LocalDateTime.class, depth)).atOffset(ZoneOffset.UTC);
    }
    if (c == Duration.class) {
      return Duration.ofSeconds(random.nextInt(1, 100_000));
    }
    if (c == OptionalInt.class) {
      return OptionalInt.of(random.nextInt(100_000));
    }
    if (c == OptionalLong.class) {
      return OptionalLong.of(random.nextLong(1_000_000_000_000L));
    }
    if (c == OptionalDouble.class) {
      return OptionalDouble.of(Math.round(random.nextDouble(0, 1000) * 100) / 100.0);
    }
    if (JsonValue.class.isAssignableFrom(c)) {
      return JsonValue.parse("{\"id\":" + random.nextInt(1000) + ",\"tag\":\"" + word() + "\"}");
    }
    if (c.isEnum()) {
      Object[] constants = c.getEnumConstants();
      return constants[random.nextInt(constants.length)];
    }
    if (c.isArray()) {
      return array(c.getComponentType(), depth);
    }
    if (c.isRecord()) {
      return depth >= MAX_DEPTH ? null : record(c, depth + 1);
    }
    if (c.isSealed()) {
      Class<?>[] permitted = c.getPermittedSubclasses();
      return plain(permitted[random.nextInt(permitted.length)], depth);
    }
    throw unsupported(c);
  }

  private Object generic(Class<?> raw, Type[] args, int depth) {
    if (raw == Optional.class) {
      return depth >= MAX_DEPTH ? Optional.empty() : Optional.ofNullable(value(args[0], depth));
    }
    int size = depth >= MAX_DEPTH ? 0 : random.nextInt(2, 5);
    if (Map.class.isAssignableFrom(raw)) {
      Map<Object, Object> map =
          SortedMap.class.isAssignableFrom(raw) ? new TreeMap<>() : new LinkedHashMap<>();
      Class<?> keys = args[0] instanceof Class<?> k ? k : String.class;
      if (keys.isEnum()) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<Object, Object> byEnum = new EnumMap(keys);
        map = byEnum;
      }
      for (int i = 0; i < size; i++) {
        map.put(key(keys, i), value(args[1], depth));
      }
      return map;
    }
    if (Collection.class.isAssignableFrom(raw) || raw == Iterable.class) {
      Collection<Object> collection =
          SortedSet.class.isAssignableFrom(raw)
              ? new TreeSet<>()
              : Set.class.isAssignableFrom(raw) ? new LinkedHashSet<>() : new ArrayList<>();
      for (int i = 0; i < size; i++) {
        collection.add(value(args[0], depth));
      }
      return collection;
    }
    throw unsupported(raw);
  }

  private Object key(Class<?> keys, int index) {
    if (keys.isEnum()) {
      Object[] constants = keys.getEnumConstants();
      return constants[index % constants.length];
    }
    if (keys == String.class) {
      return word() + index;
    }
    throw unsupported(keys);
  }

  private Object array(Type component, int depth) {
    if (component == byte.class) {
      byte[] bytes = new byte[12];
      random.nextBytes(bytes);
      return bytes;
    }
    if (component == char.class) {
      return word().toCharArray();
    }
    Class<?> raw =
        component instanceof Class<?> c
            ? c
            : (Class<?>) ((ParameterizedType) component).getRawType();
    int size = depth >= MAX_DEPTH ? 0 : random.nextInt(2, 5);
    Object array = java.lang.reflect.Array.newInstance(raw, size);
    for (int i = 0; i < size; i++) {
      java.lang.reflect.Array.set(array, i, value(component, depth));
    }
    return array;
  }

  private Object record(Class<?> type, int depth) {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      values[i] = value(components[i].getGenericType(), depth);
    }
    try {
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      canonical.setAccessible(true);
      return canonical.newInstance(values);
    } catch (ReflectiveOperationException | RuntimeException e) {
      Throwable cause = e.getCause() != null ? e.getCause() : e;
      throw new IllegalArgumentException(
          "cannot make a sample " + type.getSimpleName() + ": its constructor threw " + cause, e);
    }
  }

  private String words() {
    int count = random.nextInt(1, 4);
    StringBuilder text = new StringBuilder(word());
    for (int i = 1; i < count; i++) {
      text.append(' ').append(word());
    }
    return text.toString();
  }

  private String word() {
    return WORDS[random.nextInt(WORDS.length)];
  }

  private static IllegalArgumentException unsupported(Type type) {
    return new IllegalArgumentException(
        "no sample for a member of type " + type.getTypeName() + " (not a type silk-json knows)");
  }
}
