package dev.silk.data;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;

/** The contract on the embedded database, H2 in PostgreSQL mode. */
@Tag("slow")
class H2DatabaseTest extends DatabaseContract {
  private static final AtomicInteger names = new AtomicInteger();

  @Override
  DataConfig freshDatabase() {
    return DataConfig.of(DataConfig.inMemory("contract" + names.incrementAndGet())).withPoolSize(2);
  }
}
