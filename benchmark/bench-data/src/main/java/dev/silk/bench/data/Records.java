package dev.silk.bench.data;

import java.util.ArrayList;
import java.util.List;

/**
 * Deterministic generators for every document the benchmarks send: the same values on every run,
 * every JDK and every server, computed from the record's index alone (no random source).
 *
 * <pre>{@code
 * static final List<Item> ITEMS = Records.items(ItemSet.LIST);
 * }</pre>
 */
public final class Records {
  /** The number of records in every list document. */
  public static final int COUNT = 100;

  private static final String[] WORDS = {
    "amber", "birch", "cedar", "delta", "ember", "fable", "grove", "harbor", "island",
    "juniper", "kettle", "lantern", "meadow", "nickel", "orchard", "pepper", "quartz", "river",
    "saddle", "timber", "umber", "velvet", "willow", "yarrow", "zephyr"
  };

  private static final String[] KOREAN_WORDS = {
    "\uC0AC\uACFC", "\uBC14\uB2E4", "\uD558\uB298", "\uB098\uBB34", "\uAD6C\uB984",
    "\uBC14\uB78C", "\uB3C4\uC2DC", "\uAC15\uBB3C", "\uD587\uC0B4", "\uBCC4\uBE5B",
    "\uB178\uC744", "\uC232\uAE38", "\uD638\uC218", "\uB4E4\uD310", "\uC0B0\uCC45",
    "\uCEE4\uD53C", "\uC6B0\uC720", "\uC5F0\uD544", "\uACF5\uCC45", "\uAC00\uBC29",
    "\uC2DC\uACC4", "\uC758\uC790", "\uCC3D\uBB38", "\uAC70\uC6B8", "\uD3B8\uC9C0"
  };

  /** "입니다." closes a Korean sentence. */
  private static final String KOREAN_END = "\uC785\uB2C8\uB2E4.";

  private static final int LONG_LENGTH = 200;

  private Records() {}

  /** The 100 records of {@code set}; a new, unmodifiable list on every call. */
  public static List<Item> items(ItemSet set) {
    List<Item> items = new ArrayList<>(COUNT);
    for (int i = 0; i < COUNT; i++) {
      items.add(item(set, i));
    }
    return List.copyOf(items);
  }

  /** 100 places with a latitude of four decimals, a longitude of six and a rating of one. */
  public static List<Place> places() {
    List<Place> places = new ArrayList<>(COUNT);
    for (int i = 0; i < COUNT; i++) {
      // Magnitudes of 10 and more keep Double.toString in plain notation.
      double latitude = sign(i) * (10 + (i * 7919L % 700_000) / 1e4);
      double longitude = sign(i + 1) * (100 + (i * 104_729L % 80_000_000) / 1e6);
      double rating = (10 + i * 7 % 41) / 10.0;
      places.add(
          new Place(i + 1, capitalized(i) + " " + word(i * 3 + 1), latitude, longitude, rating));
    }
    return List.copyOf(places);
  }

  /** 100 orders whose status cycles through every {@link OrderStatus}. */
  public static List<Order> orders() {
    OrderStatus[] statuses = OrderStatus.values();
    List<Order> orders = new ArrayList<>(COUNT);
    for (int i = 0; i < COUNT; i++) {
      orders.add(
          new Order(
              i + 1,
              capitalized(i * 11 + 2) + " " + capitalized(i * 5 + 4),
              statuses[i * 7 % statuses.length],
              1 + i % 9,
              1999 + i * 1371L));
    }
    return List.copyOf(orders);
  }

  private static Item item(ItemSet set, int i) {
    long id =
        switch (set) {
          case IDS13 -> 1_000_000_000_000L + i * 7_919_113L;
          case IDS18 -> 100_000_000_000_000_000L + i * 7_919_113_131_071L;
          default -> i + 1;
        };
    int stock = i * 37 % 1000;
    boolean available = i % 3 != 0;
    return switch (set) {
      case LIST -> new Item(id, listName(i), listDescription(i), stock, available);
      case PLAIN, IDS13, IDS18 -> new Item(id, name(i), sentence(i), stock, available);
      case KOREAN -> new Item(id, koreanName(i), koreanSentence(i), stock, available);
      case LONG_EN -> new Item(id, name(i), longEnglish(i), stock, available);
      case LONG_KO -> new Item(id, koreanName(i), longKorean(i), stock, available);
      case TINY_STRINGS -> new Item(id, tiny(i), tiny(i * 7 + 1), stock, available);
    };
  }

  private static String listName(int i) {
    // Every tenth name quotes its second word: the list needs escaping, as real data does.
    return i % 10 == 3 ? capitalized(i) + " \"" + word(i * 7 + 3) + "\"" : name(i);
  }

  private static String listDescription(int i) {
    if (i % 25 == 7) {
      return "Stored at C:\\stock\\" + word(i) + "\\" + (i + 1);
    }
    if (i % 33 == 5) {
      return sentence(i) + "\n" + sentence(i + 1);
    }
    return sentence(i);
  }

  private static String name(int i) {
    return capitalized(i) + " " + word(i * 7 + 3);
  }

  private static String sentence(int i) {
    StringBuilder s = new StringBuilder("A ").append(word(i * 3 + 1));
    int words = 3 + i % 3;
    for (int w = 0; w < words; w++) {
      s.append(' ').append(word(i * 5 + w * 11 + 2));
    }
    return s.append('.').toString();
  }

  private static String koreanName(int i) {
    return koreanWord(i) + " " + koreanWord(i * 7 + 3);
  }

  private static String koreanSentence(int i) {
    StringBuilder s = new StringBuilder();
    int words = 3 + i % 3;
    for (int w = 0; w < words; w++) {
      s.append(koreanWord(i * 5 + w * 11 + 2)).append(' ');
    }
    return s.append(KOREAN_END).toString();
  }

  private static String longEnglish(int i) {
    StringBuilder s = new StringBuilder(LONG_LENGTH + 16);
    for (int n = 0; s.length() < LONG_LENGTH; n++) {
      if (n > 0) {
        s.append(' ');
      }
      s.append(sentence(i + n * 13));
      if (i % 10 == 4 && n == 1) {
        s.append(" \"").append(word(i + n)).append("\" it said.");
      }
    }
    s.setLength(LONG_LENGTH);
    return s.toString();
  }

  private static String longKorean(int i) {
    StringBuilder s = new StringBuilder(LONG_LENGTH + 16);
    for (int n = 0; s.length() < LONG_LENGTH; n++) {
      if (n > 0) {
        s.append(' ');
      }
      s.append(koreanSentence(i + n * 13));
    }
    s.setLength(LONG_LENGTH);
    return s.toString();
  }

  private static String tiny(int i) {
    return i % 3 == 0 ? "" : String.valueOf((char) ('a' + i % 26));
  }

  private static String word(int i) {
    return WORDS[Math.floorMod(i, WORDS.length)];
  }

  private static String capitalized(int i) {
    String w = word(i);
    return Character.toUpperCase(w.charAt(0)) + w.substring(1);
  }

  private static String koreanWord(int i) {
    return KOREAN_WORDS[Math.floorMod(i, KOREAN_WORDS.length)];
  }

  private static int sign(int i) {
    return i % 2 == 0 ? 1 : -1;
  }
}
