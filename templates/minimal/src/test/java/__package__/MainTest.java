package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.test.WebTest;
import org.junit.jupiter.api.Test;

class MainTest {
  @Test
  void theHomePageSaysHello() {
    var response = WebTest.of(Main.app()).get("/");

    assertEquals(200, response.status());
    assertEquals("Hello from {{name}}!", response.text());
  }
}
