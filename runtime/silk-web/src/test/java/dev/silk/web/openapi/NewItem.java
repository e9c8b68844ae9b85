package dev.silk.web.openapi;

import dev.silk.json.JsonBound;
import dev.silk.json.validation.NotBlank;
import dev.silk.json.validation.Size;
import java.util.List;

/** What a client sends to create an item. */
@JsonBound(strict = true)
public record NewItem(@NotBlank @Size(max = 80) String name, @Size(max = 10) List<String> tags) {}
