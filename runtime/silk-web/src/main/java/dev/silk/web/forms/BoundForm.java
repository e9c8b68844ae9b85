package dev.silk.web.forms;

import dev.silk.json.validation.Violation;
import dev.silk.web.HttpException;
import dev.silk.web.Problem;
import java.util.List;
import java.util.Map;

/**
 * A form as it was submitted and bound: the record when every field converted and every constraint
 * held, else the violations; and either way the values as the client sent them, so that a page can
 * show the form again with what the user typed and a message next to each field.
 *
 * <pre>{@code
 * @param dev.silk.web.forms.BoundForm<app.SignUp> form
 * <form method="post" action="/signup">
 *   ${Csrf.field()}
 *   <input name="email" value="${form.value("email")}">
 *   @if(form.hasError("email"))<p class="error">${form.error("email")}</p>@endif
 *   <input type="checkbox" name="newsletter" checked="${form.checked("newsletter")}">
 * </form>
 * }</pre>
 *
 * <p>Immutable, and safe to hand to a template: every text it returns is what jte escapes, never
 * markup.
 *
 * @param <T> the record a valid form becomes
 */
public final class BoundForm<T> {
  private final Map<String, List<String>> fields;
  private final T value;
  private final List<Violation> errors;
  private final int count;

  private BoundForm(Map<String, List<String>> fields, T value, List<Violation> errors, int count) {
    this.fields = fields;
    this.value = value;
    this.errors = errors;
    this.count = count;
  }

  /**
   * A bound form, as generated binders make it: the submitted values by field, the record (null
   * when the form is invalid) and the violations.
   */
  public static <T> BoundForm<T> of(
      Map<String, List<String>> fields, T value, List<Violation> errors, int count) {
    return new BoundForm<>(
        Map.copyOf(fields), errors.isEmpty() ? value : null, List.copyOf(errors), count);
  }

  /** Whether every field converted and every constraint held. */
  public boolean isValid() {
    return errors.isEmpty() && value != null;
  }

  /**
   * The record the form became.
   *
   * @throws IllegalStateException if the form is invalid: ask {@link #isValid()} first
   */
  public T value() {
    if (!isValid()) {
      throw new IllegalStateException("the form is invalid: " + errors);
    }
    return value;
  }

  /**
   * The record, or an {@link HttpException} 422 listing the violations, for a form posted by a
   * script that wants problem details rather than a page again.
   */
  public T orElseThrow() {
    if (!isValid()) {
      throw new HttpException(problem());
    }
    return value;
  }

  /** The first value submitted for a field, as the client sent it; {@code ""} when none. */
  public String value(String field) {
    List<String> v = fields.get(field);
    return v == null || v.isEmpty() ? "" : v.get(0);
  }

  /** Every value submitted for a field (checkboxes, multiple selects), in order. */
  public List<String> values(String field) {
    List<String> v = fields.get(field);
    return v == null ? List.of() : v;
  }

  /**
   * Whether a checkbox field was checked: its value is {@code on}, {@code true}, {@code 1} or
   * {@code yes}.
   */
  public boolean checked(String field) {
    return FormReader.truthy(value(field));
  }

  /** Whether {@code option} is among a field's values: a checked box or selected option. */
  public boolean selected(String field, String option) {
    return values(field).contains(option);
  }

  /** The message for a field, or {@code null} when it has none. */
  public String error(String field) {
    String pointer = "/" + Violation.escape(field);
    for (Violation v : errors) {
      if (v.pointer().equals(pointer)) {
        return v.message();
      }
    }
    return null;
  }

  /** Whether a field has a message. */
  public boolean hasError(String field) {
    return error(field) != null;
  }

  /**
   * The message about the form as a whole (a {@code @Check} without a member, or the record's
   * constructor refusing the values), or {@code null}.
   */
  public String formError() {
    for (Violation v : errors) {
      if (v.pointer().isEmpty()) {
        return v.message();
      }
    }
    return null;
  }

  /** Every violation, each with the pointer of its field ({@code /email}). */
  public List<Violation> errors() {
    return errors;
  }

  /** The violations as a 422 problem, as {@code bodyJson} answers a JSON body. */
  public Problem problem() {
    return Problem.invalid(errors, count);
  }

  @Override
  public String toString() {
    return isValid() ? "valid " + value : "invalid " + errors;
  }
}
