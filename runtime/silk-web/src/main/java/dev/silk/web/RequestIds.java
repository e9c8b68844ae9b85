package dev.silk.web;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Short ids that tie an error answer and a request log line to the error log. Made only when
 * something asks (an error, a request logger), so other requests pay nothing; a random start keeps
 * ids from two runs of the app apart.
 */
final class RequestIds {
  private static final AtomicLong NEXT =
      new AtomicLong(ThreadLocalRandom.current().nextLong() & 0xffff_ffffL);

  private RequestIds() {}

  static String next() {
    return Long.toHexString(NEXT.incrementAndGet() & 0xff_ffff_ffffL);
  }

  /**
   * The client's id when it is plausible (it goes into logs and answers as it is), else a new one.
   */
  static String of(String sent) {
    if (sent == null || sent.isEmpty() || sent.length() > 64) {
      return next();
    }
    for (int i = 0; i < sent.length(); i++) {
      char c = sent.charAt(i);
      boolean ok =
          c >= 'a' && c <= 'z'
              || c >= 'A' && c <= 'Z'
              || c >= '0' && c <= '9'
              || c == '-'
              || c == '_'
              || c == '.'
              || c == ':';
      if (!ok) {
        return next();
      }
    }
    return sent;
  }
}
