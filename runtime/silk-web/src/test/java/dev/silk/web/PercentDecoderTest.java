package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PercentDecoderTest {
  @Test
  void textWithoutEscapesComesBackAsTheSameString() throws Exception {
    String s = "plain-text";
    assertSame(s, PercentDecoder.path(s));
    assertSame(s, PercentDecoder.query(s));
    String plus = "a+b";
    assertSame(plus, PercentDecoder.path(plus));
  }

  @Test
  void escapesDecodeAsUtf8AndPlusIsASpaceOnlyInQueries() throws Exception {
    assertEquals("caf\u00e9 \ud55c", PercentDecoder.path("caf%C3%A9%20%ED%95%9C"));
    assertEquals("a b", PercentDecoder.query("a+b"));
    assertEquals("a+b", PercentDecoder.path("a+b"));
  }

  @Test
  void malformedEscapesAreRefused() {
    for (String bad :
        new String[] {"%", "%2", "%zz", "a%g1", "%C3", "%FF", "%C0%AF", "%ED%A0%80"}) {
      assertThrows(PercentDecoder.MalformedException.class, () -> PercentDecoder.query(bad), bad);
    }
  }

  @Test
  void anyTextSurvivesEncodingAndDecoding() throws Exception {
    long seed = new SplittableRandom().nextLong();
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 2000; i++) {
      int[] cps =
          random
              .ints(random.nextInt(12), 0, 0x3000)
              .filter(c -> c < 0xD800 || c > 0xDFFF)
              .toArray();
      String s = new String(cps, 0, cps.length);
      assertEquals(
          s, PercentDecoder.query(URLEncoder.encode(s, StandardCharsets.UTF_8)), "seed " + seed);
    }
  }

  @Test
  void pathsSplitIntoDecodedSegments() {
    assertArrayEquals(new String[0], PathSegments.split("/"));
    assertArrayEquals(new String[] {"a", "b c"}, PathSegments.split("/a/b%20c/"));
    assertArrayEquals(new String[] {"100%", "a;b"}, PathSegments.split("/100%25/a;b"));
    HttpException e = assertThrows(HttpException.class, () -> PathSegments.split("/a/%zz"));
    assertEquals(400, e.status());
    assertThrows(HttpException.class, () -> PathSegments.split("*"));
    // Paths that mean different things to different readers (D154).
    for (String ambiguous :
        new String[] {
          "//a",
          "/a//b",
          "/a%2Fb",
          "/..%2Fx",
          "/a/../b",
          "/./a",
          "/a/%2e%2e",
          "/a%5Cb",
          "/a\\b",
          "/a%00b",
          "/a%7F",
          "/a//"
        }) {
      HttpException refused =
          assertThrows(HttpException.class, () -> PathSegments.split(ambiguous), ambiguous);
      assertEquals(400, refused.status(), ambiguous);
      assertTrue(refused.getMessage().startsWith("bad request path: "), refused.getMessage());
    }
  }
}
