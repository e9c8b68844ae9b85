package dev.silk.test;

import dev.silk.json.validation.Check;
import dev.silk.json.validation.Email;
import dev.silk.json.validation.Max;
import dev.silk.json.validation.Min;
import dev.silk.json.validation.NotBlank;
import dev.silk.json.validation.Size;
import dev.silk.web.UploadedFile;
import dev.silk.web.forms.FormBound;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/** A sign-up form: every kind of field a form sends, with constraints. */
@FormBound
public record SignUp(
    @NotBlank @Email String email,
    @NotBlank @Size(min = 8, max = 64) String password,
    String repeat,
    @Min(13) @Max(130) int age,
    Plan plan,
    boolean newsletter,
    Set<Topic> topics,
    LocalDate birthday,
    List<String> nicknames,
    UploadedFile avatar) {

  public enum Plan {
    FREE,
    PRO
  }

  public enum Topic {
    NEWS,
    TIPS,
    OFFERS
  }

  public SignUp {
    if (email != null && email.endsWith("@example.invalid")) {
      throw new IllegalArgumentException("that address cannot receive mail");
    }
  }

  @Check(value = "must repeat the password", member = "repeat")
  boolean repeated() {
    return password.equals(repeat);
  }
}
