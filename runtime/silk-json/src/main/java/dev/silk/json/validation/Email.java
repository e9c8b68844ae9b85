package dev.silk.json.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The string must look like an email address: {@code "must be an email address"}. {@code null}
 * passes (add {@link NotNull} or {@link NotBlank} to require one).
 *
 * <p>The rule is the one browsers apply to {@code <input type="email">}, not RFC 5322's grammar (no
 * quoted local parts, no comments): letters, digits and {@code .!#$%&'*+/=?^_`{|}~-} before one
 * {@code @}, then labels of letters, digits and inner hyphens separated by dots. Letters and digits
 * of any script count, the local part may hold at most 64 characters and the whole address 254. It
 * runs in one pass, so no input can make it slow. Whether the address exists is for a confirmation
 * mail to find out.
 *
 * <pre>{@code
 * @JsonBound
 * record SignUp(@NotBlank @Email String email) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Email {
  /** The message of a violation; {@code "must be an email address"} when empty. */
  String message() default "";
}
