package dev.silk.json;

import java.math.BigInteger;

/**
 * 126-bit approximations of the powers of ten that {@link DoubleWriter} multiplies by.
 *
 * <p>For each k in [{@link #K_MIN}, {@link #K_MAX}] the table holds g, the integer in [2^125,
 * 2^126) with {@code g = floor(10^-k * 2^-r) + 1} for the r that puts it in that range. Schubfach
 * needs g rounded up by one: the products it computes then never fall below the exact value, and
 * the low bits it drops absorb the excess exactly when the exact product is a multiple of the
 * result's last bit.
 *
 * <p>The table is computed once from {@link BigInteger} arithmetic when the first double is written
 * (a few milliseconds), so it is correct by construction instead of a pasted constant list. It
 * lives in its own class so that writers that never see a double never build it.
 */
final class PowersOfTen {
  /** The smallest k used: floor(log10(2^-1074)). */
  static final int K_MIN = -324;

  /** The largest k used: floor(log10(2^971)). */
  static final int K_MAX = 292;

  /** g for k = K_MIN + i is {@code G[2i] * 2^63 + G[2i + 1]}: two 63-bit halves. */
  private static final long[] G = table();

  private PowersOfTen() {}

  /** The high 63 bits of g for k. */
  static long high(int k) {
    return G[(k - K_MIN) << 1];
  }

  /** The low 63 bits of g for k. */
  static long low(int k) {
    return G[((k - K_MIN) << 1) + 1];
  }

  private static long[] table() {
    long[] g = new long[(K_MAX - K_MIN + 1) * 2];
    BigInteger mask63 = BigInteger.ONE.shiftLeft(63).subtract(BigInteger.ONE);
    for (int k = K_MIN; k <= K_MAX; k++) {
      BigInteger value = approximation(-k);
      int i = (k - K_MIN) << 1;
      g[i] = value.shiftRight(63).longValueExact();
      g[i + 1] = value.and(mask63).longValueExact();
    }
    return g;
  }

  /** floor(10^e * 2^-r) + 1 in [2^125, 2^126). */
  static BigInteger approximation(int e) {
    BigInteger floor;
    if (e >= 0) {
      BigInteger p = BigInteger.TEN.pow(e);
      int shift = 126 - p.bitLength();
      floor = shift >= 0 ? p.shiftLeft(shift) : p.shiftRight(-shift);
    } else {
      BigInteger p = BigInteger.TEN.pow(-e);
      floor = BigInteger.ONE.shiftLeft(125 + p.bitLength()).divide(p);
    }
    BigInteger g = floor.add(BigInteger.ONE);
    if (g.bitLength() != 126) {
      throw new AssertionError("10^" + e + " does not fit the 126-bit table");
    }
    return g;
  }

  /**
   * The binary exponent r of the table entry for 10^e, so that 10^e is about g * 2^r: floor(e *
   * log2(10)) - 125.
   */
  static int exponent(int e) {
    return flog2pow10(e) - 125;
  }

  /** floor(e * log2(10)) for |e| up to several thousand; 913124641741 / 2^38 is log2(10). */
  static int flog2pow10(int e) {
    return (int) (e * 913124641741L >> 38);
  }

  /** floor(q * log10(2)); 661971961083 / 2^41 is log10(2). */
  static int flog10pow2(int q) {
    return (int) (q * 661971961083L >> 41);
  }

  /** floor(q * log10(2) + log10(3/4)); -274743187321 / 2^41 is log10(3/4). */
  static int flog10threeQuartersPow2(int q) {
    return (int) (q * 661971961083L - 274743187321L >> 41);
  }
}
