package dev.silk.bench.spring;

import dev.silk.bench.data.Fortune;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

/**
 * TechEmpower's database cases as a Spring Boot user writes them: {@code JdbcTemplate} over the
 * HikariCP pool Spring Boot configures, Jackson for JSON, Thymeleaf for the page. Present only when
 * the benchmark gives a database (BENCH_DB_URL, see {@link SpringBootBench}).
 */
@Controller
@ConditionalOnProperty("spring.datasource.url")
class DatabaseController {
  /** A row of the world table; Jackson writes it as {"id":..,"randomNumber":..}. */
  record World(int id, int randomNumber) {}

  private final JdbcTemplate jdbc;

  DatabaseController(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  @GetMapping("/db")
  @ResponseBody
  World db() {
    return world(randomId());
  }

  @GetMapping("/queries")
  @ResponseBody
  List<World> queries(@RequestParam(name = "queries", required = false) String queries) {
    return worlds(count(queries));
  }

  @GetMapping("/updates")
  @ResponseBody
  List<World> updates(@RequestParam(name = "queries", required = false) String queries) {
    List<World> changed = new ArrayList<>();
    for (World w : worlds(count(queries))) {
      changed.add(new World(w.id(), randomId()));
    }
    changed.sort(Comparator.comparingInt(World::id));
    List<Object[]> rows = new ArrayList<>(changed.size());
    for (World w : changed) {
      rows.add(new Object[] {w.randomNumber(), w.id()});
    }
    jdbc.batchUpdate("update world set randomnumber = ? where id = ?", rows);
    return changed;
  }

  @GetMapping("/fortunes-db")
  String fortunes(Model model) {
    List<Fortune> fortunes =
        new ArrayList<>(jdbc.query("select id, message from fortune", (rs, n) -> new Fortune(rs.getInt(1), rs.getString(2))));
    fortunes.add(new Fortune(0, "Additional fortune added at request time."));
    fortunes.sort(Comparator.comparing(Fortune::message));
    model.addAttribute("fortunes", fortunes);
    return "fortunes";
  }

  private World world(int id) {
    return jdbc.queryForObject(
        "select id, randomnumber from world where id = ?", (rs, n) -> new World(rs.getInt(1), rs.getInt(2)), id);
  }

  private List<World> worlds(int count) {
    List<World> worlds = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      worlds.add(world(randomId()));
    }
    return worlds;
  }

  private static int count(String value) {
    int n;
    try {
      n = value == null ? 1 : Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      n = 1;
    }
    return Math.max(1, Math.min(500, n));
  }

  private static int randomId() {
    return 1 + ThreadLocalRandom.current().nextInt(10_000);
  }
}
