package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.test.TestSocket;
import dev.silk.test.WebTest;
import org.junit.jupiter.api.Test;

class MainTest {
  @Test
  void aMessageReachesEverySocketOfTheRoomAndStaysInItsHistory() {
    try (WebTest web = WebTest.serve(Main.app(new Rooms()));
        TestSocket ann = web.socket("/chat/lobby").connect();
        TestSocket bob = web.socket("/chat/lobby").connect()) {
      ann.send(ChatMessageCodec.INSTANCE, new ChatMessage("ann", "hello"));

      assertEquals(new ChatMessage("ann", "hello"), ann.expectJson(ChatMessageCodec.INSTANCE));
      assertEquals(new ChatMessage("ann", "hello"), bob.expectJson(ChatMessageCodec.INSTANCE));
      assertEquals(
          "[{\"user\":\"ann\",\"text\":\"hello\"}]", web.get("/api/rooms/lobby/messages").text());
    }
  }

  @Test
  void aMessageThatBreaksTheRulesClosesTheSocket() {
    try (WebTest web = WebTest.serve(Main.app(new Rooms()));
        TestSocket socket = web.socket("/chat/lobby").connect()) {
      socket.send("{\"user\":\"\",\"text\":\"hi\"}");

      assertEquals(1007, socket.expectClose().code());
    }
  }

  @Test
  void thePageAndTheApiDocumentAreServed() {
    try (WebTest web = WebTest.of(Main.app(new Rooms()))) {
      assertTrue(web.get("/").text().contains("/chat.js"));
      assertTrue(web.get("/openapi.json").text().contains("\"ChatMessage\""));
    }
  }
}
