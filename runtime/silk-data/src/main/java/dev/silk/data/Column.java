package dev.silk.data;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The column a record component of a {@link Row} record reads, when its name is not the component's
 * (or the component's in snake case).
 *
 * <pre>{@code
 * @Row
 * record World(int id, @Column("randomnumber") int randomNumber) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER})
public @interface Column {
  /** The column label, compared without regard to case. */
  String value();
}
