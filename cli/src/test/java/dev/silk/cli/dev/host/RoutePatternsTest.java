package dev.silk.cli.dev.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.silk.web.Route;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shape log files bodies under the route silk-web's router would pick for the same path. */
class RoutePatternsTest {
  private final RoutePatterns routes =
      RoutePatterns.of(
          List.of(
              new Route("POST", "/orders/today"),
              new Route("POST", "/orders/{id}"),
              new Route("PUT", "/orders/{id}"),
              new Route("POST", "/{tenant}/orders"),
              new Route("POST", "/caf\u00e9"),
              new Route("POST", "/")));

  @Test
  void theFirstMatchingRouteInRegistrationOrderWins() {
    assertEquals("POST /orders/today", routes.find("POST", "/orders/today"));
    assertEquals("POST /orders/{id}", routes.find("POST", "/orders/42"));
    assertEquals("POST /{tenant}/orders", routes.find("POST", "/acme/orders"));
  }

  @Test
  void theMethodMustMatchAndAVariableTakesOneWholeSegment() {
    assertEquals("PUT /orders/{id}", routes.find("PUT", "/orders/42"));
    assertNull(routes.find("PATCH", "/orders/42"));
    assertNull(routes.find("POST", "/orders/42/lines"));
    assertNull(routes.find("POST", "/orders"));
  }

  @Test
  void aTrailingSlashIsIgnoredAndSegmentsAreDecodedBeforeComparing() {
    assertEquals("POST /orders/{id}", routes.find("POST", "/orders/42/"));
    assertEquals("POST /caf\u00e9", routes.find("POST", "/caf%C3%A9"));
    assertEquals("POST /", routes.find("POST", "/"));
    assertEquals("POST /orders/{id}", routes.find("POST", "/orders/a+b"));
  }

  @Test
  void aPathSilkWebRefusesHasNoRoute() {
    assertNull(routes.find("POST", "/orders/%zz"));
    assertNull(routes.find("POST", "*"));
  }
}
