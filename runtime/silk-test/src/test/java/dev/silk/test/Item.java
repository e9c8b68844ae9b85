package dev.silk.test;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonKey;
import dev.silk.json.JsonOutput;

/** A record and its hand-written codec, as the tests' JSON payload. */
record Item(long id, String name) {
  private static final JsonKey ID = JsonKey.of("id");
  private static final JsonKey NAME = JsonKey.of("name");

  static final JsonCodec<Item> CODEC =
      new JsonCodec<>() {
        @Override
        public void write(JsonOutput out, Item item) {
          if (item == null) {
            out.nullValue();
            return;
          }
          out.beginObject().put(ID, item.id()).put(NAME, item.name()).endObject();
        }

        @Override
        public Item read(JsonInput in) {
          if (in.nextIsNull()) {
            return null;
          }
          in.beginObject();
          long id = 0;
          String name = null;
          while (in.hasNext()) {
            switch (in.readKey()) {
              case "id" -> id = in.readLong();
              case "name" -> name = in.readStringOrNull(); // as a generated codec reads it
              default -> in.skipValue();
            }
          }
          if (name == null) {
            throw in.error("missing member 'name'");
          }
          in.endObject();
          return new Item(id, name);
        }
      };
}
