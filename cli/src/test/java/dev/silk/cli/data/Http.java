package dev.silk.cli.data;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A client of one running app that carries the session cookie by hand, as a test must see it. */
final class Http {
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  final int port;

  Http(int port) {
    this.port = port;
  }

  /**
   * An answer.
   *
   * @param session the session id the answer set, else the one the request carried
   * @param newSession whether the answer set a session cookie
   */
  record Answer(int statusCode, String body, String session, boolean newSession) {}

  HttpResponse<String> get(String path) throws IOException, InterruptedException {
    return CLIENT.send(request(path, null).build(), HttpResponse.BodyHandlers.ofString());
  }

  Answer get(String path, String session) throws IOException, InterruptedException {
    return answer(
        CLIENT.send(request(path, session).build(), HttpResponse.BodyHandlers.ofString()), session);
  }

  HttpResponse<String> postJson(String path, String json) throws IOException, InterruptedException {
    return CLIENT.send(
        request(path, null)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  Answer postForm(String path, String form, String session)
      throws IOException, InterruptedException {
    return answer(
        CLIENT.send(
            request(path, session)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form))
                .build(),
            HttpResponse.BodyHandlers.ofString()),
        session);
  }

  /**
   * Posts a form as a browser does from {@code page}: reads the page (with the session, starting
   * one if there is none) for the CSRF token its form carries, then posts the form with it.
   */
  Answer submitForm(String page, String action, String form, String session)
      throws IOException, InterruptedException {
    Answer shown = get(page, session);
    Answer posted =
        postForm(action, "_csrf=" + csrfToken(shown.body()) + "&" + form, shown.session());
    return new Answer(
        posted.statusCode(),
        posted.body(),
        posted.session(),
        posted.newSession() || shown.newSession());
  }

  /** The value of the page's hidden {@code _csrf} field. */
  static String csrfToken(String page) {
    String field = "name=\"_csrf\" value=\"";
    int at = page.indexOf(field);
    if (at < 0) {
      throw new AssertionError("the page has no _csrf field: " + page);
    }
    int start = at + field.length();
    return page.substring(start, page.indexOf('"', start));
  }

  private HttpRequest.Builder request(String path, String session) {
    HttpRequest.Builder builder =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .timeout(Duration.ofSeconds(30));
    if (session != null) {
      builder.header("Cookie", "JSESSIONID=" + session);
    }
    return builder;
  }

  private static Answer answer(HttpResponse<String> response, String session) {
    String set = response.headers().firstValue("Set-Cookie").orElse(null);
    if (set != null && set.startsWith("JSESSIONID=")) {
      int end = set.indexOf(';');
      String id = set.substring("JSESSIONID=".length(), end < 0 ? set.length() : end);
      return new Answer(response.statusCode(), response.body(), id, true);
    }
    return new Answer(response.statusCode(), response.body(), session, false);
  }
}
