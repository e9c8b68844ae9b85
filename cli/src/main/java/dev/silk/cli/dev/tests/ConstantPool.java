package dev.silk.cli.dev.tests;

import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * Reads the UTF-8 entries of a class file's constant pool, and nothing else of it.
 *
 * <p>The JDK's own class-file API is final only from JDK 24; the pool's layout has been stable
 * since Java 1.0 plus the tags added for invokedynamic and modules, so this reader is a loop of
 * twenty lines.
 */
final class ConstantPool {
  private ConstantPool() {}

  /** Calls {@code utf8} with each UTF-8 constant of {@code classFile}, in pool order. */
  static void forEachUtf8(byte[] classFile, Consumer<String> utf8) {
    if (classFile.length < 10 || u4(classFile, 0) != 0xCAFEBABE) {
      return;
    }
    int count = u2(classFile, 8);
    int at = 10;
    for (int i = 1; i < count && at < classFile.length; i++) {
      int tag = classFile[at] & 0xFF;
      switch (tag) {
        case 1 -> {
          int length = u2(classFile, at + 1);
          if (at + 3 + length > classFile.length) {
            return;
          }
          // Modified UTF-8 differs from UTF-8 only for NUL and supplementary characters, which
          // no class name a project compiles contains.
          utf8.accept(new String(classFile, at + 3, length, StandardCharsets.UTF_8));
          at += 3 + length;
        }
        case 7, 8, 16, 19, 20 -> at += 3; // Class, String, MethodType, Module, Package
        case 15 -> at += 4; // MethodHandle
        case 3, 4, 9, 10, 11, 12, 17, 18 -> at += 5; // numbers, refs, NameAndType, (Invoke)Dynamic
        case 5, 6 -> {
          at += 9; // Long and Double take two entries
          i++;
        }
        default -> {
          return; // not a pool we know: stop rather than misread
        }
      }
    }
  }

  private static int u2(byte[] b, int at) {
    return at + 1 < b.length ? ((b[at] & 0xFF) << 8) | (b[at + 1] & 0xFF) : 0;
  }

  private static int u4(byte[] b, int at) {
    return (u2(b, at) << 16) | u2(b, at + 2);
  }
}
