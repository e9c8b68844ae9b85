package dev.silk.web;

import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * Cross-site request forgery protection for pages that keep a signed-in user in the session: a
 * {@code POST}, {@code PUT}, {@code PATCH} or {@code DELETE} is answered only when it carries the
 * session's token, which another site's page cannot read. Safe methods ({@code GET}, {@code HEAD},
 * {@code OPTIONS}) pass, so they must change nothing.
 *
 * <pre>{@code
 * app.sessions()
 *    .before(CsrfFilter.create().exempt("/api"))   // /api: stateless JSON with its own credentials
 *    .post("/todos", ...);
 * }</pre>
 *
 * <p>A form sends the token in a hidden field, which {@link #field()} writes in a jte template; a
 * script sends it in the {@code X-CSRF-Token} header, reading it from the tag {@link #meta()}
 * writes:
 *
 * <pre>{@code
 * <form method="post" action="/todos">${CsrfFilter.field()} ...</form>
 * <head>${CsrfFilter.meta()}</head>
 * fetch("/todos/7", {method: "DELETE",
 *     headers: {"X-CSRF-Token": document.querySelector("meta[name=csrf-token]").content}});
 * }</pre>
 *
 * <p>The token is made the first time a page asks for it (which starts a session) and kept for the
 * session: it survives {@link Session#rotate()} and ends with the session. It is compared in
 * constant time. A request without it, or with another, is a {@code 403}. A stateless JSON API
 * authenticated by a header (a bearer token) is not at risk, since a browser does not add that
 * header to another site's request: {@link #exempt} its prefix. Session cookies are already {@code
 * SameSite=Lax}, which stops most forged posts in current browsers; the token covers the others.
 */
public final class CsrfFilter implements BeforeFilter {
  /** The session attribute that holds the token. */
  static final String TOKEN = "silk.csrf";

  /** The form field that carries the token. */
  public static final String FIELD = "_csrf";

  /** The header that carries the token for scripts. */
  public static final String HEADER = "X-CSRF-Token";

  private static final SecureRandom RANDOM = new SecureRandom();
  private static final ThreadLocal<WebRequest> RENDERING = new ThreadLocal<>();

  private final List<FilterEntry<Boolean>> exempt;

  private CsrfFilter(List<FilterEntry<Boolean>> exempt) {
    this.exempt = exempt;
  }

  /**
   * Checks every unsafe request: the token in the {@code _csrf} field or the {@code X-CSRF-Token}
   * header.
   */
  public static CsrfFilter create() {
    return new CsrfFilter(List.of());
  }

  /** Lets requests under these prefixes through unchecked: stateless APIs, webhooks. */
  public CsrfFilter exempt(String... prefixes) {
    List<FilterEntry<Boolean>> list = new ArrayList<>(exempt);
    for (String prefix : prefixes) {
      list.add(new FilterEntry<>(prefix, Boolean.TRUE));
    }
    return new CsrfFilter(List.copyOf(list));
  }

  @Override
  public WebResponse before(WebRequest request) {
    switch (request.method()) {
      case "GET", "HEAD", "OPTIONS":
        return null;
      default:
        break;
    }
    for (FilterEntry<Boolean> e : exempt) {
      if (e.applies(request.segments)) {
        return null;
      }
    }
    String expected = request.session().get(TOKEN);
    String sent = request.header(HEADER);
    if (sent == null && isForm(request.contentType())) {
      sent = request.form().value(FIELD);
    }
    if (expected == null || sent == null || !same(expected, sent)) {
      throw new HttpException(
          403,
          sent == null
              ? "the request has no CSRF token: send the page's "
                  + FIELD
                  + " field or the "
                  + HEADER
                  + " header"
              : "the CSRF token does not match this session's: reload the page and try again");
    }
    return null;
  }

  /**
   * This session's token, made (with the session) on first use: for a page that builds its own
   * field, or a client that sends the header.
   */
  public static String token(WebRequest request) {
    String token = request.session().get(TOKEN);
    if (token == null) {
      byte[] bytes = new byte[32];
      RANDOM.nextBytes(bytes);
      token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
      request.session().set(TOKEN, token);
    }
    return token;
  }

  /**
   * The hidden field that carries the token, for a form in a jte template: {@code
   * ${CsrfFilter.field()}}. Works while Silk renders a template for a request (it reads that
   * request's session).
   */
  public static gg.jte.Content field() {
    String token = token(rendering());
    return out ->
        out.writeContent("<input type=\"hidden\" name=\"" + FIELD + "\" value=\"" + token + "\">");
  }

  /** The {@code <meta name="csrf-token">} tag a script reads the token from, in a jte template. */
  public static gg.jte.Content meta() {
    String token = token(rendering());
    return out -> out.writeContent("<meta name=\"csrf-token\" content=\"" + token + "\">");
  }

  /** Marks the request whose template is being rendered on this thread; null when done. */
  static void rendering(WebRequest request) {
    if (request == null) {
      RENDERING.remove();
    } else {
      RENDERING.set(request);
    }
  }

  private static WebRequest rendering() {
    WebRequest request = RENDERING.get();
    if (request == null) {
      throw new IllegalStateException(
          "CsrfFilter.field() and meta() work in a template Silk renders for a request;"
              + " elsewhere use CsrfFilter.token(request)");
    }
    return request;
  }

  private static boolean isForm(String contentType) {
    if (contentType == null) {
      return false;
    }
    String t = contentType.toLowerCase(Locale.ROOT);
    return t.startsWith("application/x-www-form-urlencoded") || t.startsWith("multipart/form-data");
  }

  private static boolean same(String a, String b) {
    return MessageDigest.isEqual(
        a.getBytes(java.nio.charset.StandardCharsets.UTF_8),
        b.getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }
}
