package dev.silk.json;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names a hand-written {@link JsonCodec} for a record component whose type the processor does not
 * know, resolved at compile time: the generated code calls the codec directly, no lookup.
 *
 * <p>The codec class needs a {@code public static final} field {@code INSTANCE} of its own type or
 * a public no-argument constructor. Its type argument must be the component's type or, for a
 * container ({@code List<Money>}, {@code Optional<Money>}, {@code Map<String, Money>}, {@code
 * Money[]}), the type of its elements.
 *
 * <pre>{@code
 * @JsonBound
 * record Invoice(@JsonUse(MoneyCodec.class) Money total, @JsonUse(MoneyCodec.class) List<Money> lines) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface JsonUse {
  /** The codec class; the processor checks at compile time that it is a {@code JsonCodec}. */
  Class<?> value();
}
