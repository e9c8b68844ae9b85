package dev.silk.test;

import dev.silk.web.RunningApp;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Flow;

/** Sends requests to a started app over HTTP/1.1 with {@code java.net.http}. */
final class HttpTransport extends Transport {
  final RunningApp running;
  private final HttpClient client;

  HttpTransport(RunningApp running) {
    this.running = running;
    this.client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
  }

  @Override
  TestResponse send(Wire request) {
    HttpRequest.Builder builder =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + running.port() + request.target()))
            .timeout(Duration.ofSeconds(30))
            .method(request.method(), publisher(request));
    for (String[] h : request.headers()) {
      builder.header(h[0], h[1]);
    }
    try {
      HttpResponse<byte[]> response =
          client.send(builder.build(), HttpResponse.BodyHandlers.ofByteArray());
      Map<String, List<String>> headers = new LinkedHashMap<>();
      response
          .headers()
          .map()
          .forEach(
              (name, values) -> headers.put(name.toLowerCase(Locale.ROOT), List.copyOf(values)));
      return new TestResponse(response.statusCode(), headers, response.body());
    } catch (IOException e) {
      throw new UncheckedIOException(
          "the request " + request.method() + " " + request.target() + " failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  private static HttpRequest.BodyPublisher publisher(Wire request) {
    if (request.body() == null) {
      return HttpRequest.BodyPublishers.noBody();
    }
    HttpRequest.BodyPublisher sized = HttpRequest.BodyPublishers.ofByteArray(request.body());
    if (!request.chunked()) {
      return sized;
    }
    // Without a known length the client sends the body chunked.
    return new HttpRequest.BodyPublisher() {
      @Override
      public long contentLength() {
        return -1;
      }

      @Override
      public void subscribe(Flow.Subscriber<? super ByteBuffer> subscriber) {
        sized.subscribe(subscriber);
      }
    };
  }

  @Override
  int port() {
    return running.port();
  }

  @Override
  void close() {
    running.stop();
  }
}
