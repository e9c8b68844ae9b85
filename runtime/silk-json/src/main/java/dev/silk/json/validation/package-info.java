/**
 * Constraints on the members of {@code @JsonBound} records, checked by code the annotation
 * processor generates: no reflection, no validator looked up at run time.
 *
 * <p>The set is small on purpose: {@link dev.silk.json.validation.NotNull}, {@link
 * dev.silk.json.validation.NotBlank}, {@link dev.silk.json.validation.Size}, {@link
 * dev.silk.json.validation.Min}, {@link dev.silk.json.validation.Max}, {@link
 * dev.silk.json.validation.Pattern}, {@link dev.silk.json.validation.Email} on record components,
 * and {@link dev.silk.json.validation.Check} on a method for a rule about the whole record. A
 * record's generated codec answers {@code validates()} and {@code validate(value, violations)};
 * silk-web calls them when it binds a request body or a form, and answers 422 with every violation
 * and its JSON Pointer.
 *
 * <pre>{@code
 * @JsonBound
 * record NewItem(@NotBlank @Size(max = 80) String name, @Min(1) int quantity, @Email String contact) {}
 *
 * List<Violation> problems = NewItemCodec.INSTANCE.violations(item);
 * // [/name: must not be blank, /quantity: must be at least 1]
 * }</pre>
 *
 * <p>Every constraint but {@code NotNull} and {@code NotBlank} lets {@code null} pass. Members that
 * are records, or lists, sets, maps, optionals and arrays of records, are checked too, with the
 * element's index or key in the pointer. This package depends on nothing but the JDK.
 */
package dev.silk.json.validation;
