package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What runs is what the code says: the compiled classes of silk-web and silk-json refer to no
 * reflection, proxies, {@code ServiceLoader} or {@code Class.forName}. The check reads each class
 * file's constant pool, where every class, method and type a class uses is named.
 */
class NoReflectionTest {
  static final List<String> FORBIDDEN_CLASSES =
      List.of("java/lang/reflect/", "java/util/ServiceLoader");
  static final List<String> FORBIDDEN_METHODS =
      List.of(
          "java/lang/Class.forName",
          "java/lang/Class.newInstance",
          "java/lang/Class.getMethod",
          "java/lang/Class.getMethods",
          "java/lang/Class.getDeclaredMethod",
          "java/lang/Class.getDeclaredMethods",
          "java/lang/Class.getField",
          "java/lang/Class.getDeclaredField",
          "java/lang/Class.getDeclaredFields",
          "java/lang/Class.getConstructor",
          "java/lang/Class.getDeclaredConstructor",
          "java/lang/Class.getDeclaredConstructors");

  @Test
  void silkWebAndSilkJsonUseNoReflectionProxiesOrServiceLoader() throws IOException {
    List<String> found = new ArrayList<>();
    int scanned = 0;
    for (Path root : List.of(Path.of("target/classes"), Path.of("../silk-json/target/classes"))) {
      assertTrue(Files.isDirectory(root), "compile first: " + root.toAbsolutePath());
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file :
            (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
          scanned++;
          for (String ref : references(file)) {
            if (FORBIDDEN_CLASSES.stream().anyMatch(ref::contains)
                || FORBIDDEN_METHODS.contains(ref)) {
              found.add(root.relativize(file) + " uses " + ref);
            }
          }
        }
      }
    }
    assertTrue(scanned > 20, "scanned only " + scanned + " classes");
    assertEquals(List.of(), found);
  }

  @Test
  void theScanSeesReflectionWhereItIs() throws IOException {
    // This test class itself calls nothing reflective, but the JDK's Proxy does: the scanner must
    // find its references, or a green result above would mean nothing.
    try (InputStream in = Object.class.getResourceAsStream("/java/lang/reflect/Proxy.class")) {
      if (in == null) {
        return; // a runtime image without class resources; the check above still ran
      }
      Path tmp = Files.createTempFile("Proxy", ".class");
      try {
        Files.write(tmp, in.readAllBytes());
        List<String> refs = references(tmp);
        assertTrue(
            refs.stream().anyMatch(r -> r.startsWith("java/lang/reflect/")), refs.toString());
      } finally {
        Files.delete(tmp);
      }
    }
  }

  /** Every class name, descriptor and method reference ("owner.name") in a class file. */
  static List<String> references(Path classFile) throws IOException {
    try (DataInputStream in = new DataInputStream(Files.newInputStream(classFile))) {
      if (in.readInt() != 0xCAFEBABE) {
        throw new IOException("not a class file: " + classFile);
      }
      in.readUnsignedShort();
      in.readUnsignedShort();
      int count = in.readUnsignedShort();
      String[] utf8 = new String[count];
      int[] classNameIndex = new int[count];
      int[][] memberRef = new int[count][];
      int[] nameAndTypeName = new int[count];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> utf8[i] = in.readUTF();
          case 7, 8, 16, 19, 20 ->
              classNameIndex[i] = tag == 7 ? in.readUnsignedShort() : skip(in, 2);
          case 3, 4 -> in.readInt();
          case 5, 6 -> {
            in.readLong();
            i++;
          }
          case 9, 10, 11 ->
              memberRef[i] = new int[] {in.readUnsignedShort(), in.readUnsignedShort()};
          case 12 -> {
            nameAndTypeName[i] = in.readUnsignedShort();
            in.readUnsignedShort();
          }
          case 15 -> {
            in.readUnsignedByte();
            in.readUnsignedShort();
          }
          case 17, 18 -> in.readInt();
          default -> throw new IOException("unknown constant tag " + tag + " in " + classFile);
        }
      }
      List<String> refs = new ArrayList<>();
      for (int i = 1; i < count; i++) {
        if (utf8[i] != null) {
          refs.add(utf8[i]);
        }
        if (memberRef[i] != null) {
          String owner = utf8[classNameIndex[memberRef[i][0]]];
          String name = utf8[nameAndTypeName[memberRef[i][1]]];
          refs.add(owner + "." + name);
        }
      }
      return refs;
    }
  }

  private static int skip(DataInputStream in, int bytes) throws IOException {
    in.skipNBytes(bytes);
    return 0;
  }
}
