package dev.silk.web;

import java.time.Duration;
import java.util.Arrays;

/**
 * Headers that tell browsers to apply their protections: no MIME sniffing, no framing by other
 * sites, a referrer policy, and, when asked, a content security policy and HSTS.
 *
 * <p>An after-filter; a header the handler already set is left as it is, so one route can relax a
 * policy. The header list is fixed when the filter is configured.
 *
 * <pre>{@code
 * app.after(SecurityHeaders.defaults()
 *     .contentSecurityPolicy("default-src 'self'")
 *     .hsts(Duration.ofDays(365), true));
 * }</pre>
 */
public final class SecurityHeaders implements AfterFilter {
  private final String[] names;
  private final String[] values;

  private SecurityHeaders(String[] names, String[] values) {
    this.names = names;
    this.values = values;
  }

  /**
   * {@code X-Content-Type-Options: nosniff}, {@code X-Frame-Options: DENY} and {@code
   * Referrer-Policy: strict-origin-when-cross-origin}; no CSP and no HSTS until asked.
   */
  public static SecurityHeaders defaults() {
    return new SecurityHeaders(new String[0], new String[0])
        .header("X-Content-Type-Options", "nosniff")
        .header("X-Frame-Options", "DENY")
        .header("Referrer-Policy", "strict-origin-when-cross-origin");
  }

  /** {@code Content-Security-Policy}, such as {@code default-src 'self'}; {@code null} drops it. */
  public SecurityHeaders contentSecurityPolicy(String policy) {
    return header("Content-Security-Policy", policy);
  }

  /** {@code X-Frame-Options}: {@code DENY} or {@code SAMEORIGIN}; {@code null} drops it. */
  public SecurityHeaders frameOptions(String value) {
    return header("X-Frame-Options", value);
  }

  /** {@code Referrer-Policy}, such as {@code no-referrer}; {@code null} drops it. */
  public SecurityHeaders referrerPolicy(String policy) {
    return header("Referrer-Policy", policy);
  }

  /** Whether to send {@code X-Content-Type-Options: nosniff}. */
  public SecurityHeaders noSniff(boolean on) {
    return header("X-Content-Type-Options", on ? "nosniff" : null);
  }

  /**
   * {@code Strict-Transport-Security}: browsers use HTTPS only for {@code maxAge}. Only for sites
   * served over HTTPS everywhere; browsers ignore it over plain HTTP.
   */
  public SecurityHeaders hsts(Duration maxAge, boolean includeSubDomains) {
    return header(
        "Strict-Transport-Security",
        "max-age=" + maxAge.getSeconds() + (includeSubDomains ? "; includeSubDomains" : ""));
  }

  /** Any other header to add to every response; {@code null} drops it. */
  public SecurityHeaders header(String name, String value) {
    ResponseHeaders.checkName(name);
    int i = 0;
    while (i < names.length && !names[i].equalsIgnoreCase(name)) {
      i++;
    }
    if (value == null) {
      if (i == names.length) {
        return this;
      }
      String[] n = new String[names.length - 1];
      String[] v = new String[names.length - 1];
      System.arraycopy(names, 0, n, 0, i);
      System.arraycopy(names, i + 1, n, i, n.length - i);
      System.arraycopy(values, 0, v, 0, i);
      System.arraycopy(values, i + 1, v, i, v.length - i);
      return new SecurityHeaders(n, v);
    }
    ResponseHeaders.checkValue(name, value);
    String[] n = Arrays.copyOf(names, Math.max(names.length, i + 1));
    String[] v = Arrays.copyOf(values, n.length);
    n[i] = name;
    v[i] = value;
    return new SecurityHeaders(n, v);
  }

  @Override
  public WebResponse after(WebRequest request, WebResponse response) {
    WebResponse r = response;
    for (int i = 0; i < names.length; i++) {
      if (r.header(names[i]) == null) {
        r = r.withHeader(names[i], values[i]);
      }
    }
    return r;
  }
}
