package dev.silk.cli.bench;

import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;

/** Reads {@code 10s}, {@code 500ms}, {@code 2m} or a bare number of seconds. */
public final class DurationConverter implements ITypeConverter<Duration> {
  @Override
  public Duration convert(String value) {
    String v = value.strip().toLowerCase(Locale.ROOT);
    try {
      if (v.endsWith("ms")) {
        return Duration.ofMillis(Long.parseLong(v.substring(0, v.length() - 2)));
      }
      if (v.endsWith("s")) {
        return Duration.ofMillis(
            Math.round(Double.parseDouble(v.substring(0, v.length() - 1)) * 1000));
      }
      if (v.endsWith("m")) {
        return Duration.ofSeconds(Long.parseLong(v.substring(0, v.length() - 1)) * 60);
      }
      return Duration.ofMillis(Math.round(Double.parseDouble(v) * 1000));
    } catch (NumberFormatException e) {
      throw new picocli.CommandLine.TypeConversionException(
          "'" + value + "' is not a duration (e.g. 10s, 500ms, 1m)");
    }
  }
}
