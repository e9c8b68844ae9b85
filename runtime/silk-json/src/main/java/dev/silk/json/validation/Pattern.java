package dev.silk.json.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The whole string must match a regular expression ({@link java.util.regex.Pattern} syntax, as
 * {@code Matcher.matches()} applies it, not {@code find()}). {@code null} passes.
 *
 * <p>The expression is compiled once, in the generated code's constants; one that does not compile
 * is a compile error on the member. The default message shows the expression, which means little to
 * a person filling a form: give one that says what is expected.
 *
 * <pre>{@code
 * @JsonBound
 * record Account(@Pattern(value = "[a-z][a-z0-9-]{2,30}", message = "use 3 to 31 lower-case letters, digits or dashes") String handle) {}
 * }</pre>
 *
 * <p>An expression with nested repetition ({@code (a+)+}) can take exponential time on a crafted
 * input: keep expressions simple, and bound the length with {@link Size}, which is checked first.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Pattern {
  /** The regular expression the whole value must match. */
  String value();

  /** The message of a violation; {@code "must match <value>"} when empty. */
  String message() default "";
}
