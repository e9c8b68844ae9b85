package dev.silk.bench.silk;

import dev.silk.bench.data.Fortune;
import dev.silk.data.DataConfig;
import dev.silk.data.Database;
import dev.silk.json.JsonCodec;
import dev.silk.web.App;
import dev.silk.web.WebRequest;
import dev.silk.web.WebResponse;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * TechEmpower's database cases as a Silk user writes them with silk-data: one random row, 20 random
 * rows, the fortunes from their table with one added per request, 20 rows updated.
 */
final class DatabaseCases {
  private static final JsonCodec<List<World>> WORLDS = WorldCodec.INSTANCE.list();
  private static final String WORLD = "select id, randomnumber from world where id = ?";

  private DatabaseCases() {}

  /** Adds the routes when BENCH_DB_URL names the benchmark's PostgreSQL database. */
  static App add(App app) {
    String url = System.getenv("BENCH_DB_URL");
    if (url == null || url.isBlank()) {
      return app;
    }
    int pool = Integer.parseInt(System.getenv().getOrDefault("BENCH_DB_POOL", "32"));
    Database db = Database.connect(DataConfig.of(url).withPoolSize(pool).withMigrations());
    return app.get("/db", request -> WebResponse.json(WorldCodec.INSTANCE, world(db, randomId())))
        .get("/queries", request -> WebResponse.json(WORLDS, worlds(db, count(request))))
        .get(
            "/fortunes-db",
            request -> {
              List<Fortune> fortunes =
                  db.query("select id, message from fortune")
                      .list(rs -> new Fortune(rs.getInt(1), rs.getString(2)));
              fortunes.add(new Fortune(0, "Additional fortune added at request time."));
              fortunes.sort(Comparator.comparing(Fortune::message));
              return WebResponse.template("fortunes.jte", fortunes);
            })
        .get(
            "/updates",
            request -> {
              List<World> worlds = worlds(db, count(request));
              List<World> changed = new ArrayList<>(worlds.size());
              for (World w : worlds) {
                changed.add(new World(w.id(), randomId()));
              }
              // Sorted by id, so concurrent batches lock rows in one order and never deadlock.
              changed.sort(Comparator.comparingInt(World::id));
              db.batch(
                  "update world set randomnumber = ? where id = ?",
                  changed,
                  (w, p) -> p.set(w.randomNumber()).set(w.id()));
              return WebResponse.json(WORLDS, changed);
            });
  }

  private static World world(Database db, int id) {
    return db.query(WORLD, id).single(WorldRowMapper.INSTANCE);
  }

  private static List<World> worlds(Database db, int count) {
    List<World> worlds = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      worlds.add(world(db, randomId()));
    }
    return worlds;
  }

  /** TechEmpower's rule: a missing or bad count is 1, and counts are clamped to 1..500. */
  static int count(WebRequest request) {
    String value = request.query("queries");
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
