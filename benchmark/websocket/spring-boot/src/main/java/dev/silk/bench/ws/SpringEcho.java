package dev.silk.bench.ws;

import dev.silk.bench.data.Message;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.config.annotation.EnableWebSocket;
import org.springframework.web.socket.config.annotation.WebSocketConfigurer;
import org.springframework.web.socket.config.annotation.WebSocketHandlerRegistry;
import org.springframework.web.socket.handler.TextWebSocketHandler;
import tools.jackson.databind.json.JsonMapper;

/**
 * Spring Boot's WebSocket echo, as Spring's reference documentation writes a handler: a {@code
 * TextWebSocketHandler} registered through {@code WebSocketConfigurer} on Tomcat, each message read
 * into a {@code Message} by the Jackson mapper Spring Boot configures and written back by it.
 *
 * <pre>
 * java -jar spring-boot-ws-bench.jar --server.port=8080
 * </pre>
 */
@SpringBootApplication
@EnableWebSocket
@Configuration
public class SpringEcho implements WebSocketConfigurer {
  private final JsonMapper mapper;

  public SpringEcho(JsonMapper mapper) {
    this.mapper = mapper;
  }

  public static void main(String[] args) {
    SpringApplication.run(SpringEcho.class, args);
  }

  @Override
  public void registerWebSocketHandlers(WebSocketHandlerRegistry registry) {
    registry.addHandler(new Echo(mapper), "/echo");
  }

  /** Reads each message as JSON and sends the same value back. */
  static final class Echo extends TextWebSocketHandler {
    private final JsonMapper mapper;

    Echo(JsonMapper mapper) {
      this.mapper = mapper;
    }

    @Override
    protected void handleTextMessage(WebSocketSession session, TextMessage text) throws Exception {
      Message message = mapper.readValue(text.getPayload(), Message.class);
      session.sendMessage(new TextMessage(mapper.writeValueAsString(message)));
    }
  }
}
