package dev.silk.json.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The member must be present and not {@code null}: {@code "must not be null"}.
 *
 * <p>Applies to members of a reference type; a primitive is never null, and the processor says so
 * at compile time. Every other constraint lets a {@code null} pass, so combine them with this one
 * (or use {@link NotBlank}) when a value is required.
 *
 * <pre>{@code
 * @JsonBound
 * record Order(@NotNull Customer customer, @NotNull List<Line> lines) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface NotNull {
  /** The message of a violation; {@code "must not be null"} when empty. */
  String message() default "";
}
