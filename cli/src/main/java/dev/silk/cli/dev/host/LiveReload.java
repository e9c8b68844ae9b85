package dev.silk.cli.dev.host;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The browser side of the dev loop: an SSE stream under {@code /_silk/events} and the script that
 * listens to it.
 *
 * <p>The stream belongs to the dev server, not to the app, so it survives every reload; browsers
 * stay connected and are told to reload (or, for a stylesheet, to swap it in place). A browser that
 * reconnects to a restarted {@code silk dev} sees a new session id and reloads too.
 *
 * <p>A browser that goes away is not noticed by the server until it writes to the stream: a comment
 * every few seconds finds the closed ones, so {@code liveClients} counts browsers that are there.
 */
final class LiveReload {
  static final String SCRIPT_PATH = "/_silk/live.js";
  static final String SCRIPT_TAG = "<script src=\"" + SCRIPT_PATH + "\" async></script>";

  static final String SCRIPT =
      """
      (function () {
        if (window.__silkLive) return;
        window.__silkLive = true;
        var session = null;
        var events = new EventSource('/_silk/events');
        events.addEventListener('hello', function (e) {
          if (session !== null && session !== e.data) location.reload();
          session = e.data;
        });
        events.addEventListener('reload', function () { location.reload(); });
        events.addEventListener('tests', function (e) { badge(JSON.parse(e.data)); });
        // The tests' badge: shown while continuous testing is on or a test fails; opens the page.
        function badge(t) {
          var el = document.getElementById('silk-tests-badge');
          if (t.state === 'NONE' && !t.continuous || !t.continuous && t.failed === 0) {
            if (el) el.remove();
            return;
          }
          if (!el) {
            el = document.createElement('a');
            el.id = 'silk-tests-badge';
            el.href = '/_silk/tests';
            el.style.cssText = 'position:fixed;right:12px;bottom:12px;z-index:2147483647;'
              + 'padding:4px 10px;border-radius:12px;color:#fff;text-decoration:none;'
              + 'font:600 12px/1.6 system-ui,sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.3)';
            (document.body || document.documentElement).appendChild(el);
          }
          el.title = t.summary;
          el.textContent = t.failed > 0 ? '\u2717 ' + t.failed + ' failed'
            : t.state === 'RUNNING' ? 'tests\u2026'
            : t.state === 'NONE' ? 'tests: waiting' : '\u2713 ' + t.passed + ' passed';
          el.style.background = t.failed > 0 ? '#b00020' : t.state === 'PASSED' ? '#1b7f3b' : '#555';
        }
        events.addEventListener('css', function () {
          var links = document.querySelectorAll('link[rel="stylesheet"]');
          if (links.length === 0) { location.reload(); return; }
          links.forEach(function (link) {
            var url = new URL(link.href, location.href);
            url.searchParams.set('silk', Date.now());
            var fresh = link.cloneNode();
            fresh.href = url.href;
            fresh.onload = function () { link.remove(); };
            link.after(fresh);
          });
        });
      })();
      """;

  private static final long HEARTBEAT_SECONDS = 3;

  private final String session = Long.toHexString(System.nanoTime());
  private final List<AsyncContext> clients = new CopyOnWriteArrayList<>();
  private final ScheduledExecutorService heartbeat =
      Executors.newSingleThreadScheduledExecutor(
          task -> {
            Thread thread = new Thread(task, "silk-dev-live");
            thread.setDaemon(true);
            return thread;
          });

  LiveReload() {
    heartbeat.scheduleWithFixedDelay(
        () -> send(":\n\n"), HEARTBEAT_SECONDS, HEARTBEAT_SECONDS, TimeUnit.SECONDS);
  }

  void script(HttpServletResponse response) throws IOException {
    response.setContentType("text/javascript;charset=utf-8");
    response.setHeader("Cache-Control", "no-store");
    response.getOutputStream().write(SCRIPT.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Opens a stream for one browser: the session's hello, then {@code tests} (where the tests stand,
   * as the badge's JSON) when given.
   */
  void connect(HttpServletRequest request, HttpServletResponse response, String tests)
      throws IOException {
    response.setStatus(200);
    response.setContentType("text/event-stream;charset=utf-8");
    response.setHeader("Cache-Control", "no-store");
    AsyncContext async = request.startAsync();
    async.setTimeout(0);
    async.addListener(
        new AsyncListener() {
          @Override
          public void onComplete(AsyncEvent event) {
            clients.remove(async);
          }

          @Override
          public void onTimeout(AsyncEvent event) {
            clients.remove(async);
          }

          @Override
          public void onError(AsyncEvent event) {
            clients.remove(async);
          }

          @Override
          public void onStartAsync(AsyncEvent event) {}
        });
    String hello = "retry: 500\nevent: hello\ndata: " + session + "\n\n";
    if (tests != null) {
      hello += "event: tests\ndata: " + tests + "\n\n";
    }
    // Counted before the hello is written, under the stream's lock, so that a browser that has read
    // its hello is counted, and a broadcast meanwhile comes after the hello, not before it.
    synchronized (async) {
      clients.add(async);
      if (!send(async, hello)) {
        clients.remove(async);
      }
    }
  }

  /** Tells every connected browser about a change: {@code reload} or {@code css}. */
  void broadcast(String event, String data) {
    send("event: " + event + "\ndata: " + data + "\n\n");
  }

  /** Writes {@code message} to every stream, dropping the ones that are closed. */
  private void send(String message) {
    for (AsyncContext client : clients) {
      if (!send(client, message)) {
        clients.remove(client);
      }
    }
  }

  int clients() {
    return clients.size();
  }

  /** Ends every stream, so Jetty can stop without waiting for them. */
  void close() {
    heartbeat.shutdownNow();
    try {
      heartbeat.awaitTermination(1, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (AsyncContext client : clients) {
      try {
        client.complete();
      } catch (RuntimeException e) {
        // already gone
      }
    }
    clients.clear();
  }

  private static boolean send(AsyncContext client, String message) {
    try {
      synchronized (client) {
        var out = client.getResponse().getOutputStream();
        out.write(message.getBytes(StandardCharsets.UTF_8));
        out.flush();
      }
      return true;
    } catch (IOException | RuntimeException e) {
      try {
        client.complete();
      } catch (RuntimeException ignored) {
        // the connection is already closed
      }
      return false;
    }
  }
}
