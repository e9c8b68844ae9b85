package dev.silk.json;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The JSON name of a record component, of an enum constant, or of a record as a variant of a sealed
 * {@link JsonBound} interface (its discriminator value). Read at compile time only.
 *
 * <pre>{@code
 * @JsonBound
 * record User(@JsonName("user_id") long id, Role role) {}
 *
 * enum Role { @JsonName("admin") ADMIN, @JsonName("guest") GUEST }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.TYPE})
public @interface JsonName {
  /** The name exactly as it appears in the document. */
  String value();
}
