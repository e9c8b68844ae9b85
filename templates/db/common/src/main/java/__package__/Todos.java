package {{package}};

import dev.silk.data.Database;
import java.util.List;
import java.util.Optional;

/** The to-do list, in the {@code todo} table (src/main/resources/db/migration makes it). */
public final class Todos {
  private final Database db;

  public Todos(Database db) {
    this.db = db;
  }

  public Todo add(String title) {
    long id = db.insert("insert into todo(title) values (?)", title);
    return new Todo(id, title, false);
  }

  public Optional<Todo> find(long id) {
    return db.query("select id, title, done from todo where id = ?", id)
        .optional(TodoRowMapper.INSTANCE);
  }

  public List<Todo> all() {
    return db.query("select id, title, done from todo order by id").list(TodoRowMapper.INSTANCE);
  }
}
