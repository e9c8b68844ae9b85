package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

class JettyServerTest {

  @Test
  void aHeapBelow32GigabytesCountsFourByteReferencesPerCacheLine() {
    assertEquals(16, JettyServer.referencesPerCacheLine(1L << 30, 64));
    assertEquals(16, JettyServer.referencesPerCacheLine((32L << 30) - 1, 64));
    assertEquals(32, JettyServer.referencesPerCacheLine(1L << 30, 128));
  }

  @Test
  void aHeapOf32GigabytesOrMoreCountsEightByteReferencesPerCacheLine() {
    assertEquals(8, JettyServer.referencesPerCacheLine(32L << 30, 64));
    assertEquals(1, JettyServer.referencesPerCacheLine(64L << 30, 4));
  }

  @Test
  void startingAnAppAnswersJettysCacheLineQuestionWithoutOverridingTheUser() {
    String before = System.getProperty(JettyServer.REFERENCES_PER_CACHE_LINE);
    RunningApp running = App.create().port(0).get("/", request -> WebResponse.text("ok")).start();
    try {
      String after = System.getProperty(JettyServer.REFERENCES_PER_CACHE_LINE);
      assertNotNull(after);
      if (before != null) {
        assertEquals(before, after);
      }
    } finally {
      running.stop();
    }
  }
}
