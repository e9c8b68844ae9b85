package dev.silk.json;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the Silk annotation processor ({@code silk-json-processor}) to generate a {@link JsonCodec}
 * for a record, an enum or a sealed interface at compile time, so that reading and writing it is
 * straight-line code with no reflection and no lookup at run time.
 *
 * <p>The codec is generated beside the type: {@code p.Item} gets {@code p.ItemCodec}, a nested
 * {@code p.Outer.Item} gets {@code p.Outer_ItemCodec}; each holds its singleton in {@code
 * INSTANCE}.
 *
 * <pre>{@code
 * @JsonBound
 * record Item(long id, String name, List<String> tags) {}
 *
 * byte[] json = Json.toBytes(ItemCodec.INSTANCE, item);
 * Item back = Json.read(ItemCodec.INSTANCE, json);
 * }</pre>
 *
 * <p>A sealed interface whose permitted subtypes are {@code @JsonBound} records becomes a tagged
 * union: the {@link #discriminator()} member names the record, by its simple name or by its {@link
 * JsonName}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface JsonBound {
  /** How member names are derived from record component names; {@link JsonName} wins. */
  JsonNaming naming() default JsonNaming.AS_DECLARED;

  /** Leave out members whose value is null (or an empty {@code Optional}) when writing. */
  boolean omitNulls() default false;

  /** Report a member the record does not declare as an error instead of skipping it. */
  boolean strict() default false;

  /**
   * Read a primitive member missing from the document as its type's default ({@code 0}, {@code
   * false}) instead of reporting it; {@link JsonDefault} does the same for one member. An explicit
   * {@code null} for a primitive member stays an error.
   */
  boolean defaultMissingPrimitives() default false;

  /** For a sealed interface: the member that names the variant, written first. */
  String discriminator() default "type";
}
