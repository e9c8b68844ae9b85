package dev.silk.bench.javalin;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.silk.bench.data.Fortune;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** TechEmpower's database cases as a Javalin user writes them: HikariCP and plain JDBC. */
final class DatabaseCases {
  /** A row of the world table; Jackson writes it as {"id":..,"randomNumber":..}. */
  public record World(int id, int randomNumber) {}

  private DatabaseCases() {}

  static void add(JavalinConfig config, TemplateEngine templates) {
    String url = System.getenv("BENCH_DB_URL");
    if (url == null || url.isBlank()) {
      return;
    }
    HikariConfig hikari = new HikariConfig();
    hikari.setJdbcUrl(url);
    hikari.setMaximumPoolSize(Integer.parseInt(System.getenv().getOrDefault("BENCH_DB_POOL", "32")));
    HikariDataSource db = new HikariDataSource(hikari);
    config.routes.get("/db", ctx -> ctx.json(world(db, randomId())));
    config.routes.get("/queries", ctx -> ctx.json(worlds(db, count(ctx))));
    config.routes.get(
        "/fortunes-db",
        ctx -> {
          List<Fortune> fortunes = new ArrayList<>();
          try (Connection c = db.getConnection();
              PreparedStatement s = c.prepareStatement("select id, message from fortune");
              ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
              fortunes.add(new Fortune(rs.getInt(1), rs.getString(2)));
            }
          }
          fortunes.add(new Fortune(0, "Additional fortune added at request time."));
          fortunes.sort(Comparator.comparing(Fortune::message));
          StringOutput out = new StringOutput();
          templates.render("fortunes.jte", Map.of("fortunes", fortunes), out);
          ctx.contentType("text/html; charset=utf-8").result(out.toString());
        });
    config.routes.get(
        "/updates",
        ctx -> {
          List<World> worlds = worlds(db, count(ctx));
          List<World> changed = new ArrayList<>(worlds.size());
          for (World w : worlds) {
            changed.add(new World(w.id(), randomId()));
          }
          changed.sort(Comparator.comparingInt(World::id));
          try (Connection c = db.getConnection();
              PreparedStatement s = c.prepareStatement("update world set randomnumber = ? where id = ?")) {
            c.setAutoCommit(false);
            for (World w : changed) {
              s.setInt(1, w.randomNumber());
              s.setInt(2, w.id());
              s.addBatch();
            }
            s.executeBatch();
            c.commit();
            c.setAutoCommit(true);
          }
          ctx.json(changed);
        });
  }

  private static World world(HikariDataSource db, int id) throws SQLException {
    try (Connection c = db.getConnection();
        PreparedStatement s = c.prepareStatement("select id, randomnumber from world where id = ?")) {
      s.setInt(1, id);
      try (ResultSet rs = s.executeQuery()) {
        rs.next();
        return new World(rs.getInt(1), rs.getInt(2));
      }
    }
  }

  private static List<World> worlds(HikariDataSource db, int count) throws SQLException {
    List<World> worlds = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      worlds.add(world(db, randomId()));
    }
    return worlds;
  }

  private static int count(Context ctx) {
    String value = ctx.queryParam("queries");
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
