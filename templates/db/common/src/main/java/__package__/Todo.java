package {{package}};

import dev.silk.data.Row;
import dev.silk.json.JsonBound;

/**
 * A to-do item. {@code @JsonBound} makes the compiler write {@code TodoCodec} for it, {@code @Row}
 * writes {@code TodoRowMapper}, which reads it from a row of the {@code todo} table.
 */
@JsonBound
@Row
public record Todo(long id, String title, boolean done) {}
