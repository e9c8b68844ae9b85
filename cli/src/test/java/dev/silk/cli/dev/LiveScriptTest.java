package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The live-reload tag lands before {@code </body>}, or at the end of a fragment. */
class LiveScriptTest {
  @Test
  void theScriptGoesBeforeTheClosingBodyTagOrAtTheEnd() throws Throwable {
    assertEquals(
        "<html><body>é<script src=\"/_silk/live.js\" async></script></body></html>",
        inject("<html><body>é</body></html>"));
    assertEquals(
        "<p>fragment</p><script src=\"/_silk/live.js\" async></script>", inject("<p>fragment</p>"));
  }

  private static String inject(String html) throws Throwable {
    // The host class lives in another package (it is loaded by another loader at run time).
    Class<?> type = Class.forName("dev.silk.cli.dev.host.LiveScriptResponse");
    var lookup = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
    var withScript =
        lookup.findStatic(type, "withScript", MethodType.methodType(byte[].class, byte[].class));
    byte[] out = (byte[]) withScript.invoke(html.getBytes(StandardCharsets.UTF_8));
    return new String(out, StandardCharsets.UTF_8);
  }
}
