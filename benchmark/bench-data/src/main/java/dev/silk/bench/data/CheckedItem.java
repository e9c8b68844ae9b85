package dev.silk.bench.data;

import dev.silk.json.JsonBound;
import dev.silk.json.validation.Max;
import dev.silk.json.validation.Min;
import dev.silk.json.validation.NotBlank;
import dev.silk.json.validation.Size;

/**
 * {@link Item} with the constraints an API puts on what it accepts: the json-post document bound
 * with validation (issue 27 asks that it cost at most 10 % more than {@link Item} without).
 */
@JsonBound
public record CheckedItem(
    @Min(1) long id,
    @NotBlank @Size(max = 100) String name,
    @Size(max = 1000) String description,
    @Min(0) @Max(100_000) int stock,
    boolean available) {}
