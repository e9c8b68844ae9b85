package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The two scans {@link PlainAscii} asks whether a String's low bytes are its chars (D372): by
 * {@code codePointAt} until a String past U+00FF reaches it, by {@code charAt} after. Each must
 * answer exactly as the chars do, whatever one char past ASCII a String holds and wherever: a
 * Latin-1 letter (true), or U+0100, U+0141 (whose low byte is 'A'), an en dash, a Hangul syllable,
 * a lone surrogate half or a surrogate pair (false). The writes themselves are checked against a
 * reference encoder by {@link JsonOutputStringTest}, under whichever scan the process has reached.
 */
class PlainAsciiLatin1Test {
  private static final String[] ODD_ONES = {
    "\u00e9", "\u00ff", "\u0100", "\u0141", "\u2013", "\uAC00", "\uD83D", "\uDE00", "\uD83D\uDE00"
  };

  @Test
  void bothScansAnswerAsTheCharsDoForEveryPlaceOfEveryKindOfChar() {
    for (int length = 1; length < PlainAscii.MAX_LENGTH + 2; length++) {
      String ascii = "abcdefghijklmnopqrstuvwxyz0123456789".repeat(4).substring(0, length);
      check(ascii);
      for (String odd : ODD_ONES) {
        for (int at = 0; at + odd.length() <= length; at++) {
          check(ascii.substring(0, at) + odd + ascii.substring(at + odd.length()));
        }
      }
    }
  }

  private static void check(String s) {
    boolean expected = s.chars().allMatch(c -> c <= 0xFF);
    assertEquals(expected, PlainAscii.latin1ByCodePoint(s, s.length()), s);
    assertEquals(expected, PlainAscii.latin1ByChar(s, s.length()), s);
  }
}
