package {{package}};

import dev.silk.websocket.WebSocket;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The chat rooms, kept in memory: each room's open sockets and its last messages. */
public final class Rooms {
  private static final int KEPT = 50;

  private final Map<String, Room> rooms = new ConcurrentHashMap<>();

  /** A socket joins a room and gets the room's last messages first. */
  public void join(String room, WebSocket socket) {
    room(room).join(socket);
  }

  public void leave(String room, WebSocket socket) {
    room(room).leave(socket);
  }

  /** Keeps the message and sends it to every socket of the room. */
  public void say(String room, ChatMessage message) {
    room(room).say(message);
  }

  /** The room's last messages, oldest first. */
  public List<ChatMessage> recent(String room) {
    Room r = rooms.get(room);
    return r == null ? List.of() : r.recent();
  }

  private Room room(String name) {
    return rooms.computeIfAbsent(name, n -> new Room());
  }

  /**
   * One room. Joining and saying take the same lock, so a socket that joins gets each message
   * exactly once: in the backlog or as it is said. Sending does not block, so the lock is short.
   */
  private static final class Room {
    private final Set<WebSocket> sockets = new HashSet<>();
    private final Deque<ChatMessage> kept = new ArrayDeque<>();

    synchronized void join(WebSocket socket) {
      for (ChatMessage message : kept) {
        socket.send(ChatMessageCodec.INSTANCE, message);
      }
      sockets.add(socket);
    }

    synchronized void leave(WebSocket socket) {
      sockets.remove(socket);
    }

    synchronized void say(ChatMessage message) {
      kept.addLast(message);
      if (kept.size() > KEPT) {
        kept.removeFirst();
      }
      for (WebSocket socket : sockets) {
        socket.send(ChatMessageCodec.INSTANCE, message);
      }
    }

    synchronized List<ChatMessage> recent() {
      return List.copyOf(kept);
    }
  }
}
