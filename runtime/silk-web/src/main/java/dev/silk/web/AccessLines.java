package dev.silk.web;

import dev.silk.json.JsonKey;
import dev.silk.json.JsonOutput;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** The lines of the access logs: Combined Log Format and JSON. */
final class AccessLines {
  private static final DateTimeFormatter CLF =
      DateTimeFormatter.ofPattern("dd/MMM/yyyy:HH:mm:ss Z", Locale.ROOT).withZone(ZoneOffset.UTC);
  private static final int MAX = 1000;

  private static final JsonKey TIME = JsonKey.of("time");
  private static final JsonKey ID = JsonKey.of("id");
  private static final JsonKey METHOD = JsonKey.of("method");
  private static final JsonKey PATH = JsonKey.of("path");
  private static final JsonKey QUERY = JsonKey.of("query");
  private static final JsonKey STATUS = JsonKey.of("status");
  private static final JsonKey BYTES = JsonKey.of("bytes");
  private static final JsonKey MICROS = JsonKey.of("micros");
  private static final JsonKey REMOTE = JsonKey.of("remote");
  private static final JsonKey USER_AGENT = JsonKey.of("userAgent");
  private static final JsonKey REFERER = JsonKey.of("referer");

  private AccessLines() {}

  static String combined(RequestLog r) {
    String target = r.query() == null ? r.path() : r.path() + "?" + r.query();
    return r.remoteAddress()
        + " - - ["
        + CLF.format(Instant.ofEpochMilli(r.startMillis()))
        + "] \""
        + escape(r.method())
        + " "
        + escape(target)
        + " "
        + escape(r.protocol())
        + "\" "
        + r.status()
        + " "
        + (r.bytes() < 0 ? "-" : Long.toString(r.bytes()))
        + " \""
        + (r.referer() == null ? "-" : escape(r.referer()))
        + "\" \""
        + (r.userAgent() == null ? "-" : escape(r.userAgent()))
        + "\"";
  }

  static String json(RequestLog r) {
    JsonOutput out = new JsonOutput();
    out.beginObject();
    out.put(TIME, Instant.ofEpochMilli(r.startMillis()).toString());
    out.put(ID, r.id());
    out.put(METHOD, cut(r.method()));
    out.put(PATH, cut(r.path()));
    if (r.query() != null) {
      out.put(QUERY, cut(r.query()));
    }
    out.put(STATUS, r.status());
    out.put(BYTES, r.bytes());
    out.put(MICROS, r.nanos() / 1000);
    out.put(REMOTE, r.remoteAddress());
    if (r.userAgent() != null) {
      out.put(USER_AGENT, cut(r.userAgent()));
    }
    if (r.referer() != null) {
      out.put(REFERER, cut(r.referer()));
    }
    out.endObject();
    return out.toString();
  }

  /** A value as nginx escapes it in a log: quotes, backslashes, controls and non-ASCII as \xHH. */
  static String escape(String s) {
    String v = cut(s);
    StringBuilder b = null;
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      boolean plain = c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
      if (!plain && b == null) {
        b = new StringBuilder(v.length() + 16).append(v, 0, i);
      }
      if (b != null) {
        if (plain) {
          b.append(c);
        } else {
          for (byte x : String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            b.append("\\x").append(String.format(Locale.ROOT, "%02X", x & 0xff));
          }
        }
      }
    }
    return b == null ? v : b.toString();
  }

  /** At most 1000 chars of what a client sent, so one request cannot write kilobytes of log. */
  private static String cut(String s) {
    return s.length() <= MAX ? s : s.substring(0, MAX) + "...(" + s.length() + " chars)";
  }
}
