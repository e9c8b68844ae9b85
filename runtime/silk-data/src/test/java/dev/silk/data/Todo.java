package dev.silk.data;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

@Row
record Todo(
    long id,
    String title,
    boolean done,
    Integer priority,
    Status status,
    Instant createdAt,
    BigDecimal price,
    UUID token,
    LocalDate due,
    byte[] payload) {

  enum Status {
    OPEN,
    BLOCKED,
    CLOSED
  }
}
