package {{package}};

import dev.silk.json.JsonBound;

/** A to-do item. {@code @JsonBound} makes the compiler write {@code TodoCodec} for it. */
@JsonBound
public record Todo(long id, String title, boolean done) {}
