package {{package}};

import dev.silk.data.DataConfig;
import dev.silk.data.Database;

/**
 * The database the tests run on: an in-memory H2 database, or PostgreSQL when
 * TEST_JDBC_DATABASE_URL is set (TEST_, so that a test run never touches the app's own database).
 * The migrations run once; each test starts from what they made.
 */
final class TestDatabase {
  static final Database DB =
      Database.connect(DataConfig.fromEnvironment("TEST_JDBC_DATABASE", DataConfig.inMemory("test")));

  static {
    DB.migrate();
  }

  private TestDatabase() {}

  /** The database as the migrations left it: the first to-do only. */
  static Database fresh() {
    DB.update("delete from todo where title <> ?", "Read the README");
    return DB;
  }
}
