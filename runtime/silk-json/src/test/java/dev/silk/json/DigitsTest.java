package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("slow")
class DigitsTest {
  private static String intText(int v) {
    byte[] b = new byte[40];
    return new String(b, 0, Digits.writeInt(b, 0, v), StandardCharsets.ISO_8859_1);
  }

  private static String longText(long v) {
    byte[] b = new byte[40];
    return new String(b, 0, Digits.writeLong(b, 0, v), StandardCharsets.ISO_8859_1);
  }

  @Test
  void everyIntBelowAMillionAndAroundEachPowerOfTenIsWrittenAsJavaWritesIt() {
    for (int v = -1_000_000; v <= 1_000_000; v++) {
      assertEquals(Integer.toString(v), intText(v));
    }
    for (long p = 10; p <= Integer.MAX_VALUE; p *= 10) {
      for (int d = -2; d <= 2; d++) {
        int v = (int) (p + d);
        assertEquals(Integer.toString(v), intText(v));
        assertEquals(Integer.toString(-v), intText(-v));
      }
    }
    assertEquals("2147483647", intText(Integer.MAX_VALUE));
    assertEquals("-2147483648", intText(Integer.MIN_VALUE));
  }

  @Test
  void longsAroundEachPowerOfTenAndTheLimitsAreWrittenAsJavaWritesThem() {
    for (long p = 10; p > 0 && p <= Long.MAX_VALUE / 10 * 10; p *= 10) {
      for (long d = -2; d <= 2; d++) {
        assertEquals(Long.toString(p + d), longText(p + d));
        assertEquals(Long.toString(-(p + d)), longText(-(p + d)));
      }
    }
    assertEquals(Long.toString(Long.MAX_VALUE), longText(Long.MAX_VALUE));
    assertEquals(Long.toString(Long.MIN_VALUE), longText(Long.MIN_VALUE));
    assertEquals("2147483648", longText(2147483648L));
    assertEquals("-2147483649", longText(-2147483649L));
  }

  @Test
  void longsOfTenToNineteenDigitsWithZerosInsideTheirGroupsAreWrittenAsJavaWritesThem() {
    long seed = 0x1D5_18L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 200_000; i++) {
      // Each digit is zero half the time, so the groups of eight start, end and run with zeros.
      int digits = 10 + random.nextInt(10);
      long v = 1 + random.nextInt(9);
      for (int d = 1; d < digits; d++) {
        v = v * 10 + (random.nextBoolean() ? 0 : random.nextInt(10));
      }
      if (v < 0) {
        continue; // above Long.MAX_VALUE
      }
      assertEquals(Long.toString(v), longText(v), "seed " + seed);
      assertEquals(Long.toString(-v), longText(-v), "seed " + seed);
    }
    assertEquals("9999999999999999", longText(9_999_999_999_999_999L));
    assertEquals("10000000000000000", longText(10_000_000_000_000_000L));
    assertEquals("100000000000000000", longText(100_000_000_000_000_000L));
  }

  @Test
  void randomIntsAndLongsAreWrittenAsJavaWritesThem() {
    long seed = 0x5EED_D161_75L;
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 200_000; i++) {
      int v = random.nextInt() >> random.nextInt(32);
      assertEquals(Integer.toString(v), intText(v), "seed " + seed);
      long w = random.nextLong() >> random.nextInt(64);
      assertEquals(Long.toString(w), longText(w), "seed " + seed);
    }
  }

  @Test
  void eightDigitsAreLaidOutFirstDigitFirstWithLeadingZeros() {
    long seed = 0x5EED_D161_75L;
    SplittableRandom random = new SplittableRandom(seed);
    byte[] b = new byte[8];
    for (int i = 0; i < 20_000; i++) {
      int v = i < 1000 ? i : random.nextInt(100_000_000);
      Digits.LONG.set(b, 0, Digits.eightDigits(v));
      assertEquals(
          String.format("%08d", v), new String(b, StandardCharsets.ISO_8859_1), "seed " + seed);
    }
    Digits.LONG.set(b, 0, Digits.eightDigits(99_999_999));
    assertEquals("99999999", new String(b, StandardCharsets.ISO_8859_1));
  }
}
