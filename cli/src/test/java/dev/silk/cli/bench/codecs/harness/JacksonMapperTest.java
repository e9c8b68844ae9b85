package dev.silk.cli.bench.codecs.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectMapper;

/** Jackson reads and writes the document the Silk codec does, snake_case names included. */
class JacksonMapperTest {
  @Test
  void recordsWithSnakeCaseNamesReadTheSameDocumentInBothEngines() throws Exception {
    ObjectMapper jackson = JacksonMapper.create();

    SnakeRow row = jackson.readValue("{\"order_id\":7,\"full_name\":\"Ada\"}", SnakeRow.class);

    assertEquals(new SnakeRow(7, "Ada"), row);
    assertEquals("{\"order_id\":7,\"full_name\":\"Ada\"}", jackson.writeValueAsString(row));
  }
}
