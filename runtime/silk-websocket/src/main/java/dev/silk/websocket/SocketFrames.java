package dev.silk.websocket;

import dev.silk.json.JsonException;
import dev.silk.json.JsonInput;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.core.CloseStatus;
import org.eclipse.jetty.websocket.core.CoreSession;
import org.eclipse.jetty.websocket.core.Frame;
import org.eclipse.jetty.websocket.core.FrameHandler;
import org.eclipse.jetty.websocket.core.OpCode;
import org.eclipse.jetty.websocket.core.exception.BadPayloadException;
import org.eclipse.jetty.websocket.core.exception.MessageTooLargeException;

/**
 * Jetty's frames in, whole messages out to a {@link WebSocket}'s listeners.
 *
 * <p>Jetty's core reads a frame only when asked ({@code demand}), so a socket reads its next frame
 * once the listener of the last message has returned: messages of one socket never overlap, and a
 * slow listener holds back its own client, nobody else. Fragments are joined into one array up to
 * the size limit; a message past it fails with 1009 before more is buffered.
 *
 * <p>Every event runs with the app's class loader as the thread's context class loader (the one the
 * {@link WebSocketHandler} ran with), set only when the thread has another.
 */
final class SocketFrames implements FrameHandler {
  private static final byte[] EMPTY = new byte[0];
  private static final int KEPT_BUFFER = 16 * 1024;

  private final WebSocket socket;
  private final ClassLoader loader;
  private final int maxMessageSize;
  private CoreSession session;

  /** The message being joined from fragments: its opcode, bytes and length. */
  private byte messageType = OpCode.UNDEFINED;

  private byte[] buffer = EMPTY;
  private int length;

  SocketFrames(WebSocket socket, ClassLoader loader, int maxMessageSize) {
    this.socket = socket;
    this.loader = loader;
    this.maxMessageSize = maxMessageSize;
  }

  @Override
  public void onOpen(CoreSession coreSession, Callback callback) {
    inAppLoader(() -> open(coreSession, callback));
  }

  private void open(CoreSession coreSession, Callback callback) {
    session = coreSession;
    socket.opened(coreSession);
    socket.owner().opened(socket);
    WebSocket.OpenListener listener = socket.openListener;
    if (listener != null) {
      try {
        listener.onOpen();
      } catch (Exception | LinkageError e) {
        callback.succeeded();
        failed("onOpen", e);
        coreSession.demand();
        return;
      }
    }
    callback.succeeded();
    coreSession.demand();
  }

  @Override
  public void onFrame(Frame frame, Callback callback) {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    if (previous == loader) {
      frame(frame, callback);
      return;
    }
    thread.setContextClassLoader(loader);
    try {
      frame(frame, callback);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  private void frame(Frame frame, Callback callback) {
    switch (frame.getOpCode()) {
      case OpCode.TEXT, OpCode.BINARY -> {
        messageType = frame.getOpCode();
        data(frame, callback);
      }
      case OpCode.CONTINUATION -> data(frame, callback);
      case OpCode.PING -> {
        // The pong carries the ping's payload, which lives until the callback completes.
        session.sendFrame(new Frame(OpCode.PONG, true, frame.getPayload()), callback, false);
        session.demand();
      }
      case OpCode.PONG -> {
        byte[] payload = copy(frame.getPayload());
        callback.succeeded();
        deliver("onPong", socket.pongListener, payload);
        session.demand();
      }
      // Jetty answers the close frame once the callback completes; nothing more to read.
      case OpCode.CLOSE -> callback.succeeded();
      default -> callback.failed(new BadPayloadException("unknown opcode " + frame.getOpCode()));
    }
  }

  private void data(Frame frame, Callback callback) {
    ByteBuffer payload = frame.getPayload();
    int size = payload == null ? 0 : payload.remaining();
    if ((long) length + size > maxMessageSize) {
      reset();
      callback.failed(
          new MessageTooLargeException(
              "message larger than " + maxMessageSize + " bytes (WebSockets.maxMessageSize)"));
      return;
    }
    if (size > 0) {
      if (length + size > buffer.length) {
        buffer =
            Arrays.copyOf(
                buffer, Math.min(maxMessageSize, Math.max(length + size, buffer.length * 2)));
      }
      payload.get(buffer, length, size);
      length += size;
    }
    if (!frame.isFin()) {
      callback.succeeded();
      session.demand();
      return;
    }
    byte type = messageType;
    messageType = OpCode.UNDEFINED;
    int n = length;
    length = 0;
    if (type == OpCode.TEXT) {
      text(n, callback);
    } else {
      binary(n, callback);
    }
    if (buffer.length > KEPT_BUFFER) {
      // One large message should not cost an idle socket its size for the rest of its life.
      buffer = EMPTY;
    }
  }

  private void text(int n, Callback callback) {
    WebSocket.JsonListener<?> json = socket.jsonListener;
    if (json != null) {
      callback.succeeded();
      readJson(json, n);
      session.demand();
      return;
    }
    if (socket.textListener == null) {
      callback.succeeded();
      refuse("this socket takes no text messages");
      return;
    }
    String text = new String(buffer, 0, n, StandardCharsets.UTF_8);
    if (text.indexOf('\uFFFD') >= 0 && !isUtf8(buffer, n)) {
      // The decoder put U+FFFD where the bytes were not UTF-8 (a real U+FFFD is rare: check).
      callback.failed(new BadPayloadException("a text message that is not UTF-8"));
      return;
    }
    callback.succeeded();
    deliver("onText", socket.textListener, text);
    session.demand();
  }

  private <T> void readJson(WebSocket.JsonListener<T> json, int n) {
    T value;
    try {
      JsonInput in = new JsonInput(buffer, 0, n);
      value = json.codec().read(in);
      in.end();
    } catch (JsonException e) {
      socket.close(CloseCodes.INVALID_PAYLOAD, "invalid JSON: " + e.getMessage());
      return;
    } catch (RuntimeException e) {
      // A record's constructor that refused the values, say: the message is what was wrong.
      socket.close(CloseCodes.INVALID_PAYLOAD, "invalid message: " + e.getMessage());
      return;
    }
    try {
      json.deliver(value);
    } catch (Exception | LinkageError e) {
      failed("onJson", e);
    }
  }

  private void binary(int n, Callback callback) {
    if (socket.binaryListener == null) {
      callback.succeeded();
      refuse("this socket takes no binary messages");
      return;
    }
    byte[] message = Arrays.copyOf(buffer, n);
    callback.succeeded();
    deliver("onBinary", socket.binaryListener, message);
    session.demand();
  }

  private <T> void deliver(String what, MessageListener<T> listener, T message) {
    if (listener == null) {
      return;
    }
    try {
      listener.onMessage(message);
    } catch (Exception | LinkageError e) {
      failed(what, e);
    }
  }

  private void refuse(String reason) {
    socket.close(CloseCodes.UNSUPPORTED_DATA, reason);
    session.demand();
  }

  private void failed(String what, Throwable e) {
    String id = socket.id();
    WebSocketLog.logger()
        .log(
            System.Logger.Level.ERROR,
            "socket " + id + " " + socket.path() + ": " + what + " failed",
            e);
    if (socket.isOpen()) {
      socket.close(CloseCodes.SERVER_ERROR, "server error (socket " + id + ")");
    }
  }

  @Override
  public void onError(Throwable cause, Callback callback) {
    WebSocketLog.logger()
        .log(System.Logger.Level.DEBUG, () -> "socket " + socket.id() + " failed: " + cause, cause);
    callback.succeeded();
  }

  @Override
  public void onClosed(CloseStatus status, Callback callback) {
    inAppLoader(() -> closed(status, callback));
  }

  private void closed(CloseStatus status, Callback callback) {
    socket.markClosed();
    socket.owner().closed(socket);
    reset();
    CloseListener listener = socket.closeListener;
    if (listener != null) {
      try {
        listener.onClose(status.getCode(), status.getReason() == null ? "" : status.getReason());
      } catch (Exception | LinkageError e) {
        WebSocketLog.logger()
            .log(System.Logger.Level.ERROR, "socket " + socket.id() + ": onClose failed", e);
      }
    }
    callback.succeeded();
  }

  private void inAppLoader(Runnable event) {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      event.run();
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  private void reset() {
    buffer = EMPTY;
    length = 0;
    messageType = OpCode.UNDEFINED;
  }

  private static byte[] copy(ByteBuffer payload) {
    if (payload == null || !payload.hasRemaining()) {
      return EMPTY;
    }
    byte[] bytes = new byte[payload.remaining()];
    payload.get(bytes);
    return bytes;
  }

  private static boolean isUtf8(byte[] bytes, int n) {
    try {
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes, 0, n));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }
}
