package dev.silk.cli.bench.codecs.harness;

import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Jackson that Silk's codecs are measured against: Jackson 3 databind as a user gets it, with
 * its defaults. The check and every benchmark build it here, so they compare the same thing.
 */
public final class JacksonMapper {
  private JacksonMapper() {}

  /** A new mapper with Jackson's defaults. */
  public static ObjectMapper create() {
    return JsonMapper.builder().build();
  }
}
