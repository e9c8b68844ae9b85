package {{package}};

import dev.silk.json.JsonBound;

/**
 * One message of a room, as the page sends it and every socket of the room receives it. Its codec
 * is generated at compile time; a message that breaks the rules below closes the sender's socket.
 */
@JsonBound
public record ChatMessage(String user, String text) {
  public ChatMessage {
    if (user == null || user.isBlank() || user.length() > 40) {
      throw new IllegalArgumentException("a user name has 1 to 40 characters");
    }
    if (text == null || text.isBlank() || text.length() > 1000) {
      throw new IllegalArgumentException("a message has 1 to 1000 characters");
    }
  }
}
