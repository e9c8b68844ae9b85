package dev.silk.web.openapi;

import dev.silk.json.JsonBound;
import java.util.List;

/** What a client sends to create an item. */
@JsonBound(strict = true)
public record NewItem(String name, List<String> tags) {}
