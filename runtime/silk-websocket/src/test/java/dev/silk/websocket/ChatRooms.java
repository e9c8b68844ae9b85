package dev.silk.websocket;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The manual's chat rooms: the open sockets of each room, and a broadcast to them. */
final class ChatRooms {
  private final Map<String, Set<WebSocket>> rooms = new ConcurrentHashMap<>();

  void join(String room, WebSocket socket) {
    rooms.computeIfAbsent(room, r -> ConcurrentHashMap.newKeySet()).add(socket);
  }

  void leave(String room, WebSocket socket) {
    rooms.computeIfPresent(
        room, (r, sockets) -> sockets.remove(socket) && sockets.isEmpty() ? null : sockets);
  }

  int size(String room) {
    return rooms.getOrDefault(room, Set.of()).size();
  }

  void broadcast(String room, Chat message) {
    for (WebSocket socket : rooms.getOrDefault(room, Set.of())) {
      socket.send(ChatCodec.INSTANCE, message);
    }
  }
}
