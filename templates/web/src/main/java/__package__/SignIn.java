package {{package}};

import dev.silk.json.validation.NotBlank;
import dev.silk.json.validation.Size;
import dev.silk.web.forms.FormBound;

/**
 * The sign-in form. It takes any name, to show where a signed-in user lives (the session); a real
 * app checks a password here against a stored hash, or hands sign-in to an identity provider.
 */
@FormBound
public record SignIn(@NotBlank @Size(max = 40) String name) {}
