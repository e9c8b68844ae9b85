package dev.silk.data;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the Silk data processor ({@code silk-data-processor}) to generate a {@link RowMapper} for a
 * record at compile time: straight-line code calling the record's constructor with typed reads of
 * the result set, no reflection at run time.
 *
 * <p>The mapper is generated beside the record: {@code p.Todo} gets {@code p.TodoRowMapper}, a
 * nested {@code p.Outer.Todo} gets {@code p.Outer_TodoRowMapper}; each holds its singleton in
 * {@code INSTANCE}. A component {@code createdAt} reads the column {@code createdAt} or {@code
 * created_at}, in any case; {@link Column} names another. The columns are looked up once per result
 * set, then read by index.
 *
 * <pre>{@code
 * @Row
 * record Todo(long id, String title, boolean done, Instant createdAt) {}
 *
 * List<Todo> todos = db.query("select * from todo order by id").list(TodoRowMapper.INSTANCE);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Row {}
