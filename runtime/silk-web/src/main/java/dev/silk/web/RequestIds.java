package dev.silk.web;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Short ids that tie a 500 answer to its log entry. Made only when a request fails, so healthy
 * requests pay nothing; a random start keeps ids from two runs of the app apart.
 */
final class RequestIds {
  private static final AtomicLong NEXT =
      new AtomicLong(ThreadLocalRandom.current().nextLong() & 0xffff_ffffL);

  private RequestIds() {}

  static String next() {
    return Long.toHexString(NEXT.incrementAndGet() & 0xff_ffff_ffffL);
  }
}
