package {{package}};

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;

/** The to-do list, in memory: replace it with a database when the app needs one. */
public final class Todos {
  private final Map<Long, Todo> byId = new ConcurrentSkipListMap<>();
  private final AtomicLong ids = new AtomicLong();

  public Todo add(String title) {
    Todo todo = new Todo(ids.incrementAndGet(), title, false);
    byId.put(todo.id(), todo);
    return todo;
  }

  public Optional<Todo> find(long id) {
    return Optional.ofNullable(byId.get(id));
  }

  public List<Todo> all() {
    return new ArrayList<>(byId.values());
  }
}
