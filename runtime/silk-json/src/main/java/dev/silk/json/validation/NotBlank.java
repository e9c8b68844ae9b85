package dev.silk.json.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The string must be present and hold at least one character that is not white space ({@link
 * Character#isWhitespace}): {@code "must not be blank"}. {@code null}, {@code ""} and {@code " "}
 * are all violations.
 *
 * <p>Applies to {@code String} members.
 *
 * <pre>{@code
 * @JsonBound
 * record NewItem(@NotBlank String name) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface NotBlank {
  /** The message of a violation; {@code "must not be blank"} when empty. */
  String message() default "";
}
