package dev.silk.json;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Writes integers as ASCII digits straight into a byte array, several bytes per store.
 *
 * <p>Every method writes past the digits it reports (up to 8 bytes beyond the returned position),
 * so callers keep that much room at the end of the array; {@link JsonOutput} reserves it.
 */
final class Digits {
  /** Stores 4 bytes little-endian into a byte[]: used for up to three digits at once. */
  static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  /** Stores 8 bytes little-endian into a byte[]: used for eight digits and for keys. */
  static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** '0' in each of the eight bytes of a word. */
  static final long ZEROS = 0x3030303030303030L;

  /**
   * The digits of 0..999 without leading zeros in the low three bytes, their count in the top byte,
   * so that one lookup and one 4-byte store write a small number.
   */
  private static final int[] SMALL = new int[1000];

  /** The digits of 0..999 padded to three ("007"), for the groups after the first. */
  private static final int[] PADDED = new int[1000];

  static {
    for (int i = 0; i < 1000; i++) {
      int d0 = '0' + i / 100;
      int d1 = '0' + i / 10 % 10;
      int d2 = '0' + i % 10;
      PADDED[i] = d0 | d1 << 8 | d2 << 16;
      if (i < 10) {
        SMALL[i] = d2 | 1 << 24;
      } else if (i < 100) {
        SMALL[i] = d1 | d2 << 8 | 2 << 24;
      } else {
        SMALL[i] = PADDED[i] | 3 << 24;
      }
    }
  }

  private static final byte[] INT_MIN = {'-', '2', '1', '4', '7', '4', '8', '3', '6', '4', '8'};
  private static final byte[] LONG_MIN = {
    '-', '9', '2', '2', '3', '3', '7', '2', '0', '3', '6', '8', '5', '4', '7', '7', '5', '8', '0',
    '8'
  };

  /** The longest int text, "-2147483648". */
  static final int MAX_INT_LENGTH = 11;

  /** The longest long text, "-9223372036854775808". */
  static final int MAX_LONG_LENGTH = 20;

  private Digits() {}

  /** Writes {@code v} at {@code p}; returns the position after its last digit. */
  static int writeInt(byte[] b, int p, int v) {
    if (v < 0) {
      if (v == Integer.MIN_VALUE) {
        System.arraycopy(INT_MIN, 0, b, p, INT_MIN.length);
        return p + INT_MIN.length;
      }
      b[p++] = '-';
      v = -v;
    }
    return writePositive(b, p, v);
  }

  /** Writes {@code v} at {@code p}; returns the position after its last digit. */
  static int writeLong(byte[] b, int p, long v) {
    int i = (int) v;
    if (i == v) {
      return writeInt(b, p, i);
    }
    if (v < 0) {
      if (v == Long.MIN_VALUE) {
        System.arraycopy(LONG_MIN, 0, b, p, LONG_MIN.length);
        return p + LONG_MIN.length;
      }
      b[p++] = '-';
      v = -v;
    }
    // v >= 2^31: at most two groups of nine digits after a head of one to ten digits.
    long high = v / 1_000_000_000;
    int low = (int) (v - high * 1_000_000_000);
    if (high < 1_000_000_000) {
      p = writePositive(b, p, (int) high);
    } else {
      int top = (int) (high / 1_000_000_000);
      p = writePositive(b, p, top);
      p = writeNine(b, p, (int) (high - top * 1_000_000_000L));
    }
    return writeNine(b, p, low);
  }

  /** Writes a non-negative int; returns the position after its last digit. */
  static int writePositive(byte[] b, int p, int v) {
    if (v < 1000) {
      int e = SMALL[v];
      INT.set(b, p, e);
      return p + (e >>> 24);
    }
    if (v < 1_000_000) {
      int high = v / 1000;
      int e = SMALL[high];
      INT.set(b, p, e);
      p += e >>> 24;
      INT.set(b, p, PADDED[v - high * 1000]);
      return p + 3;
    }
    if (v < 1_000_000_000) {
      int high = v / 1_000_000;
      int e = SMALL[high];
      INT.set(b, p, e);
      p += e >>> 24;
      int rest = v - high * 1_000_000;
      int mid = rest / 1000;
      INT.set(b, p, PADDED[mid]);
      INT.set(b, p + 3, PADDED[rest - mid * 1000]);
      return p + 6;
    }
    int high = v / 1_000_000_000;
    b[p++] = (byte) ('0' + high);
    return writeNine(b, p, v - high * 1_000_000_000);
  }

  /** Writes 0..999_999_999 as exactly nine digits. */
  private static int writeNine(byte[] b, int p, int v) {
    int high = v / 1_000_000;
    int rest = v - high * 1_000_000;
    int mid = rest / 1000;
    INT.set(b, p, PADDED[high]);
    INT.set(b, p + 3, PADDED[mid]);
    INT.set(b, p + 6, PADDED[rest - mid * 1000]);
    return p + 9;
  }

  /** Writes 0..999 as one to three digits (used for exponents). */
  static int writeSmall(byte[] b, int p, int v) {
    int e = SMALL[v];
    INT.set(b, p, e);
    return p + (e >>> 24);
  }

  /**
   * The eight ASCII digits of {@code v} (0..99_999_999, zero-padded) as one little-endian word,
   * first digit in the lowest byte. Splits the number into lanes (two of four digits, four of two,
   * eight of one) with multiplications by reciprocals, so there is no loop and no table.
   */
  static long eightDigits(long v) {
    long high = v / 10_000;
    long fours = high | (v - high * 10_000) << 32;
    // Each 32-bit lane divided by 100: x * 10486 >> 20 is exact for x < 10_000.
    long hundreds = (fours * 10486 >>> 20) & 0x0000_007F_0000_007FL;
    long twos = ((fours - hundreds * 100) << 16) + hundreds;
    // Each 16-bit lane divided by 10: x * 103 >> 10 is exact for x < 100.
    long tens = (twos * 103 >>> 10) & 0x000F_000F_000F_000FL;
    long ones = ((twos - tens * 10) << 8) + tens;
    return ones + ZEROS;
  }
}
