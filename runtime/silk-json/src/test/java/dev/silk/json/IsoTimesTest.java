package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The fast ISO readers answer exactly what the JDK's {@code parse} answers, value or refusal, for
 * the forms they read themselves, the ones they hand on, and texts one character away from both.
 */
class IsoTimesTest {
  private static final String[] SEEDS = {
    "2024-05-01",
    "0000-01-01",
    "9999-12-31",
    "2023-02-29",
    "2024-02-29",
    "2024-13-01",
    "2024-05-01T12:30:00",
    "2024-05-01T12:30",
    "2024-05-01T23:59:60Z",
    "2024-05-01T24:00:00Z",
    "2024-05-01T12:30:00Z",
    "2024-05-01t12:30:00z",
    "2024-05-01T12:30:00.5Z",
    "2024-05-01T12:30:00.123456789Z",
    "2024-05-01T12:30:00.1234567891Z",
    "2024-05-01T12:30:00.Z",
    "2024-05-01T12:30:00+02:00",
    "2024-05-01T12:30:00-05:30",
    "2024-05-01T12:30:00+18:00",
    "2024-05-01T12:30:00+19:00",
    "2024-05-01T12:30:00+02:00:30",
    "2024-05-01T12:30:00+0200",
    "2024-05-01T12:30:00-00:00",
    "2024-05-01T12:30:00.250+01:00",
    "+12024-05-01T12:30:00Z",
    "2024-05-01T12:30:00 Z",
    "2024-05-01T12:30:00+02:00[Europe/Paris]",
    "2024-5-01",
  };

  private static final String MUTATIONS = "0123456789-:.TZtz+ ";

  private static void assertSameAsJdk(
      String text, Function<String, ?> fast, Function<String, ?> jdk) {
    assertEquals(outcome(jdk, text), outcome(fast, text), text);
  }

  private static Object outcome(Function<String, ?> parse, String text) {
    try {
      return parse.apply(text);
    } catch (RuntimeException e) {
      return e.getClass() + ": " + e.getMessage();
    }
  }

  private static void everyForm(String text) {
    assertSameAsJdk(text, IsoTimes::localDate, LocalDate::parse);
    assertSameAsJdk(text, IsoTimes::localDateTime, LocalDateTime::parse);
    assertSameAsJdk(text, IsoTimes::offsetDateTime, OffsetDateTime::parse);
    assertSameAsJdk(text, IsoTimes::instant, Instant::parse);
  }

  @Test
  void theSeedsReadAsTheJdkReadsThem() {
    for (String seed : SEEDS) {
      everyForm(seed);
    }
  }

  @Test
  void textsOneCharacterAwayReadAsTheJdkReadsThem() {
    SplittableRandom random = new SplittableRandom(241);
    for (int i = 0; i < 20_000; i++) {
      StringBuilder s = new StringBuilder(SEEDS[random.nextInt(SEEDS.length)]);
      int edits = 1 + random.nextInt(2);
      for (int e = 0; e < edits && s.length() > 0; e++) {
        int at = random.nextInt(s.length());
        char c = MUTATIONS.charAt(random.nextInt(MUTATIONS.length()));
        switch (random.nextInt(3)) {
          case 0 -> s.setCharAt(at, c);
          case 1 -> s.insert(at, c);
          default -> s.deleteCharAt(at);
        }
      }
      everyForm(s.toString());
    }
  }

  @Test
  void randomValuesRoundTripThroughTheirText() {
    SplittableRandom random = new SplittableRandom(242);
    for (int i = 0; i < 5_000; i++) {
      LocalDateTime t =
          LocalDateTime.of(
              random.nextInt(0, 10_000),
              1 + random.nextInt(12),
              1 + random.nextInt(28),
              random.nextInt(24),
              random.nextInt(60),
              random.nextInt(60),
              random.nextInt(4) == 0 ? 0 : random.nextInt(1_000_000_000));
      String offset =
          random.nextBoolean()
              ? "Z"
              : String.format("+%02d:%02d", random.nextInt(15), random.nextInt(60));
      everyForm(t.toString());
      everyForm(t.toString() + offset);
      everyForm(t.toLocalDate().toString());
    }
  }
}
