package {{package}};

import dev.silk.json.JsonBound;
import dev.silk.json.validation.NotBlank;
import dev.silk.json.validation.Size;
import dev.silk.web.forms.FormBound;

/**
 * What a client sends to create a to-do: {@code {"title": "..."}} to the API, or the page's form.
 * {@code @JsonBound} makes the compiler write {@code NewTodoCodec}, {@code @FormBound} the form
 * binder {@code NewTodoForm}; both check the constraints (a 422 for the API, messages on the page).
 */
@JsonBound
@FormBound
public record NewTodo(@NotBlank @Size(max = 100) String title) {}
