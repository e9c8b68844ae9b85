package dev.silk.json;

import static dev.silk.json.Digits.INT;
import static dev.silk.json.Digits.LONG;
import static dev.silk.json.Digits.ZEROS;

import java.nio.charset.StandardCharsets;

/**
 * Writes doubles and floats as the shortest decimal that reads back to the same value, with the
 * exact text of {@link Double#toString(double)} and {@link Float#toString(float)} on JDK 19 and
 * later, straight into a byte array (no String, no allocation).
 *
 * <p>The digits come from Schubfach (Raffaello Giulietti, "The Schubfach way to render doubles"). A
 * binary value c·2^q rounds back from every decimal in its rounding interval, the values halfway to
 * its neighbours. Scaled by a power of ten 10^-k chosen so that the interval is between 1 and 10
 * units wide, the interval holds at most one multiple of ten (one digit shorter) and at least one
 * of the two integers around the value. So: if exactly one of the multiples of ten around the value
 * is inside, it is the shortest; otherwise take the integer nearest the value that is inside. The
 * three scaled quantities (value and both interval ends) are computed with a 126-bit approximation
 * of 10^-k, rounded to odd at two bits below the unit, which keeps every comparison with integers
 * and half-integers exact.
 *
 * <p>Java's rule for very short results adds one case: when the shortest decimal has one digit, the
 * closest decimal of at most two digits wins (so {@link Double#MIN_VALUE} is 4.9E-324, not 5E-324).
 * For doubles that only matters while the scaled value is below 100, which happens for a handful of
 * subnormals and is handled by skipping the one-digit-shorter step, or by scaling once more by ten
 * when the value is below 10.
 *
 * <p>Callers reserve {@link #MAX_LENGTH} bytes: the digits are laid down with 8-byte stores.
 */
final class DoubleWriter {
  /** Bytes a caller must have free: the longest text is 24 bytes, stores overshoot to 28. */
  static final int MAX_LENGTH = 32;

  private static final long MASK_63 = 0x7FFF_FFFF_FFFF_FFFFL;

  private static final long[] POW10 = new long[18];

  static {
    long p = 1;
    for (int i = 0; i < POW10.length; i++) {
      POW10[i] = p;
      p *= 10;
    }
  }

  private static final int ZERO_POINT_ZERO = '0' | '.' << 8 | '0' << 16;
  private static final int ZERO_POINT_ZEROS = '0' | '.' << 8 | '0' << 16 | '0' << 24;

  private DoubleWriter() {}

  /** Writes a finite double at {@code p}; returns the position after the text. */
  static int writeDouble(byte[] b, int p, double v) {
    long bits = Double.doubleToRawLongBits(v);
    if (bits < 0) {
      b[p++] = '-';
    }
    long fraction = bits & (1L << 52) - 1;
    int biased = (int) (bits >>> 52) & 0x7FF;
    if (biased == 0) {
      if (fraction == 0) {
        INT.set(b, p, ZERO_POINT_ZERO);
        return p + 3;
      }
      return decimal(b, p, fraction, -1074, false);
    }
    long c = fraction | 1L << 52;
    int q = biased - 1075;
    if (q <= 0 && q >= -52) {
      // A whole number below 2^53 is its own shortest decimal.
      long whole = c >> -q;
      if (whole << -q == c) {
        return layout(b, p, whole, 0);
      }
    }
    return decimal(b, p, c, q, fraction == 0 && biased > 1);
  }

  /** Writes a finite float at {@code p}; returns the position after the text. */
  static int writeFloat(byte[] b, int p, float v) {
    int bits = Float.floatToRawIntBits(v);
    if (bits < 0) {
      b[p++] = '-';
    }
    int fraction = bits & (1 << 23) - 1;
    int biased = bits >>> 23 & 0xFF;
    if (biased == 0) {
      if (fraction == 0) {
        INT.set(b, p, ZERO_POINT_ZERO);
        return p + 3;
      }
      return decimal(b, p, fraction, -149, false);
    }
    int c = fraction | 1 << 23;
    int q = biased - 150;
    if (q <= 0 && q >= -23) {
      int whole = c >> -q;
      if (whole << -q == c) {
        return layout(b, p, whole, 0);
      }
    }
    return decimal(b, p, c, q, fraction == 0 && biased > 1);
  }

  /** The text of a finite double, for tests and messages. */
  static String text(double v) {
    byte[] b = new byte[MAX_LENGTH];
    return new String(b, 0, writeDouble(b, 0, v), StandardCharsets.ISO_8859_1);
  }

  /** The text of a finite float, for tests and messages. */
  static String text(float v) {
    byte[] b = new byte[MAX_LENGTH];
    return new String(b, 0, writeFloat(b, 0, v), StandardCharsets.ISO_8859_1);
  }

  /**
   * Finds the decimal for the positive value c·2^q and writes it. {@code uneven} marks a power of
   * two whose lower neighbour is closer than its upper one, so its interval is lopsided.
   */
  private static int decimal(byte[] b, int p, long c, int q, boolean uneven) {
    // Work in quarters of 2^q so that the interval ends (c ± 1/2, or c - 1/4) are whole numbers.
    long cb = c << 2;
    long cbr = cb + 2;
    long cbl;
    int k;
    if (uneven) {
      cbl = cb - 1;
      k = PowersOfTen.flog10threeQuartersPow2(q);
    } else {
      cbl = cb - 2;
      k = PowersOfTen.flog10pow2(q);
    }
    // The interval ends belong to it exactly when c is even (round half to even reads them as c).
    int open = (int) c & 1;
    int h = q + PowersOfTen.flog2pow10(-k) + 2;
    long g1 = PowersOfTen.high(k);
    long g0 = PowersOfTen.low(k);
    long vb = roundToOdd(g1, g0, cb << h);
    long vbl = roundToOdd(g1, g0, cbl << h);
    long vbr = roundToOdd(g1, g0, cbr << h);
    long s = vb >> 2;
    if (s >= 100) {
      long shorter = s / 10 * 10;
      long longer = shorter + 10;
      boolean shorterIn = vbl + open <= shorter << 2;
      boolean longerIn = (longer << 2) + open <= vbr;
      if (shorterIn != longerIn) {
        return layout(b, p, shorterIn ? shorter : longer, k);
      }
    } else if (s < 10) {
      // A tiny subnormal: one more digit so that the closest two-digit decimal can be chosen.
      vb = roundToOdd(g1, g0, cb * 10 << h);
      vbl = roundToOdd(g1, g0, cbl * 10 << h);
      vbr = roundToOdd(g1, g0, cbr * 10 << h);
      s = vb >> 2;
      k--;
    }
    long t = s + 1;
    boolean sIn = vbl + open <= s << 2;
    boolean tIn = (t << 2) + open <= vbr;
    if (sIn != tIn) {
      return layout(b, p, sIn ? s : t, k);
    }
    // Both inside: the nearer one, and the even one on a tie.
    long versusMiddle = vb - (s + t << 1);
    boolean pickS = versusMiddle < 0 || versusMiddle == 0 && (s & 1) == 0;
    return layout(b, p, pickS ? s : t, k);
  }

  /**
   * floor(g·cp / 2^127) with its lowest bit set when the dropped part is not zero, where g is
   * {@code g1·2^63 + g0}. The few lowest bits of the product are not computed; g being one above
   * the true power absorbs them (see {@link PowersOfTen}).
   */
  private static long roundToOdd(long g1, long g0, long cp) {
    long lowHigh = Math.multiplyHigh(g0, cp);
    long highLow = g1 * cp;
    long highHigh = Math.multiplyHigh(g1, cp);
    long middle = (highLow >>> 1) + lowHigh;
    long floor = highHigh + (middle >>> 63);
    return floor | ((middle & MASK_63) + MASK_63) >>> 63;
  }

  /**
   * Writes f·10^e (f up to 17 digits) the way {@link Double#toString(double)} does: plain notation
   * with at least one fraction digit for 10^-3 &lt;= value &lt; 10^7, otherwise one digit, a
   * fraction, and an exponent. The digits are padded to 17 and stored as one digit and two words of
   * eight; padding zeros become the "0" of "1.0" where one is needed.
   */
  private static int layout(byte[] b, int p, long f, int e) {
    int length = digitCount(f);
    long f17 = f * POW10[17 - length];
    int exponent = e + length - 1;
    long first = f17 / 10_000_000_000_000_000L;
    long rest = f17 - first * 10_000_000_000_000_000L;
    long middle = rest / 100_000_000;
    long last = rest - middle * 100_000_000;
    byte lead = (byte) ('0' + first);
    long w1 = Digits.eightDigits(middle);
    // Most doubles in documents (prices, coordinates, ratings) have at most nine digits.
    long w2 = last == 0 ? ZEROS : Digits.eightDigits(last);
    int significant;
    if (last != 0) {
      significant = 17 - (Long.numberOfLeadingZeros(w2 - ZEROS) >>> 3);
    } else if (middle != 0) {
      significant = 9 - (Long.numberOfLeadingZeros(w1 - ZEROS) >>> 3);
    } else {
      significant = 1;
    }
    if (exponent >= 0 && exponent < 7) {
      // Lay the digits one byte to the right, then slide the whole part left over the point.
      b[p + 1] = lead;
      LONG.set(b, p + 2, w1);
      LONG.set(b, p + 10, w2);
      for (int i = 0; i <= exponent; i++) {
        b[p + i] = b[p + i + 1];
      }
      b[p + exponent + 1] = '.';
      return p + exponent + 2 + Math.max(1, significant - exponent - 1);
    }
    if (exponent < 0 && exponent >= -3) {
      INT.set(b, p, ZERO_POINT_ZEROS);
      p += 1 - exponent;
      b[p] = lead;
      LONG.set(b, p + 1, w1);
      LONG.set(b, p + 9, w2);
      return p + significant;
    }
    b[p] = lead;
    b[p + 1] = '.';
    LONG.set(b, p + 2, w1);
    LONG.set(b, p + 10, w2);
    p += 1 + Math.max(2, significant);
    b[p++] = 'E';
    if (exponent < 0) {
      b[p++] = '-';
      exponent = -exponent;
    }
    return Digits.writeSmall(b, p, exponent);
  }

  /** The number of decimal digits of f in 1..10^17. */
  private static int digitCount(long f) {
    // bits * 1233 / 4096 is a lower bound of log10(2^bits); one comparison fixes it.
    int guess = (64 - Long.numberOfLeadingZeros(f)) * 1233 >>> 12;
    return f >= POW10[guess] ? guess + 1 : guess;
  }
}
