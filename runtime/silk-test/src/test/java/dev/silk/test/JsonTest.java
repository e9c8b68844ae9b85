package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonOutput;
import dev.silk.web.App;
import dev.silk.web.WebResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** JSON bodies in and out, through memory and through a real Jetty. */
class JsonTest {
  static WebTest inProcess;
  static WebTest served;

  /** Fails half-way through a document, as a buggy codec would. */
  static final JsonCodec<String> BROKEN =
      new JsonCodec<>() {
        @Override
        public void write(JsonOutput out, String value) {
          out.beginObject().key("half");
          throw new IllegalStateException("codec bug");
        }

        @Override
        public String read(JsonInput in) {
          throw new UnsupportedOperationException();
        }
      };

  static List<Item> items(int n) {
    List<Item> list = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      list.add(new Item(i, "item number " + i + " with a name long enough to fill the buffer"));
    }
    return list;
  }

  @BeforeAll
  static void start() {
    App app =
        App.create()
            .get("/item", req -> WebResponse.json(Item.CODEC, new Item(7, "pen")))
            .get("/items", req -> WebResponse.json(Item.CODEC.list(), items(req.queryInt("n"))))
            .post(
                "/items",
                req -> {
                  Item item = req.bodyJson(Item.CODEC);
                  return WebResponse.status(201)
                      .withJson(Item.CODEC, new Item(item.id() + 1, item.name()));
                })
            .post(
                "/count",
                req -> WebResponse.text("count " + req.bodyJson(Item.CODEC.list()).size()))
            .get("/broken", req -> WebResponse.json(BROKEN, "x"));
    inProcess = WebTest.of(app);
    served = WebTest.serve(app);
  }

  @AfterAll
  static void stop() {
    served.close();
  }

  static Stream<WebTest> transports() {
    return Stream.of(inProcess, served);
  }

  @EachTransport
  void aJsonBodyIsWrittenWithItsTypeAndLength(WebTest web) {
    TestResponse r = web.get("/item");
    assertEquals(200, r.status());
    assertEquals("{\"id\":7,\"name\":\"pen\"}", r.text());
    assertEquals("application/json", r.header("Content-Type"));
    assertEquals("21", r.header("Content-Length"));
    assertEquals(new Item(7, "pen"), r.json(Item.CODEC));
  }

  @EachTransport
  void headOnAJsonBodyHasTheLengthAndNoBytes(WebTest web) {
    TestResponse r = web.head("/item");
    assertEquals("21", r.header("Content-Length"));
    assertEquals(0, r.bytes().length);
  }

  @EachTransport
  void documentsLargerThanTheKeptBufferAreWhole(WebTest web) {
    for (int n : new int[] {3000, 10, 2000, 1}) {
      TestResponse r = web.get("/items?n=" + n);
      List<Item> list = r.json(Item.CODEC.list());
      assertEquals(items(n), list);
      assertEquals(Integer.toString(r.bytes().length), r.header("Content-Length"));
    }
  }

  @EachTransport
  void aJsonRequestBodyIsReadByItsCodec(WebTest web) {
    TestResponse r = web.request("POST", "/items").json(Item.CODEC, new Item(1, "ink")).send();
    assertEquals(201, r.status());
    assertEquals(new Item(2, "ink"), r.json(Item.CODEC));
    TestResponse count = web.request("POST", "/count").json(Item.CODEC.list(), items(500)).send();
    assertEquals("count 500", count.text());
  }

  @EachTransport
  void malformedJsonIsA400ThatSaysWhere(WebTest web) {
    TestResponse r = web.post("/items", "{\"id\":1,\n \"name\": nope}");
    assertEquals(400, r.status());
    assertTrue(r.problem().detail().startsWith("malformed JSON at line 2, column 10: "), r.text());
    assertEquals("/name", r.problem().errors().get(0).pointer(), "the value at fault");
    TestResponse missing = web.post("/items", "{\"id\":1}");
    assertEquals(400, missing.status());
    assertTrue(missing.problem().detail().contains("missing member 'name'"), missing.text());
    TestResponse trailing = web.post("/items", "{\"id\":1,\"name\":\"a\"} x");
    assertEquals(400, trailing.status());
    assertEquals(400, web.post("/items", "").status());
  }

  @EachTransport
  void aFailingCodecIsAClean500AndLaterDocumentsAreWhole(WebTest web) {
    TestResponse r = web.get("/broken");
    assertEquals(500, r.status());
    assertEquals("Internal Server Error", r.problem().title(), r.text());
    assertTrue(r.problem().requestId() != null, r.text());
    assertEquals(new Item(7, "pen"), web.get("/item").json(Item.CODEC));
  }
}
