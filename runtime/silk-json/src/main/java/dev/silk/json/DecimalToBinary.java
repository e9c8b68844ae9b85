package dev.silk.json;

/**
 * Turns a decimal significand and exponent into the nearest {@code double} or {@code float} without
 * going through text, for {@link JsonInput#readDouble()} and {@link JsonInput#readFloat()}.
 *
 * <p>Two exact methods answer almost every input: Clinger's fast path (the significand and the
 * power of ten are both exact in binary, so one multiply or divide rounds once), and the
 * Eisel-Lemire method (multiply the significand by a 128-bit approximation of the power of ten and
 * keep the result only when the bits that were cut off cannot change the rounding). When neither
 * can decide, the methods answer {@code NaN} and the caller parses the exact text with the JDK.
 */
final class DecimalToBinary {
  static final int MIN_EXP10 = Pow10Table.MIN_EXP10;
  static final int MAX_EXP10 = Pow10Table.MAX_EXP10;

  /**
   * 128-bit approximations of 10^q, rounded down, top bit set: generated constants (see {@code
   * Pow10TableGenerator}), because computing them with BigInteger at class initialisation cost tens
   * of milliseconds on the first double read.
   */
  private static final long[] POW10_HI = Pow10Table.HI;

  private static final long[] POW10_LO = Pow10Table.LO;

  private static final double[] DOUBLE_POW10 = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22
  };

  private static final float[] FLOAT_POW10 = {
    1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f
  };

  private DecimalToBinary() {}

  /** floor(log2(10^q)) for |q| below about 1500, by a fixed-point multiply. */
  static int floorLog2Pow10(int q) {
    return (217706 * q) >> 16;
  }

  /** The high 64 bits of the table entry for 10^q (for tests). */
  static long pow10Hi(int q) {
    return POW10_HI[q - MIN_EXP10];
  }

  /** The low 64 bits of the table entry for 10^q (for tests). */
  static long pow10Lo(int q) {
    return POW10_LO[q - MIN_EXP10];
  }

  /**
   * The double nearest to {@code significand * 10^exp10}, with {@code significand} read as unsigned
   * (up to 19 decimal digits), or {@code NaN} when this method cannot decide.
   */
  static double toDouble(boolean negative, long significand, int exp10) {
    if (significand == 0) {
      return negative ? -0.0 : 0.0;
    }
    if (significand >= 0 && significand <= 1L << 53 && exp10 >= -22 && exp10 <= 22) {
      // Clinger: both operands are exact doubles, so the one operation rounds once.
      double d = (double) significand;
      d = exp10 < 0 ? d / DOUBLE_POW10[-exp10] : d * DOUBLE_POW10[exp10];
      return negative ? -d : d;
    }
    if (exp10 < MIN_EXP10) {
      // Below 10^19 * 10^-343 = 10^-324, less than half the smallest subnormal.
      return negative ? -0.0 : 0.0;
    }
    if (exp10 > MAX_EXP10) {
      return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    long bits = eiselLemire(significand, exp10, 52, 1023);
    if (bits < 0) {
      return Double.NaN;
    }
    return Double.longBitsToDouble(negative ? bits | Long.MIN_VALUE : bits);
  }

  /** As {@link #toDouble}, for the nearest float, rounded once from the decimal. */
  static float toFloat(boolean negative, long significand, int exp10) {
    if (significand == 0) {
      return negative ? -0.0f : 0.0f;
    }
    if (significand >= 0 && significand <= 1L << 24 && exp10 >= -10 && exp10 <= 10) {
      float f = (float) significand;
      f = exp10 < 0 ? f / FLOAT_POW10[-exp10] : f * FLOAT_POW10[exp10];
      return negative ? -f : f;
    }
    if (exp10 < -65) {
      // Below 10^19 * 10^-66 = 10^-47, far under the smallest float subnormal.
      return negative ? -0.0f : 0.0f;
    }
    if (exp10 > 38) {
      return negative ? Float.NEGATIVE_INFINITY : Float.POSITIVE_INFINITY;
    }
    long bits = eiselLemire(significand, exp10, 23, 127);
    if (bits < 0) {
      return Float.NaN;
    }
    int b = (int) bits;
    return Float.intBitsToFloat(negative ? b | Integer.MIN_VALUE : b);
  }

  /**
   * Eisel-Lemire for a binary format with {@code mantissaBits} explicit mantissa bits and the given
   * exponent bias: the bits of the positive result, or -1 when the truncated product leaves the
   * rounding undecided or the result is subnormal or infinite (the caller then falls back).
   */
  private static long eiselLemire(long significand, int exp10, int mantissaBits, int bias) {
    int lz = Long.numberOfLeadingZeros(significand);
    long m = significand << lz;
    int index = exp10 - MIN_EXP10;
    // The product of a 64-bit and a 128-bit number has 192 bits; the table entry is below the true
    // power by less than one unit of its last bit, so the true product exceeds this one by less
    // than m units of the 128th bit. Start with the top 128 bits of m * POW10_HI.
    long hi = unsignedMultiplyHigh(m, POW10_HI[index]);
    long lo = m * POW10_HI[index];
    // The result keeps mantissaBits + 2 bits (one implicit, one to round) of the top word; the
    // bits below them decide rounding. If they are all ones, the missing part could carry into
    // the kept bits: add the second half of the table entry.
    int dropped = 64 - (mantissaBits + 3); // bits of hi below the kept ones when the top bit is 0
    long droppedMask = (1L << dropped) - 1;
    if ((hi & droppedMask) == droppedMask && Long.compareUnsigned(lo + m, lo) < 0) {
      long lo2 = m * POW10_LO[index];
      long hi2 = unsignedMultiplyHigh(m, POW10_LO[index]);
      long mergedLo = lo + hi2;
      long mergedHi = hi + (Long.compareUnsigned(mergedLo, lo) < 0 ? 1 : 0);
      if ((mergedHi & droppedMask) == droppedMask
          && mergedLo == -1L
          && Long.compareUnsigned(lo2 + m, lo2) < 0) {
        return -1;
      }
      hi = mergedHi;
      lo = mergedLo;
    }
    int top = (int) (hi >>> 63);
    long mantissa = hi >>> (top + dropped);
    int exp2 = floorLog2Pow10(exp10) + 64 + bias - lz - (1 ^ top);
    // A computed remainder of exactly one half may be a true value slightly above it.
    if (lo == 0 && (hi & droppedMask) == 0 && (mantissa & 3) == 1) {
      return -1;
    }
    mantissa += mantissa & 1;
    mantissa >>>= 1;
    if (mantissa >>> (mantissaBits + 1) != 0) {
      mantissa >>>= 1;
      exp2++;
    }
    if (exp2 <= 0 || exp2 >= 2 * bias + 1) {
      return -1;
    }
    return ((long) exp2 << mantissaBits) | (mantissa & ((1L << mantissaBits) - 1));
  }

  /** The high 64 bits of the unsigned 128-bit product (Math.unsignedMultiplyHigh is JDK 18+). */
  static long unsignedMultiplyHigh(long a, long b) {
    return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
  }
}
