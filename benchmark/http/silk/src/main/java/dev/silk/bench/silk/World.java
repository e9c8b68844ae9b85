package dev.silk.bench.silk;

import dev.silk.data.Column;
import dev.silk.data.Row;
import dev.silk.json.JsonBound;

/** A row of TechEmpower's {@code world} table, read by a generated mapper, written by a codec. */
@JsonBound
@Row
record World(int id, @Column("randomnumber") int randomNumber) {}
