package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
      }
    }
  }
}
