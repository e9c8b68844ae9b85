package {{package}};

import dev.silk.json.JsonBound;

/** What a client sends to create a to-do: {@code {"title": "..."}}. */
@JsonBound
public record NewTodo(String title) {}
