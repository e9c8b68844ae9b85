package dev.silk.test;

import dev.silk.web.spi.Dispatcher;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Runs requests through a {@link Dispatcher} on the test's thread, over memory. */
final class InProcessTransport extends Transport {
  private final Dispatcher dispatcher;
  private final MemorySessions sessions = new MemorySessions();

  InProcessTransport(Dispatcher dispatcher) {
    this.dispatcher = dispatcher;
  }

  InProcessTransport(Dispatcher dispatcher, CookieJar cookies) {
    super(cookies);
    this.dispatcher = dispatcher;
  }

  @Override
  TestResponse send(Wire request) {
    InMemoryExchange exchange = new InMemoryExchange(request, sessions);
    try {
      dispatcher.dispatch(exchange);
    } catch (IOException e) {
      throw new UncheckedIOException("the response could not be written", e);
    }
    return exchange.response();
  }
}
