package dev.silk.json;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes {@code Pow10Table.java}: the 128-bit powers of ten that {@link DecimalToBinary} uses, as
 * constants, so that the first {@code readDouble} does not spend tens of milliseconds computing
 * them with BigInteger. {@code JsonInputNumbersTest} checks every entry against BigInteger, so the
 * file cannot drift from what this generator would write.
 *
 * <p>Run from the module directory: {@code java
 * src/test/java/dev/silk/json/Pow10TableGenerator.java} (single-file launch), then {@code mvn
 * spotless:apply}.
 */
public final class Pow10TableGenerator {
  static final int MIN_EXP10 = -342;
  static final int MAX_EXP10 = 308;

  private Pow10TableGenerator() {}

  /** floor(10^q * 2^(127 - floor(log2(10^q)))): 128 bits with the top bit set. */
  static BigInteger entry(int q) {
    BigInteger five = BigInteger.valueOf(5).pow(Math.abs(q));
    if (q >= 0) {
      int shift = five.bitLength() - 128;
      return shift > 0 ? five.shiftRight(shift) : five.shiftLeft(-shift);
    }
    return BigInteger.ONE.shiftLeft(five.bitLength() + 127).divide(five);
  }

  public static void main(String[] args) throws IOException {
    BigInteger mask64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    StringBuilder hi = new StringBuilder();
    StringBuilder lo = new StringBuilder();
    for (int q = MIN_EXP10; q <= MAX_EXP10; q++) {
      BigInteger m = entry(q);
      hi.append(String.format("    0x%016xL,%n", m.shiftRight(64).longValue()));
      lo.append(String.format("    0x%016xL,%n", m.and(mask64).longValue()));
    }
    String source =
        "package dev.silk.json;\n\n"
            + "/**\n"
            + " * 128-bit approximations of 10^q for q in ["
            + MIN_EXP10
            + ", "
            + MAX_EXP10
            + "], rounded down and\n"
            + " * normalised so that the top bit is set: floor(10^q * 2^(127 - floor(log2(10^q)))). Generated\n"
            + " * by Pow10TableGenerator (test scope); do not edit. JsonInputNumbersTest checks every entry.\n"
            + " */\n"
            + "final class Pow10Table {\n"
            + "  static final int MIN_EXP10 = "
            + MIN_EXP10
            + ";\n"
            + "  static final int MAX_EXP10 = "
            + MAX_EXP10
            + ";\n\n"
            + "  /** The high 64 bits, indexed by q - MIN_EXP10. */\n"
            + "  static final long[] HI = {\n"
            + hi
            + "  };\n\n"
            + "  /** The low 64 bits, indexed by q - MIN_EXP10. */\n"
            + "  static final long[] LO = {\n"
            + lo
            + "  };\n\n"
            + "  private Pow10Table() {}\n"
            + "}\n";
    Path out = Path.of(args.length > 0 ? args[0] : "src/main/java/dev/silk/json/Pow10Table.java");
    Files.writeString(out, source, StandardCharsets.UTF_8);
  }
}
