package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** readDouble and readFloat round exactly as the JDK does, for every kind of decimal. */
@Tag("slow")
class JsonInputNumbersTest {
  private static final long SEED = 0x5EED_2026_1130L;

  /** Beyond a type's range the JDK answers infinity; JSON cannot write that, so Silk refuses. */
  private static void assertRefusedAsBeyond(String text, String kind, Runnable read) {
    JsonException e = assertThrows(JsonException.class, read::run, text);
    assertTrue(e.reason().endsWith("is beyond the range of " + kind), e.reason());
    assertEquals(0, e.offset(), text);
  }

  private static void assertSameDouble(String text, String context) {
    double expected = Double.parseDouble(text);
    if (Double.isInfinite(expected)) {
      assertRefusedAsBeyond(text, "a double", () -> JsonInput.of(text).readDouble());
      return;
    }
    double actual = JsonInput.of(text).readDouble();
    assertEquals(
        Double.doubleToRawLongBits(expected),
        Double.doubleToRawLongBits(actual),
        () -> context + ": readDouble(" + text + ") = " + actual + ", JDK says " + expected);
  }

  private static void assertSameFloat(String text, String context) {
    float expected = Float.parseFloat(text);
    if (Float.isInfinite(expected)) {
      assertRefusedAsBeyond(text, "a float", () -> JsonInput.of(text).readFloat());
      return;
    }
    float actual = JsonInput.of(text).readFloat();
    assertEquals(
        Float.floatToRawIntBits(expected),
        Float.floatToRawIntBits(actual),
        () -> context + ": readFloat(" + text + ") = " + actual + ", JDK says " + expected);
  }

  private static void assertBoth(String text, String context) {
    assertSameDouble(text, context);
    assertSameFloat(text, context);
  }

  @Test
  void theTableHoldsEveryPowerOfTenRoundedDownTo128Bits() {
    BigInteger two128 = BigInteger.ONE.shiftLeft(128);
    for (int q = DecimalToBinary.MIN_EXP10; q <= DecimalToBinary.MAX_EXP10; q++) {
      BigInteger entry =
          new BigInteger(Long.toUnsignedString(DecimalToBinary.pow10Hi(q)))
              .shiftLeft(64)
              .or(new BigInteger(Long.toUnsignedString(DecimalToBinary.pow10Lo(q))));
      BigInteger five = BigInteger.valueOf(5).pow(Math.abs(q));
      int floorLog2 = q >= 0 ? q + five.bitLength() - 1 : q - five.bitLength();
      assertEquals(floorLog2, DecimalToBinary.floorLog2Pow10(q), "floor(log2(10^" + q + "))");
      // entry = floor(10^q * 2^(127 - floorLog2)), checked as entry <= exact < entry + 1.
      int shift = 127 - floorLog2;
      BigInteger num = q >= 0 ? BigInteger.TEN.pow(q) : BigInteger.ONE;
      BigInteger den = q >= 0 ? BigInteger.ONE : BigInteger.TEN.pow(-q);
      if (shift >= 0) {
        num = num.shiftLeft(shift);
      } else {
        den = den.shiftLeft(-shift);
      }
      assertEquals(num.divide(den), entry, "10^" + q);
      assertEquals(1, entry.compareTo(two128.shiftRight(1).subtract(BigInteger.ONE)), "normalised");
    }
  }

  @Test
  void knownHardCasesRoundAsTheJdkDoes() {
    String[] cases = {
      "2.2250738585072011e-308",
      "2.2250738585072012e-308",
      "2.2250738585072014e-308",
      "9007199254740993",
      "9007199254740992",
      "9007199254740995",
      "-9007199254740993",
      "4.9e-324",
      "5e-324",
      "2.4703282292062327e-324",
      "2.4703282292062328e-324",
      "1e-400",
      "1.7976931348623157e308",
      "1.7976931348623158e308",
      "1.7976931348623159e308",
      "1e309",
      "1e23",
      "8.98846567431158e307",
      "0.1",
      "0.3",
      "123456789012345678",
      "1234567890123456789",
      "12345678901234567890",
      "123456789012345678901234567890e-10",
      "7.038531e-26",
      "3.4028235e38",
      "3.4028236e38",
      "3.4028235677973366e38",
      "1.4e-45",
      "7e-46",
      "1.17549435e-38",
      "0.000000000000000000000000000000001",
      "100000000000000000000000",
      "1e22",
      "1e-22",
      "4.35679716e-39",
      "2.9802322387695312E-8",
      "16777217",
      "33554435",
      "1.00000017881393432617187499",
      "0",
      "-0",
      "0.0e0",
      "-0.0E-0",
      "0e99999999999",
      "1e-99999999999",
      "1e99999999999",
      "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999",
    };
    for (String text : cases) {
      assertBoth(text, "hard case");
    }
  }

  @Test
  void randomDecimalStringsRoundAsTheJdkDoes() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 100_000; i++) {
      String text = randomDecimal(random);
      assertBoth(text, "seed " + SEED + ", case " + i);
    }
  }

  @Test
  void randomDoublesAndTheirNeighboursRoundTrip() {
    SplittableRandom random = new SplittableRandom(SEED + 1);
    for (int i = 0; i < 30_000; i++) {
      double d = Double.longBitsToDouble(random.nextLong() & Long.MAX_VALUE);
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        continue;
      }
      String context = "seed " + (SEED + 1) + ", case " + i;
      assertSameDouble(Double.toString(d), context);
      float f = Float.intBitsToFloat(random.nextInt() & Integer.MAX_VALUE);
      if (!Float.isNaN(f) && !Float.isInfinite(f)) {
        assertSameFloat(Float.toString(f), context);
      }
      // The exact midpoint to the next double decides ties; written in full it has many digits.
      if (i % 10 == 0) {
        BigDecimal mid =
            new BigDecimal(d).add(new BigDecimal(Math.nextUp(d))).divide(BigDecimal.valueOf(2));
        assertBoth(mid.toString(), context + " midpoint");
      }
    }
  }

  @Test
  void shortHalfwayIntegersRoundToEven() {
    SplittableRandom random = new SplittableRandom(SEED + 2);
    for (int i = 0; i < 20_000; i++) {
      // 2^53 + odd is exactly halfway between two doubles; scaled by 2^k it stays halfway.
      long m = (1L << 53) + (random.nextLong(1L << 53) | 1);
      int k = random.nextInt(10);
      BigInteger v = BigInteger.valueOf(m).shiftLeft(k);
      String context = "seed " + (SEED + 2) + ", case " + i;
      assertBoth(v.toString(), context);
      assertBoth(v.toString() + ".0e-3", context);
      long fm = (1L << 24) + (random.nextInt(1 << 24) | 1);
      assertBoth(Long.toString(fm << random.nextInt(30)), context);
    }
  }

  private static String randomDecimal(SplittableRandom random) {
    StringBuilder sb = new StringBuilder();
    if (random.nextBoolean()) {
      sb.append('-');
    }
    int intDigits = random.nextInt(4) == 0 ? 1 : 1 + random.nextInt(random.nextBoolean() ? 8 : 24);
    boolean zeroInt = random.nextInt(5) == 0;
    if (zeroInt) {
      sb.append('0');
    } else {
      sb.append((char) ('1' + random.nextInt(9)));
      appendDigits(sb, random, intDigits - 1);
    }
    if (random.nextInt(3) != 0) {
      sb.append('.');
      if (zeroInt && random.nextBoolean()) {
        sb.append("0".repeat(random.nextInt(30)));
      }
      appendDigits(sb, random, 1 + random.nextInt(random.nextBoolean() ? 6 : 22));
    }
    if (random.nextInt(3) != 0) {
      sb.append(random.nextBoolean() ? 'e' : 'E');
      int r = random.nextInt(3);
      if (r == 0) {
        sb.append('-');
      } else if (r == 1) {
        sb.append('+');
      }
      int range =
          switch (random.nextInt(4)) {
            case 0 -> 23;
            case 1 -> 50;
            default -> 345;
          };
      sb.append(random.nextInt(range));
    }
    return sb.toString();
  }

  private static void appendDigits(StringBuilder sb, SplittableRandom random, int n) {
    int style = random.nextInt(4);
    for (int i = 0; i < n; i++) {
      char c =
          switch (style) {
            case 0 -> '9';
            case 1 -> random.nextInt(4) == 0 ? (char) ('0' + random.nextInt(10)) : '0';
            default -> (char) ('0' + random.nextInt(10));
          };
      sb.append(c);
    }
  }

  @Test
  void integersOfEveryLengthAreExactOrRefusedWhenTheyOverflow() {
    SplittableRandom random = new SplittableRandom(SEED + 3);
    for (int i = 0; i < 30_000; i++) {
      int digits = 1 + random.nextInt(21);
      StringBuilder sb = new StringBuilder();
      if (random.nextBoolean()) {
        sb.append('-');
      }
      sb.append((char) ('1' + random.nextInt(9)));
      for (int d = 1; d < digits; d++) {
        sb.append((char) ('0' + random.nextInt(10)));
      }
      String text = sb.toString();
      String context = "seed " + (SEED + 3) + ", case " + i + ": " + text;
      BigInteger exact = new BigInteger(text);
      String doc = random.nextBoolean() ? text : "[" + text + "]";
      boolean inArray = doc.startsWith("[");
      if (exact.bitLength() < 64) {
        JsonInput in = JsonInput.of(doc);
        if (inArray) {
          in.beginArray();
        }
        assertEquals(exact.longValueExact(), in.readLong(), context);
      } else {
        JsonInput in = JsonInput.of(doc);
        if (inArray) {
          in.beginArray();
        }
        JsonException e = assertThrows(JsonException.class, in::readLong, context);
        assertEquals("the integer " + text + " does not fit in a long", e.reason(), context);
      }
      if (exact.bitLength() < 32) {
        assertEquals(exact.intValueExact(), JsonInput.of(text).readInt(), context);
      } else {
        assertThrows(JsonException.class, () -> JsonInput.of(text).readInt(), context);
      }
    }
  }

  @Test
  void decimalsReadAsTheStringConstructorMakesThemScaleIncluded() {
    // Up to 18 characters without an exponent take the significand and scale (D253); the rest the
    // String constructor. Both must give the same value and the same scale.
    SplittableRandom random = new SplittableRandom(SEED + 4);
    String[] edges = {
      "0",
      "-0",
      "0.0",
      "-0.00",
      "0.05",
      "12.50",
      "100",
      "123456789012345678",
      "12345678901234567.8",
      "1234567890123456789",
      "0.000000000000000001",
      "-99999999999999999",
      "1e2",
      "1.5E-3",
      "0e0"
    };
    for (String text : edges) {
      assertEquals(new BigDecimal(text), JsonInput.of(text).readBigDecimal(), text);
    }
    for (int i = 0; i < 30_000; i++) {
      StringBuilder sb = new StringBuilder();
      if (random.nextBoolean()) {
        sb.append('-');
      }
      int whole = random.nextInt(12);
      sb.append(whole == 0 ? '0' : (char) ('1' + random.nextInt(9)));
      for (int d = 1; d < whole; d++) {
        sb.append((char) ('0' + random.nextInt(10)));
      }
      int fraction = random.nextInt(12);
      if (fraction > 0) {
        sb.append('.');
        for (int d = 0; d < fraction; d++) {
          sb.append((char) ('0' + random.nextInt(10)));
        }
      }
      if (random.nextInt(8) == 0) {
        sb.append(random.nextBoolean() ? 'e' : 'E').append(random.nextInt(-30, 30));
      }
      String text = sb.toString();
      JsonInput in = JsonInput.of("[" + text + "]");
      in.beginArray();
      BigDecimal read = in.readBigDecimal();
      assertEquals(new BigDecimal(text), read, () -> "seed " + (SEED + 4) + ": " + text);
    }
    JsonException e =
        assertThrows(
            JsonException.class, () -> JsonInput.of("12345.6").maxNumberLength(6).readBigDecimal());
    assertTrue(e.reason().contains("limit of 6"), e.reason());
  }
}
