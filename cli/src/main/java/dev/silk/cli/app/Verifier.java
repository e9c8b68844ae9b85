package dev.silk.cli.app;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Sends each target once before any load and checks the answer: its status, and its body when the
 * target expects one. A fast wrong answer (a 404, an error page) would otherwise make a
 * fine-looking figure, so a case that fails here is never measured. {@code silk native --aot}
 * checks its training routes with it too: a cache recorded from error pages would be trained on the
 * wrong code.
 *
 * <pre>{@code
 * List<String> problems = Verifier.check("127.0.0.1", port, targets);
 * }</pre>
 */
public final class Verifier {
  private Verifier() {}

  /** One line per target whose answer is wrong; empty when all are right. */
  public static List<String> check(String host, int port, List<BenchTarget> targets)
      throws InterruptedException {
    HttpClient client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    List<String> problems = new ArrayList<>();
    for (BenchTarget target : targets) {
      HttpRequest.Builder request =
          HttpRequest.newBuilder(URI.create("http://" + host + ":" + port + target.path()))
              .timeout(Duration.ofSeconds(30))
              .method(
                  target.method(),
                  target.body().isEmpty()
                      ? HttpRequest.BodyPublishers.noBody()
                      : HttpRequest.BodyPublishers.ofString(target.body()));
      for (Map.Entry<String, String> header : target.headers().entrySet()) {
        request.header(header.getKey(), header.getValue());
      }
      try {
        HttpResponse<String> response =
            client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != target.expectStatus()) {
          problems.add(
              target.label()
                  + ": status "
                  + response.statusCode()
                  + ", expected "
                  + target.expectStatus()
                  + excerpt(response.body()));
        } else if (target.expectBody() != null && !response.body().contains(target.expectBody())) {
          problems.add(
              target.label()
                  + ": the body does not contain '"
                  + target.expectBody()
                  + "'"
                  + excerpt(response.body()));
        }
      } catch (IOException e) {
        problems.add(target.label() + ": no answer (" + e.getMessage() + ")");
      }
    }
    return problems;
  }

  private static String excerpt(String body) {
    String oneLine = body.replaceAll("\\s+", " ").strip();
    if (oneLine.isEmpty()) {
      return "";
    }
    return " (body: "
        + (oneLine.length() > 120 ? oneLine.substring(0, 120) + "..." : oneLine)
        + ")";
  }
}
