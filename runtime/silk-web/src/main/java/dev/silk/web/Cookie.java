package dev.silk.web;

import java.time.Duration;

/**
 * A cookie to set on the client, as an immutable value with {@code with...} derivations.
 *
 * <p>{@link #of} starts from safe defaults: path {@code /}, {@code HttpOnly}, {@code SameSite=Lax},
 * no expiry (a session cookie). Names and values are checked when made, so a cookie can never break
 * its {@code Set-Cookie} line.
 *
 * <pre>{@code
 * WebResponse.text("hi").withCookie(Cookie.of("theme", "dark").withMaxAge(Duration.ofDays(30)));
 * WebResponse.redirect("/").withCookie(Cookie.expired("session"));
 * }</pre>
 *
 * @param name the cookie name (an HTTP token)
 * @param value the value, sent as given (no encoding)
 * @param path the path the cookie applies to, or {@code null}
 * @param domain the domain, or {@code null} for the request's host only
 * @param maxAgeSeconds seconds until it expires; 0 deletes it; negative for a session cookie
 * @param secure sent over HTTPS only
 * @param httpOnly invisible to scripts
 * @param sameSite {@code Strict}, {@code Lax}, {@code None}, or {@code null} to leave it out
 */
public record Cookie(
    String name,
    String value,
    String path,
    String domain,
    long maxAgeSeconds,
    boolean secure,
    boolean httpOnly,
    String sameSite) {

  /** Checks every part, so the {@code Set-Cookie} line is always well formed. */
  public Cookie {
    ResponseHeaders.checkName(name);
    checkText("value", value, true);
    checkText("path", path, false);
    checkText("domain", domain, false);
    if (sameSite != null
        && !sameSite.equals("Strict")
        && !sameSite.equals("Lax")
        && !sameSite.equals("None")) {
      throw new IllegalArgumentException("SameSite must be Strict, Lax or None: " + sameSite);
    }
  }

  /** A session cookie with path {@code /}, {@code HttpOnly} and {@code SameSite=Lax}. */
  public static Cookie of(String name, String value) {
    return new Cookie(name, value, "/", null, -1, false, true, "Lax");
  }

  /** A cookie that deletes {@code name} on the client (empty value, {@code Max-Age=0}). */
  public static Cookie expired(String name) {
    return new Cookie(name, "", "/", null, 0, false, true, "Lax");
  }

  public Cookie withValue(String newValue) {
    return new Cookie(name, newValue, path, domain, maxAgeSeconds, secure, httpOnly, sameSite);
  }

  public Cookie withPath(String newPath) {
    return new Cookie(name, value, newPath, domain, maxAgeSeconds, secure, httpOnly, sameSite);
  }

  public Cookie withDomain(String newDomain) {
    return new Cookie(name, value, path, newDomain, maxAgeSeconds, secure, httpOnly, sameSite);
  }

  public Cookie withMaxAge(Duration maxAge) {
    return new Cookie(name, value, path, domain, maxAge.toSeconds(), secure, httpOnly, sameSite);
  }

  public Cookie withSecure(boolean newSecure) {
    return new Cookie(name, value, path, domain, maxAgeSeconds, newSecure, httpOnly, sameSite);
  }

  public Cookie withHttpOnly(boolean newHttpOnly) {
    return new Cookie(name, value, path, domain, maxAgeSeconds, secure, newHttpOnly, sameSite);
  }

  public Cookie withSameSite(String newSameSite) {
    return new Cookie(name, value, path, domain, maxAgeSeconds, secure, httpOnly, newSameSite);
  }

  /** The value of the {@code Set-Cookie} header for this cookie. */
  public String headerValue() {
    StringBuilder b = new StringBuilder(64).append(name).append('=').append(value);
    if (path != null) {
      b.append("; Path=").append(path);
    }
    if (domain != null) {
      b.append("; Domain=").append(domain);
    }
    if (maxAgeSeconds >= 0) {
      b.append("; Max-Age=").append(maxAgeSeconds);
    }
    if (secure) {
      b.append("; Secure");
    }
    if (httpOnly) {
      b.append("; HttpOnly");
    }
    if (sameSite != null) {
      b.append("; SameSite=").append(sameSite);
    }
    return b.toString();
  }

  private static void checkText(String what, String text, boolean required) {
    if (text == null) {
      if (required) {
        throw new IllegalArgumentException("a cookie needs a " + what);
      }
      return;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c <= ' ' || c >= 0x7f || c == ';' || c == ',' || c == '"' || c == '\\') {
        throw new IllegalArgumentException("cookie " + what + " contains '" + c + "': " + text);
      }
    }
  }
}
