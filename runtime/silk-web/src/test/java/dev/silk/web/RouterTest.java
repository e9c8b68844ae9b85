package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.silk.web.spi.Dispatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RouterTest {
  private static final Handler H = req -> WebResponse.text("");

  static Router router(String... methodAndPaths) {
    List<RouteEntry> routes = new ArrayList<>();
    for (String mp : methodAndPaths) {
      String[] parts = mp.split(" ");
      routes.add(new RouteEntry(parts[0], parts[1], H));
    }
    return new Router(routes);
  }

  static String find(Router router, String method, String path) {
    RouteEntry r = router.find(Router.methodIndex(method), PathSegments.split(path));
    return r == null ? null : r.route.path();
  }

  @Test
  void routesAreTriedInRegistrationOrderWithinABucket() {
    Router r =
        router("GET /study/today", "GET /study/{mode}", "GET /{lang}/about", "GET /x/{a}/{b}");
    assertEquals("/study/today", find(r, "GET", "/study/today"));
    assertEquals("/study/{mode}", find(r, "GET", "/study/about"));
    assertEquals("/{lang}/about", find(r, "GET", "/en/about"));
    assertEquals("/x/{a}/{b}", find(r, "GET", "/x/1/2"));
    assertNull(find(r, "GET", "/x/1"));
    assertNull(find(r, "POST", "/study/today"));
  }

  @Test
  void aVariableFirstRouteRegisteredFirstStillWinsInLaterBuckets() {
    Router r = router("GET /{any}", "GET /fixed");
    assertEquals("/{any}", find(r, "GET", "/fixed"));
  }

  @Test
  void theRootIsItsOwnBucket() {
    Router r = router("GET /", "GET /{id}");
    assertEquals("/", find(r, "GET", "/"));
    assertEquals("/{id}", find(r, "GET", "/7"));
  }

  @Test
  void headUsesGetRoutes() {
    assertEquals("/a", find(router("GET /a"), "HEAD", "/a"));
  }

  @Test
  void allowListsEveryMethodWithAMatchingRoute() {
    Router r = router("GET /a", "DELETE /a", "POST /{x}");
    assertEquals("GET, HEAD, POST, DELETE, OPTIONS", r.allow(PathSegments.split("/a")));
    assertEquals("POST, OPTIONS", r.allow(PathSegments.split("/b")));
    assertNull(r.allow(PathSegments.split("/a/b")));
  }

  @Test
  void variablelessRoutesShareOneEmptyMap() {
    RouteEntry plain = new RouteEntry("GET", "/a/b", H);
    assertSame(
        plain.variables(PathSegments.split("/a/b")), plain.variables(PathSegments.split("/a/b")));
    RouteEntry vars = new RouteEntry("GET", "/a/{x}/{y}", H);
    assertEquals(Map.of("x", "1", "y", "2"), vars.variables(PathSegments.split("/a/1/2")));
  }

  @Test
  void badPatternsAreRefusedAtRegistration() {
    assertThrows(IllegalArgumentException.class, () -> new RouteEntry("GET", "items", H));
    assertThrows(IllegalArgumentException.class, () -> new RouteEntry("GET", "/a{b}", H));
    assertThrows(IllegalArgumentException.class, () -> new RouteEntry("GET", "/{a}/{a}", H));
    assertThrows(
        IllegalArgumentException.class, () -> App.create().get("/a/{x}", H).get("/a/{y}", H));
  }

  /**
   * Where {@link Router#exact} knows a raw path, it answers what the split and {@link Router#find}
   * do, for every method index (HEAD, OPTIONS and an unknown method included).
   */
  static void assertExactAgrees(Router router, String rawPath) {
    Router.Exact exact = router.exact(rawPath);
    if (exact == null) {
      return;
    }
    String[] segments = PathSegments.split(rawPath);
    assertArrayEquals(segments, exact.segments, rawPath);
    for (int m = Router.OTHER; m <= Router.OPTIONS; m++) {
      assertSame(router.find(m, segments), exact.route(m), rawPath + ", method " + m);
    }
  }

  @Test
  void aRoutesOwnPathIsRoutedBeforeTheSplitWithTheSameAnswers() {
    Router r =
        router(
            "GET /{any}",
            "GET /fixed",
            "GET /text",
            "POST /text",
            "DELETE /a/b",
            "GET /",
            "GET /caf%C3%A9",
            "GET /a+b");
    assertNotNull(r.exact("/text"));
    assertEquals("/{any}", r.exact("/fixed").route(Router.GET).route.path());
    // The variable-first route registered first wins here too, for GET and HEAD.
    assertEquals("/{any}", r.exact("/text").route(Router.HEAD).route.path());
    assertEquals("/text", r.exact("/text").route(Router.POST).route.path());
    assertNull(r.exact("/text").route(Router.OPTIONS));
    assertNull(r.exact("/a/b").route(Router.GET));
    assertEquals(0, r.exact("/").segments.length);
    // Not the pattern's own spelling: split and looked up as before.
    assertNull(r.exact("/text/"));
    assertNull(r.exact("/%74ext"));
    assertNull(r.exact("/caf%C3%A9"));
    for (String path :
        new String[] {"/fixed", "/text", "/a/b", "/", "/a+b", "/caf%C3%A9", "/text/", "/x"}) {
      assertExactAgrees(r, path);
    }
  }

  @Test
  void aRoutesOwnPathAnswersLikeAnyOtherSpellingOfIt() throws Exception {
    Dispatcher d =
        Dispatcher.of(
            App.create()
                .get("/text", req -> WebResponse.text("t"))
                .delete("/text", req -> WebResponse.text("d"))
                .get("/{x}/{y}", req -> WebResponse.text(req.pathParam("x"))));
    for (String path : new String[] {"/text", "/text/", "/%74ext"}) {
      assertEquals("t", MemoryExchange.send(d, "GET", path).text(), path);
      MemoryExchange head = MemoryExchange.send(d, "HEAD", path);
      assertEquals(200, head.status, path);
      assertEquals("", head.text(), path);
      MemoryExchange post = MemoryExchange.send(d, "POST", path);
      assertEquals(405, post.status, path);
      assertEquals("GET, HEAD, DELETE, OPTIONS", post.header("Allow", true), path);
      MemoryExchange options = MemoryExchange.send(d, "OPTIONS", path);
      assertEquals(204, options.status, path);
      assertEquals("GET, HEAD, DELETE, OPTIONS", options.header("Allow", true), path);
      assertEquals(501, MemoryExchange.send(d, "BREW", path).status, path);
    }
    assertEquals("a", MemoryExchange.send(d, "GET", "/a/b").text());
  }

  @Test
  void theBucketedRouterAgreesWithAPlainScanOnRandomTables() {
    long seed = new SplittableRandom().nextLong();
    SplittableRandom random = new SplittableRandom(seed);
    String[] words = {"a", "b", "c", "{v}", "{w}"};
    for (int round = 0; round < 200; round++) {
      List<RouteEntry> routes = new ArrayList<>();
      List<String> shapes = new ArrayList<>();
      for (int i = 0; i < 12; i++) {
        StringBuilder p = new StringBuilder();
        int n = random.nextInt(4);
        for (int s = 0; s < n; s++) {
          p.append('/')
              .append(
                  words[random.nextInt(words.length)]
                      .replace("{w}", "{w" + s + "}")
                      .replace("{v}", "{v" + s + "}"));
        }
        String path = p.length() == 0 ? "/" : p.toString();
        String shape = path.replaceAll("\\{[^}]*}", "{}");
        if (!shapes.contains(shape)) {
          shapes.add(shape);
          routes.add(new RouteEntry("GET", path, H));
        }
      }
      Router router = new Router(routes);
      for (int q = 0; q < 30; q++) {
        StringBuilder p = new StringBuilder();
        int n = random.nextInt(4);
        for (int s = 0; s < n; s++) {
          p.append('/').append("abcz".charAt(random.nextInt(4)));
        }
        String[] segments = PathSegments.split(p.length() == 0 ? "/" : p.toString());
        RouteEntry expected = null;
        for (RouteEntry r : routes) {
          if (r.matches(segments)) {
            expected = r;
            break;
          }
        }
        assertSame(expected, router.find(Router.GET, segments), "seed " + seed + ", path " + p);
        assertExactAgrees(router, p.length() == 0 ? "/" : p.toString());
      }
    }
  }
}
