package dev.silk.web.forms;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks silk-json-processor to generate a {@link FormBinder} for a record at compile time, as
 * {@code @JsonBound} generates a codec: {@code p.SignUp} gets {@code p.SignUpForm}, whose {@code
 * INSTANCE} binds a submitted form to the record with straight-line code (no reflection).
 *
 * <p>Each record component is a form field of the same name ({@code @JsonName} renames it). The
 * constraints of {@code dev.silk.json.validation} apply as they do to JSON bodies, and a value that
 * does not convert ({@code "abc"} for an {@code int}) is a violation of its field, not an error
 * page.
 *
 * <pre>{@code
 * @FormBound
 * record SignUp(@NotBlank @Email String email, @Min(13) int age, boolean newsletter) {}
 *
 * app.post("/signup", req -> {
 *   BoundForm<SignUp> form = req.form(SignUpForm.INSTANCE);
 *   if (!form.isValid()) {
 *     return WebResponse.template("signup.jte", form).withStatus(422);   // values and messages
 *   }
 *   accounts.create(form.value());
 *   return WebResponse.redirect("/welcome", 303);
 * });
 * }</pre>
 *
 * <p>Field types: {@code String}, {@code int}, {@code long}, {@code double}, {@code boolean} and
 * their boxes, {@code BigDecimal}, enums (by constant name), {@code LocalDate}, {@code LocalTime},
 * {@code LocalDateTime} (as HTML's date, time and datetime-local inputs send them), {@code UUID},
 * {@code List} or {@code Set} of {@code String}, enums, {@code Integer} or {@code Long} (repeated
 * fields, checkboxes, multiple selects), {@code UploadedFile} and {@code List<UploadedFile>}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface FormBound {}
