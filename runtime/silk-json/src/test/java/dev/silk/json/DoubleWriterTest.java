package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Doubles and floats print as the shortest decimal that reads back bit for bit, in the layout of
 * {@link Double#toString(double)}. On JDK 19+ the text must equal the JDK's; on every JDK it must
 * equal what the specification of that method (JDK 19+) selects, computed here with BigDecimal.
 */
@Tag("slow")
class DoubleWriterTest {
  private static final boolean JDK_HAS_SHORTEST = Runtime.version().feature() >= 19;

  private static final double[] EDGES = {
    Double.MIN_VALUE,
    2 * Double.MIN_VALUE,
    3 * Double.MIN_VALUE,
    Double.MIN_NORMAL,
    Math.nextDown(Double.MIN_NORMAL),
    Math.nextUp(Double.MIN_NORMAL),
    Double.MAX_VALUE,
    Math.nextDown(Double.MAX_VALUE),
    1e23,
    9007199254740993.0,
    9007199254740992.0,
    9007199254740991.0,
    1.0,
    0.1,
    0.2,
    0.3,
    1.0 / 3,
    2.0 / 3,
    100,
    1e7,
    9999999.0,
    9999999.999999998,
    1e-3,
    9.999999999999998e-4,
    2e-3,
    123456789,
    1.2345678901234567e-300,
    5e-324,
    1.7976931348623157e308,
    4.35,
    2.2250738585072014E-308,
    Math.PI,
    Math.E,
    0.5,
    0.25,
    1e15,
    1e16,
    1e17,
    1e22,
    1e21,
    1e-5,
    1e-7
  };

  // ------------------------------------------------------------------ the specification

  /**
   * The decimal Double.toString (JDK 19+) selects for positive finite x, by brute force over the
   * lengths from {@code from}. Starting one below the length of the text under test is enough: if a
   * shorter decimal than that reads back, so does one of that length, and the test fails.
   */
  static BigDecimal specified(double x, boolean isFloat, int from) {
    BigDecimal exact = new BigDecimal(x);
    for (int length = Math.max(1, from); length <= 17; length++) {
      List<BigDecimal> inside = new ArrayList<>();
      addIfReadsBack(inside, exact, length, x, isFloat);
      if (inside.isEmpty()) {
        continue;
      }
      if (length == 1) {
        addIfReadsBack(inside, exact, 2, x, isFloat);
      }
      BigDecimal best = null;
      for (BigDecimal d : inside) {
        if (best == null) {
          best = d;
          continue;
        }
        int c = d.subtract(exact).abs().compareTo(best.subtract(exact).abs());
        if (c < 0 || c == 0 && lastDigitEven(d) && !lastDigitEven(best)) {
          best = d;
        }
      }
      return best.stripTrailingZeros();
    }
    throw new AssertionError("no decimal reads back as " + x);
  }

  private static void addIfReadsBack(
      List<BigDecimal> to, BigDecimal exact, int length, double x, boolean isFloat) {
    for (RoundingMode mode : new RoundingMode[] {RoundingMode.FLOOR, RoundingMode.CEILING}) {
      BigDecimal d = exact.round(new MathContext(length, mode));
      boolean back =
          isFloat
              ? Float.floatToIntBits(Float.parseFloat(d.toString()))
                  == Float.floatToIntBits((float) x)
              : Double.doubleToLongBits(Double.parseDouble(d.toString()))
                  == Double.doubleToLongBits(x);
      if (back) {
        to.add(d);
      }
    }
  }

  /** The number of significant digits of a decimal text. */
  private static int length(String text) {
    return new BigDecimal(text).abs().stripTrailingZeros().precision();
  }

  private static boolean lastDigitEven(BigDecimal d) {
    return !d.stripTrailingZeros().unscaledValue().testBit(0);
  }

  /** The layout Double.toString specifies for a positive decimal d. */
  static String layout(BigDecimal d) {
    d = d.stripTrailingZeros();
    String digits = d.unscaledValue().toString();
    int n = digits.length();
    int exponent = n - 1 - d.scale();
    if (exponent >= 0 && exponent < 7) {
      String whole = n > exponent + 1 ? digits.substring(0, exponent + 1) : digits;
      whole = whole + "0".repeat(exponent + 1 - whole.length());
      String fraction = n > exponent + 1 ? digits.substring(exponent + 1) : "0";
      return whole + "." + fraction;
    }
    if (exponent < 0 && exponent >= -3) {
      return "0." + "0".repeat(-exponent - 1) + digits;
    }
    return digits.charAt(0) + "." + (n > 1 ? digits.substring(1) : "0") + "E" + exponent;
  }

  // ------------------------------------------------------------------ checks

  private static void checkDouble(double x, String context) {
    String text = DoubleWriter.text(x);
    assertEquals(
        Double.doubleToLongBits(x),
        Double.doubleToLongBits(Double.parseDouble(text)),
        "reads back: " + text + " " + context);
    if (JDK_HAS_SHORTEST) {
      assertEquals(Double.toString(x), text, context);
    }
  }

  private static void checkDoubleAgainstSpecification(double x, String context) {
    checkDouble(x, context);
    double abs = Math.abs(x);
    String text = DoubleWriter.text(x);
    String expected =
        (x < 0 ? "-" : "") + (abs == 0 ? "0.0" : layout(specified(abs, false, length(text) - 1)));
    assertEquals(expected, text, context);
  }

  private static void checkFloat(float x, String context) {
    String text = DoubleWriter.text(x);
    assertEquals(
        Float.floatToIntBits(x),
        Float.floatToIntBits(Float.parseFloat(text)),
        "reads back: " + text + " " + context);
    if (JDK_HAS_SHORTEST) {
      assertEquals(Float.toString(x), text, context);
    }
  }

  private static void checkFloatAgainstSpecification(float x, String context) {
    checkFloat(x, context);
    float abs = Math.abs(x);
    String text = DoubleWriter.text(x);
    String expected =
        (x < 0 ? "-" : "") + (abs == 0 ? "0.0" : layout(specified(abs, true, length(text) - 1)));
    assertEquals(expected, text, context);
  }

  // ------------------------------------------------------------------ tests

  @Test
  void knownValuesPrintAsJava19PrintsThem() {
    assertEquals("4.9E-324", DoubleWriter.text(Double.MIN_VALUE));
    assertEquals("1.7976931348623157E308", DoubleWriter.text(Double.MAX_VALUE));
    assertEquals("2.2250738585072014E-308", DoubleWriter.text(Double.MIN_NORMAL));
    assertEquals("1.0E23", DoubleWriter.text(1e23));
    assertEquals("9.007199254740992E15", DoubleWriter.text(9007199254740993.0));
    assertEquals("0.002", DoubleWriter.text(0.002));
    assertEquals("1.0", DoubleWriter.text(1.0));
    assertEquals("-1.0", DoubleWriter.text(-1.0));
    assertEquals("0.0", DoubleWriter.text(0.0));
    assertEquals("-0.0", DoubleWriter.text(-0.0));
    assertEquals("0.1", DoubleWriter.text(0.1));
    assertEquals("100.0", DoubleWriter.text(100.0));
    assertEquals("1234567.0", DoubleWriter.text(1234567.0));
    assertEquals("1.0E7", DoubleWriter.text(1e7));
    assertEquals("1.23456789E8", DoubleWriter.text(123456789.0));
    assertEquals("0.001", DoubleWriter.text(0.001));
    assertEquals("9.999E-4", DoubleWriter.text(0.0009999));
    assertEquals("0.30000000000000004", DoubleWriter.text(0.1 + 0.2));
    assertEquals("1.4E-45", DoubleWriter.text(Float.MIN_VALUE));
    assertEquals("3.4028235E38", DoubleWriter.text(Float.MAX_VALUE));
    assertEquals("1.0E10", DoubleWriter.text(1.0E10f));
    assertEquals("0.1", DoubleWriter.text(0.1f));
    assertEquals("1.6777216E7", DoubleWriter.text(16777216f));
    assertEquals("1048576.0", DoubleWriter.text(1048576f));
  }

  @Test
  void edgeDoublesMatchTheSpecification() {
    for (double x : EDGES) {
      checkDoubleAgainstSpecification(x, "x=" + x);
      checkDoubleAgainstSpecification(-x, "x=" + -x);
    }
  }

  @Test
  void powersOfTenAndOfTwoAndTheirNeighboursMatchTheSpecification() {
    for (int e = -324; e <= 308; e++) {
      double x = Double.parseDouble("1e" + e);
      checkDoubleAgainstSpecification(x, "1e" + e);
      checkDouble(Math.nextUp(x), "up from 1e" + e);
      checkDouble(Math.nextDown(x), "down from 1e" + e);
    }
    for (int e = -1074; e <= 1023; e++) {
      double x = Math.scalb(1.0, e);
      checkDoubleAgainstSpecification(x, "2^" + e);
      checkDouble(Math.nextUp(x), "up from 2^" + e);
      checkDouble(Math.nextDown(x), "down from 2^" + e);
    }
  }

  @Test
  void theSmallestSubnormalsMatchTheSpecification() {
    for (long bits = 1; bits < 2000; bits++) {
      checkDoubleAgainstSpecification(Double.longBitsToDouble(bits), "bits=" + bits);
    }
    for (long bits = 2000; bits < 50_000; bits++) {
      checkDouble(Double.longBitsToDouble(bits), "bits=" + bits);
    }
  }

  @Test
  void randomDoublesReadBackAndMatchTheSpecification() {
    long seed = 0xD0B1E5L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 5_000; i++) {
      double x = Double.longBitsToDouble(random.nextLong());
      if (Double.isFinite(x)) {
        checkDoubleAgainstSpecification(x, "seed " + seed + ", bits " + Double.doubleToLongBits(x));
      }
    }
  }

  @Test
  void manyRandomDoublesReadBackBitForBit() {
    long seed = 0xD0B1E6L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 300_000; i++) {
      double x;
      switch (i % 4) {
        case 0 -> x = Double.longBitsToDouble(random.nextLong());
        case 1 -> x = random.nextDouble();
        case 2 -> x = random.nextInt(1_000_000) / 100.0;
        default -> x = random.nextLong() / Math.pow(10, random.nextInt(20));
      }
      if (Double.isFinite(x)) {
        checkDouble(x, "seed " + seed + ", bits " + Double.doubleToLongBits(x));
      }
    }
  }

  @Test
  void wholeDoublesUseTheFastPathWithTheSameText() {
    for (long v = -20_000; v <= 20_000; v++) {
      checkDouble(v, "v=" + v);
    }
    long seed = 0xD0B1E7L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 30_000; i++) {
      double x = random.nextLong(1L << 53) >> random.nextInt(53);
      checkDouble(x, "seed " + seed + ", x " + x);
    }
  }

  @Test
  void floatsMatchTheSpecification() {
    for (int bits = 1; bits < 1000; bits++) {
      checkFloatAgainstSpecification(Float.intBitsToFloat(bits), "bits=" + bits);
    }
    for (int e = -149; e <= 127; e++) {
      float x = Math.scalb(1.0f, e);
      checkFloatAgainstSpecification(x, "2^" + e);
      checkFloatAgainstSpecification(Math.nextUp(x), "up from 2^" + e);
    }
    for (int e = -45; e <= 38; e++) {
      checkFloatAgainstSpecification(Float.parseFloat("1e" + e), "1e" + e);
    }
    checkFloatAgainstSpecification(Float.MAX_VALUE, "max");
    checkFloatAgainstSpecification(Float.MIN_NORMAL, "min normal");
    long seed = 0xF10A7L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 5_000; i++) {
      float x = Float.intBitsToFloat(random.nextInt());
      if (Float.isFinite(x)) {
        checkFloatAgainstSpecification(x, "seed " + seed + ", bits " + Float.floatToIntBits(x));
      }
    }
  }

  @Test
  void manyRandomFloatsReadBackBitForBit() {
    long seed = 0xF10A8L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 300_000; i++) {
      float x = Float.intBitsToFloat(random.nextInt());
      if (Float.isFinite(x)) {
        checkFloat(x, "seed " + seed + ", bits " + Float.floatToIntBits(x));
      }
    }
  }

  @Test
  void theOutputIsNeverLongerThanTheReservedRoom() {
    assertTrue(DoubleWriter.text(-Double.MIN_NORMAL).length() <= DoubleWriter.MAX_LENGTH - 8);
    assertTrue(DoubleWriter.text(-2.2250738585072014E-307).length() <= 24);
    assertTrue(DoubleWriter.text(-1.2345678901234567E-100).length() <= 24);
  }
}
