package dev.silk.web.forms;

import dev.silk.json.validation.Violations;
import dev.silk.web.Form;
import dev.silk.web.UploadedFile;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

/**
 * Reads the fields of a form as the types of a record's components, for the binders that
 * silk-json-processor generates: a value that does not convert becomes a violation of its field
 * (and the field's constraints are then not checked), never an exception. Public because generated
 * code lives in the application's packages; applications use {@link BoundForm}.
 *
 * <p>An empty field counts as absent for every type but {@code String}: a blank number input is
 * {@code null} for an {@code Integer}, and for an {@code int} the violation {@code "is required"}.
 */
public final class FormReader {
  private final Form form;
  private final Violations violations = new Violations();
  private final Set<String> failed = new HashSet<>();

  /** Reads {@code form}. */
  public FormReader(Form form) {
    this.form = form;
  }

  /** The violations found so far: conversions here, constraints by the generated code. */
  public Violations violations() {
    return violations;
  }

  /** Whether a field's value did not convert, so its constraints are not checked. */
  public boolean failed(String field) {
    return failed.contains(field);
  }

  /** The values submitted for {@code names}, as {@link BoundForm} shows them again. */
  public Map<String, List<String>> fields(String... names) {
    Map<String, List<String>> m = new LinkedHashMap<>();
    for (String name : names) {
      List<String> v = form.values(name);
      if (!v.isEmpty()) {
        m.put(name, List.copyOf(v));
      }
    }
    return m;
  }

  /** The first value as it was sent, or {@code null} when the field is absent. */
  public String string(String field) {
    return form.value(field);
  }

  /** A required whole number. */
  public int intValue(String field) {
    Integer v = integer(field);
    return v == null ? required(field, 0) : v;
  }

  /** A whole number, or {@code null} when empty. */
  public Integer integer(String field) {
    return convert(field, s -> Integer.valueOf(s.trim()), "must be a whole number");
  }

  /** A required whole number. */
  public long longValue(String field) {
    Long v = longObject(field);
    return v == null ? required(field, 0L) : v;
  }

  /** A whole number, or {@code null} when empty. */
  public Long longObject(String field) {
    return convert(field, s -> Long.valueOf(s.trim()), "must be a whole number");
  }

  /** A required number. */
  public double doubleValue(String field) {
    Double v = doubleObject(field);
    return v == null ? required(field, 0.0) : v;
  }

  /** A number, or {@code null} when empty; not NaN or infinite. */
  public Double doubleObject(String field) {
    return convert(
        field,
        s -> {
          double d = Double.parseDouble(s.trim());
          if (!Double.isFinite(d)) {
            throw new NumberFormatException("not finite");
          }
          return d;
        },
        "must be a number");
  }

  /** An exact decimal, or {@code null} when empty; at most 100 characters. */
  public BigDecimal decimal(String field) {
    return convert(
        field,
        s -> {
          if (s.length() > 100) {
            throw new NumberFormatException("too long");
          }
          return new BigDecimal(s.trim());
        },
        "must be a number");
  }

  /**
   * A checkbox: absent is {@code false}, {@code on}, {@code true}, {@code 1} and {@code yes} are
   * {@code true}, {@code off}, {@code false}, {@code 0} and {@code no} are {@code false}.
   */
  public boolean bool(String field) {
    Boolean b = booleanObject(field);
    return b != null && b;
  }

  /** A yes-or-no field, or {@code null} when empty. */
  public Boolean booleanObject(String field) {
    return convert(
        field,
        s -> {
          if (truthy(s)) {
            return true;
          }
          switch (s.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "off", "false", "0", "no":
              return false;
            default:
              throw new IllegalArgumentException(s);
          }
        },
        "must be yes or no");
  }

  /** One of an enum's constants by name, or {@code null} when empty. */
  public <E extends Enum<E>> E choice(String field, E[] constants) {
    String s = present(field);
    if (s == null) {
      return null;
    }
    E e = constant(s, constants);
    if (e == null) {
      fail(field, "must be one of " + names(constants));
    }
    return e;
  }

  /** A date as an {@code <input type="date">} sends it ({@code 2024-05-01}), or {@code null}. */
  public LocalDate date(String field) {
    return convert(field, s -> LocalDate.parse(s.trim()), "must be a date (yyyy-mm-dd)");
  }

  /** A time as an {@code <input type="time">} sends it ({@code 13:30}), or {@code null}. */
  public LocalTime time(String field) {
    return convert(field, s -> LocalTime.parse(s.trim()), "must be a time (hh:mm)");
  }

  /** A date and time as {@code <input type="datetime-local">} sends it, or {@code null}. */
  public LocalDateTime dateTime(String field) {
    return convert(
        field, s -> LocalDateTime.parse(s.trim()), "must be a date and time (yyyy-mm-ddThh:mm)");
  }

  /** A UUID, or {@code null} when empty. */
  public UUID uuid(String field) {
    return convert(
        field,
        s -> {
          if (s.trim().length() != 36) {
            throw new IllegalArgumentException(s);
          }
          return UUID.fromString(s.trim());
        },
        "must be a UUID");
  }

  /** Every value of a repeated field, as sent. */
  public List<String> strings(String field) {
    return form.values(field);
  }

  /** Every value of a repeated field as whole numbers; empty values are left out. */
  public List<Integer> integers(String field) {
    return each(field, s -> Integer.valueOf(s.trim()), "must be whole numbers");
  }

  /** Every value of a repeated field as whole numbers; empty values are left out. */
  public List<Long> longs(String field) {
    return each(field, s -> Long.valueOf(s.trim()), "must be whole numbers");
  }

  /** Every value of a repeated field as an enum's constants; empty values are left out. */
  public <E extends Enum<E>> List<E> choices(String field, E[] constants) {
    List<E> list = new ArrayList<>();
    for (String s : form.values(field)) {
      if (s.isBlank()) {
        continue;
      }
      E e = constant(s, constants);
      if (e == null) {
        fail(field, "must each be one of " + names(constants));
        return list;
      }
      list.add(e);
    }
    return list;
  }

  /** The file uploaded under a field, or {@code null}; an empty file input sends none. */
  public UploadedFile file(String field) {
    UploadedFile f = form.file(field);
    return f == null || f.fileName().isEmpty() && f.size() == 0 ? null : f;
  }

  /** Every file uploaded under a field. */
  public List<UploadedFile> files(String field) {
    List<UploadedFile> list = new ArrayList<>();
    for (UploadedFile f : form.files(field)) {
      if (!(f.fileName().isEmpty() && f.size() == 0)) {
        list.add(f);
      }
    }
    return list;
  }

  /**
   * Adds a record component's value to the fields a {@link BoundForm} shows, as a form would send
   * it: an enum by name, a collection as one value per element, a file not at all (no page can fill
   * in a file input), {@code null} as no value.
   */
  public static void show(Map<String, List<String>> fields, String name, Object value) {
    if (value == null || value instanceof UploadedFile) {
      return;
    }
    List<String> shown = new ArrayList<>(1);
    if (value instanceof java.util.Collection<?> c) {
      for (Object o : c) {
        if (o != null && !(o instanceof UploadedFile)) {
          shown.add(text(o));
        }
      }
    } else {
      shown.add(text(value));
    }
    if (!shown.isEmpty()) {
      fields.put(name, List.copyOf(shown));
    }
  }

  private static String text(Object o) {
    return o instanceof Enum<?> e ? e.name() : o.toString();
  }

  static boolean truthy(String s) {
    switch (s.trim().toLowerCase(java.util.Locale.ROOT)) {
      case "on", "true", "1", "yes":
        return true;
      default:
        return false;
    }
  }

  private <V> V convert(String field, Function<String, V> parse, String message) {
    String s = present(field);
    if (s == null) {
      return null;
    }
    try {
      return parse.apply(s);
    } catch (IllegalArgumentException | DateTimeParseException e) {
      fail(field, message);
      return null;
    }
  }

  private <V> List<V> each(String field, Function<String, V> parse, String message) {
    List<V> list = new ArrayList<>();
    for (String s : form.values(field)) {
      if (s.isBlank()) {
        continue;
      }
      try {
        list.add(parse.apply(s));
      } catch (IllegalArgumentException e) {
        fail(field, message);
        return list;
      }
    }
    return list;
  }

  /** The field's first value, or {@code null} when it is absent or blank. */
  private String present(String field) {
    String s = form.value(field);
    return s == null || s.isBlank() ? null : s;
  }

  private <V> V required(String field, V zero) {
    if (!failed(field)) {
      fail(field, "is required");
    }
    return zero;
  }

  private void fail(String field, String message) {
    if (failed.add(field)) {
      violations.add(field, message);
    }
  }

  private static <E extends Enum<E>> E constant(String s, E[] constants) {
    for (E e : constants) {
      if (e.name().equals(s.trim())) {
        return e;
      }
    }
    return null;
  }

  private static <E extends Enum<E>> String names(E[] constants) {
    StringBuilder sb = new StringBuilder();
    for (E e : constants) {
      sb.append(sb.length() == 0 ? "" : ", ").append(e.name());
    }
    return sb.toString();
  }
}
