package dev.silk.json.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A rule about the record as a whole: a method of the record that takes nothing and returns {@code
 * true} when the values agree with each other. A {@code false} answer is a violation with this
 * message, at the record (or at {@link #member()} when one is named).
 *
 * <p>It runs after the members' own constraints, and only when they all passed, so the method may
 * rely on them ({@code @NotNull} members are not null there). The generated code calls it directly:
 * no reflection.
 *
 * <pre>{@code
 * @JsonBound
 * record Stay(@NotNull LocalDate from, @NotNull LocalDate to) {
 *   @Check(value = "must not be before the arrival", member = "to")
 *   boolean leavesAfterArriving() {
 *     return !to.isBefore(from);
 *   }
 * }
 * }</pre>
 *
 * <p>A rule the record can never break belongs in its compact constructor instead; an exception
 * thrown there is reported as a violation at the record too.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Check {
  /** The message of the violation. */
  String value();

  /** The record component the violation points at; the record itself when empty. */
  String member() default "";
}
