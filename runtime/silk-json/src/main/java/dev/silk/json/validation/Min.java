package dev.silk.json.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The number must be at least {@link #value()}: {@code "must be at least 1"}. {@code null} passes.
 *
 * <p>Applies to {@code int}, {@code long}, {@code short}, {@code byte}, {@code float}, {@code
 * double}, their boxes, {@code BigInteger} and {@code BigDecimal}; the comparison is exact for each
 * (a {@code BigDecimal} of {@code 0.5} is below a minimum of 1).
 *
 * <pre>{@code
 * @JsonBound
 * record Line(@Min(1) @Max(99) int quantity) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Min {
  /** The smallest value allowed. */
  long value();

  /** The message of a violation; {@code "must be at least <value>"} when empty. */
  String message() default "";
}
