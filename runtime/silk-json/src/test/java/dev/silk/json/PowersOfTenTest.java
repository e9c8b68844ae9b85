package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class PowersOfTenTest {
  /** floor(log10(num / den)) for positive num and den, exactly. */
  private static int floorLog10(BigInteger num, BigInteger den) {
    int k = num.toString().length() - den.toString().length();
    // Adjust until 10^k <= num/den < 10^(k+1).
    while (compare(num, den, k) < 0) {
      k--;
    }
    while (compare(num, den, k + 1) >= 0) {
      k++;
    }
    return k;
  }

  /** Sign of num/den - 10^k. */
  private static int compare(BigInteger num, BigInteger den, int k) {
    return k >= 0
        ? num.compareTo(den.multiply(BigInteger.TEN.pow(k)))
        : num.multiply(BigInteger.TEN.pow(-k)).compareTo(den);
  }

  private static BigInteger[] powerOfTwo(int q) {
    return q >= 0
        ? new BigInteger[] {BigInteger.ONE.shiftLeft(q), BigInteger.ONE}
        : new BigInteger[] {BigInteger.ONE, BigInteger.ONE.shiftLeft(-q)};
  }

  @Test
  void theLogarithmFormulasAreExactOverTheWholeDoubleRange() {
    for (int q = -1100; q <= 1100; q++) {
      BigInteger[] p = powerOfTwo(q);
      assertEquals(floorLog10(p[0], p[1]), PowersOfTen.flog10pow2(q), "q=" + q);
      assertEquals(
          floorLog10(p[0].multiply(BigInteger.valueOf(3)), p[1].shiftLeft(2)),
          PowersOfTen.flog10threeQuartersPow2(q),
          "3/4 q=" + q);
    }
    for (int e = -400; e <= 400; e++) {
      BigInteger p = BigInteger.TEN.pow(Math.abs(e));
      // floor(log2(10^e)): bitLength - 1 for e >= 0; -bitLength(10^-e) for e < 0 (not a power of 2)
      int expected = e >= 0 ? p.bitLength() - 1 : e == 0 ? 0 : -p.bitLength();
      assertEquals(expected, PowersOfTen.flog2pow10(e), "e=" + e);
    }
  }

  @Test
  void eachTableEntryIsThePowerOfTenRoundedDownPlusOneIn126Bits() {
    for (int k = PowersOfTen.K_MIN; k <= PowersOfTen.K_MAX; k++) {
      BigInteger g =
          BigInteger.valueOf(PowersOfTen.high(k))
              .shiftLeft(63)
              .or(BigInteger.valueOf(PowersOfTen.low(k)));
      assertEquals(126, g.bitLength(), "k=" + k);
      // g - 1 <= 10^-k * 2^-r < g, with r the table exponent.
      int r = PowersOfTen.exponent(-k);
      BigInteger[] tenPower =
          -k >= 0
              ? new BigInteger[] {BigInteger.TEN.pow(-k), BigInteger.ONE}
              : new BigInteger[] {BigInteger.ONE, BigInteger.TEN.pow(k)};
      BigInteger num = r <= 0 ? tenPower[0].shiftLeft(-r) : tenPower[0];
      BigInteger den = r <= 0 ? tenPower[1] : tenPower[1].shiftLeft(r);
      BigInteger floor = num.divide(den);
      assertEquals(floor.add(BigInteger.ONE), g, "k=" + k);
      assertTrue(PowersOfTen.low(k) >= 0);
    }
  }
}
