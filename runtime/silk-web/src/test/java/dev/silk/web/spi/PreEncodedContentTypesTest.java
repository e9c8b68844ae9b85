package dev.silk.web.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.eclipse.jetty.http.HttpHeader;
import org.junit.jupiter.api.Test;

class PreEncodedContentTypesTest {
  @Test
  void theCommonTypesAreJettysOwnFieldsWithTheSameSpelling() {
    for (String type :
        new String[] {"text/plain;charset=utf-8", "text/html;charset=utf-8", "application/json"}) {
      // A String equal to the constant, not the constant itself: equality decides, not identity.
      var field = PreEncodedContentTypes.of(new String(type));
      assertEquals(HttpHeader.CONTENT_TYPE, field.getHeader());
      assertEquals("Content-Type", field.getName());
      assertEquals(type, field.getValue());
    }
  }

  @Test
  void anyOtherSpellingGoesThroughTheServletApi() {
    assertNull(PreEncodedContentTypes.of("text/plain; charset=utf-8"));
    assertNull(PreEncodedContentTypes.of("TEXT/PLAIN;charset=utf-8"));
    assertNull(PreEncodedContentTypes.of("text/csv"));
    assertNull(PreEncodedContentTypes.of("application/problem+json"));
  }
}
