package dev.silk.json.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The length of a string, or the number of elements of a collection, map or array, must lie between
 * {@link #min()} and {@link #max()}, both included. {@code null} passes.
 *
 * <p>A string's length counts characters as a reader does (Unicode code points): an emoji is one,
 * not the two {@code char}s Java stores. The default messages name the bounds: {@code "must be at
 * most 80 characters"}, {@code "must have at least 1 element"}, {@code "must be 3 to 20
 * characters"}.
 *
 * <pre>{@code
 * @JsonBound
 * record Post(@Size(min = 1, max = 80) String title, @Size(max = 10) List<String> tags) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Size {
  /** The smallest length allowed (0 unless set). */
  int min() default 0;

  /** The largest length allowed (no limit unless set). */
  int max() default Integer.MAX_VALUE;

  /** The message of a violation; one naming the bounds when empty. */
  String message() default "";
}
