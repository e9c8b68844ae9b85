package dev.silk.web;

import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Gzips in-memory bodies with reused {@link Deflater}s: a deflater holds native buffers of about
 * 256 KB that are costly to set up and to free, so a bounded pool keeps a few per filter (a
 * deflater found missing is made; one that does not fit back is ended). Works the same on virtual
 * threads, unlike a per-thread cache.
 */
final class DeflaterPool {
  private static final int SIZE = Math.max(2, 2 * Runtime.getRuntime().availableProcessors());
  private static final byte[] HEADER = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 0xff};

  private final int level;
  private final ArrayBlockingQueue<Deflater> idle = new ArrayBlockingQueue<>(SIZE);

  DeflaterPool(int level) {
    this.level = level;
  }

  /** The gzip form of {@code in}, or {@code null} if it would not be smaller. */
  byte[] gzip(byte[] in) {
    return gzip(in, in.length);
  }

  /** The gzip form of the first {@code length} bytes of {@code in}, or {@code null}. */
  byte[] gzip(byte[] in, int length) {
    int limit = length - HEADER.length - 8; // room for the deflated data if it is to be smaller
    if (limit <= 0) {
      return null;
    }
    Deflater d = idle.poll();
    if (d == null) {
      d = new Deflater(level, true);
    }
    try {
      d.setInput(in, 0, length);
      d.finish();
      byte[] out = new byte[length - 1];
      System.arraycopy(HEADER, 0, out, 0, HEADER.length);
      int at = HEADER.length;
      int end = HEADER.length + limit - 1;
      while (!d.finished()) {
        if (at >= end) {
          return null;
        }
        at += d.deflate(out, at, end - at);
      }
      CRC32 crc = new CRC32();
      crc.update(in, 0, length);
      int c = (int) crc.getValue();
      int n = length;
      out[at++] = (byte) c;
      out[at++] = (byte) (c >>> 8);
      out[at++] = (byte) (c >>> 16);
      out[at++] = (byte) (c >>> 24);
      out[at++] = (byte) n;
      out[at++] = (byte) (n >>> 8);
      out[at++] = (byte) (n >>> 16);
      out[at++] = (byte) (n >>> 24);
      return Arrays.copyOf(out, at);
    } finally {
      d.reset();
      if (!idle.offer(d)) {
        d.end();
      }
    }
  }
}
