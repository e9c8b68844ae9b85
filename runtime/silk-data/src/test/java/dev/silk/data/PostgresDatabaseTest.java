package dev.silk.data;

import dev.silk.data.testing.LocalPostgres;
import org.junit.jupiter.api.Tag;

/** The contract on a real PostgreSQL, started by the tests when none is given. */
@Tag("slow")
class PostgresDatabaseTest extends DatabaseContract {
  @Override
  DataConfig freshDatabase() {
    return DataConfig.of(LocalPostgres.shared().createDatabase("contract")).withPoolSize(2);
  }
}
