package dev.silk.json;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Writes the long strings that {@link PlainAscii} does not copy into a {@link JsonOutput} ({@link
 * #write}), and finishes copied ones that hold a byte to escape ({@link #escapeCopied}).
 *
 * <p>The JDK's ASCII encoder (an intrinsic on recent JDKs) narrows the ASCII prefix straight into
 * the buffer. Quotes and backslashes are then found with {@link String#indexOf(int)} (also an
 * intrinsic) and control characters eight bytes at a time, and each escape shifts the rest of the
 * prefix right instead of narrowing it again. From the first non-ASCII char on, and after {@link
 * #MAX_SHIFTED_ESCAPES} escapes, the plain char loop takes over. One instance per writer, made when
 * the writer first meets a long string; it keeps the encoder and its buffer views.
 */
final class LongStrings {
  /** Longer char arrays are not kept between strings, so one huge string does not pin memory. */
  private static final int MAX_KEPT_CHARS = 1 << 16;

  /** Shifting is quadratic: after this many escapes the rest is encoded char by char. */
  private static final int MAX_SHIFTED_ESCAPES = 16;

  private final CharsetEncoder ascii = StandardCharsets.US_ASCII.newEncoder();
  private char[] chars = new char[JsonOutput.LONG_STRING * 2];
  private CharBuffer charView = CharBuffer.wrap(chars);
  private ByteBuffer byteView;

  /** Writes {@code s} (of {@code length} chars), quoted and escaped, at {@code out.pos}. */
  void write(JsonOutput out, String s, int length) {
    char[] cs = chars;
    CharBuffer in = charView;
    if (cs.length < length) {
      cs = new char[length];
      in = CharBuffer.wrap(cs);
      if (length <= MAX_KEPT_CHARS) {
        chars = cs;
        charView = in;
      }
    }
    s.getChars(0, length, cs, 0);
    out.ensure(length + 2);
    int start = out.pos + 1;
    out.buf[out.pos] = '"';
    if (cs[0] >= 0x80) {
      // Text that starts past ASCII (Korean, say) has no prefix for the encoder to narrow: the
      // encoder's set-up and the two searches through the whole string would buy nothing.
      finish(out, cs, 0, length, start);
      return;
    }
    int prefix = narrow(in, length, out.buf, start);
    byte[] b = out.buf;
    int quote = indexBefore(s, '"', 0, prefix);
    int backslash = indexBefore(s, '\\', 0, prefix);
    int control = Utf8Text.firstControl(b, start, start + prefix) - start;
    int shift = 0;
    int escapes = 0;
    while (true) {
      int i = Math.min(quote, Math.min(backslash, control));
      if (i >= prefix) {
        break;
      }
      if (++escapes > MAX_SHIFTED_ESCAPES) {
        finish(out, cs, i, length, start + i + shift);
        return;
      }
      char c = cs[i];
      int extra = Utf8Text.escapeLength(c) - 1;
      // Relative to out.pos, the opening quote: the prefix, the escapes so far, this one, a quote.
      out.ensure(1 + prefix + shift + extra + 1);
      b = out.buf;
      int at = start + i + shift;
      System.arraycopy(b, at + 1, b, at + 1 + extra, prefix - i - 1);
      Utf8Text.escape(b, at, c);
      shift += extra;
      if (i == quote) {
        quote = indexBefore(s, '"', i + 1, prefix);
      } else if (i == backslash) {
        backslash = indexBefore(s, '\\', i + 1, prefix);
      } else {
        int from = start + shift + i + 1;
        control = Utf8Text.firstControl(b, from, start + shift + prefix) - start - shift;
      }
    }
    finish(out, cs, prefix, length, start + prefix + shift);
  }

  /**
   * Writes {@code s} (of {@code length} chars, none past U+00FF) quoted at {@code out.pos}, where
   * {@link PlainAscii#copy} has copied its chars' bytes after the opening quote and found one that
   * JSON does not take as it is (D277). The copy up to its first byte past ASCII is the prefix: its
   * escapes are shifted in place as in {@link #write}, and the char loop writes the rest.
   */
  void escapeCopied(JsonOutput out, String s, int length) {
    byte[] b = out.buf;
    int start = out.pos + 1;
    int end = start + length;
    b[out.pos] = '"';
    int shift = 0;
    int escapes = 0;
    int at = PlainAscii.firstNotPlain(b, start, end);
    while (at < end && b[at] >= 0 && ++escapes <= MAX_SHIFTED_ESCAPES) {
      char c = (char) b[at];
      int extra = Utf8Text.escapeLength(c) - 1;
      // Relative to out.pos, the opening quote: the copy, its escapes so far, this one, a quote.
      out.ensure(end + extra + 1 - out.pos);
      b = out.buf;
      System.arraycopy(b, at + 1, b, at + 1 + extra, end - at - 1);
      Utf8Text.escape(b, at, c);
      end += extra;
      shift += extra;
      at = PlainAscii.firstNotPlain(b, at + 1 + extra, end);
    }
    // Every char before the one at 'at' is written: an escape's extra bytes are not chars.
    int from = at - start - shift;
    if (from == length) {
      b[at] = '"';
      out.pos = at + 1;
      return;
    }
    char[] cs = chars;
    if (cs.length < length) {
      cs = chars = new char[length]; // under PlainAscii.MAX_LENGTH: kept
      charView = CharBuffer.wrap(cs);
    }
    s.getChars(0, length, cs, 0);
    finish(out, cs, from, length, at);
  }

  /**
   * Encodes chars {@code [from, to)} at {@code p} with the char loop and closes the string.
   *
   * <p>The char loop needs six bytes free per char (an escape's worst case), but text takes at most
   * three per char. Reserving six for the whole rest would double a buffer that already holds the
   * document (and take it past a 64 KiB keep limit, say); so when the room left does not hold the
   * worst case, the rest is written in pieces that fit it, and the buffer grows, by three bytes per
   * char still to write, only when fewer than seven bytes are left.
   */
  private static void finish(JsonOutput out, char[] cs, int from, int to, int p) {
    while (true) {
      // One byte is kept for the closing quote.
      int fits = (out.limit - p - 1) / Utf8Text.MAX_BYTES_PER_CHAR;
      if (to - from <= fits) {
        p = Utf8Text.writeChars(out.buf, p, cs, from, to);
        break;
      }
      if (fits == 0) {
        out.pos = p;
        out.ensure((to - from) * 3 + Utf8Text.MAX_BYTES_PER_CHAR + 1);
        continue;
      }
      int end = from + fits;
      if (Character.isHighSurrogate(cs[end - 1])) {
        // A surrogate pair is encoded together (in four bytes): a piece never ends between halves.
        end = end - 1 > from ? end - 1 : end + 1;
      }
      p = Utf8Text.writeChars(out.buf, p, cs, from, end);
      from = end;
    }
    out.buf[p] = '"';
    out.pos = p + 1;
  }

  /**
   * Narrows the ASCII prefix of the chars into {@code buf} at {@code start}; returns its length.
   */
  private int narrow(CharBuffer in, int length, byte[] buf, int start) {
    ByteBuffer out = byteView;
    if (out == null || out.array() != buf) {
      out = byteView = ByteBuffer.wrap(buf);
    }
    in.limit(length).position(0);
    out.limit(buf.length).position(start);
    ascii.reset();
    // Stops at the first char that is not ASCII (reported as unmappable or malformed).
    ascii.encode(in, out, true);
    return in.position();
  }

  private static int indexBefore(String s, char c, int from, int end) {
    int i = s.indexOf(c, from);
    return i < 0 || i > end ? end : i;
  }
}
