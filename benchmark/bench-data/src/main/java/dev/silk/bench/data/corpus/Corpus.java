package dev.silk.bench.data.corpus;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Deterministic generators for the corpus documents that are not files: the java-json-benchmark
 * models, the small nested cart and the list of API issues. Every call gives the same values (a
 * fixed seed per document), on every run and JDK.
 */
public final class Corpus {
  private static final String[] WORDS = {
    "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
    "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "enim",
    "minim", "veniam", "quis", "nostrud", "exercitation", "ullamco", "laboris", "nisi", "aliquip"
  };

  private static final String[] FIRST = {
    "Ada", "Bruno", "Chloé", "Dmitri", "Elena", "Fatima", "Gustav", "Hana", "Ivo", "Jun", "Kofi",
    "Léa", "Mateo", "Noor", "Olga", "Pavel", "Quinn", "Rosa", "Sven", "Tomás"
  };

  private static final String[] LAST = {
    "Moreno", "Schmidt", "Dubois", "Ivanova", "Kowalski", "Tanaka", "Okafor", "Lindqvist",
    "Novák", "Rossi", "Haddad", "Fernández", "O'Brien", "Nguyen", "Müller", "Kim"
  };

  private static final String[] COLORS = {"brown", "blue", "green"};
  private static final String[] FRUITS = {"apple", "banana", "strawberry"};

  private Corpus() {}

  /** java-json-benchmark's Users: 12 users, about 12 KB. */
  public static Users users() {
    SplittableRandom r = new SplittableRandom(11);
    List<Users.User> users = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      String name = person(r);
      List<Users.Friend> friends = new ArrayList<>();
      for (int f = 0; f < 3; f++) {
        friends.add(new Users.Friend(Integer.toString(f), person(r)));
      }
      users.add(
          new Users.User(
              hex(r, 24),
              i,
              new UUID(r.nextLong(), r.nextLong()).toString(),
              r.nextBoolean(),
              String.format(Locale.ROOT, "$%,d.%02d", r.nextInt(1000, 4000), r.nextInt(100)),
              "http://placehold.it/32x32",
              r.nextInt(20, 41),
              COLORS[r.nextInt(COLORS.length)],
              name,
              r.nextBoolean() ? "female" : "male",
              words(r, 1).toUpperCase(),
              name.toLowerCase().replace(' ', '.').replace("'", "") + "@example.com",
              String.format(Locale.ROOT, "+1 (%03d) %03d-%04d", r.nextInt(800, 1000), r.nextInt(1000), r.nextInt(10000)),
              r.nextInt(100, 1000) + " " + capitalised(words(r, 1)) + " Street, Springfield, " + r.nextInt(1000, 10000),
              capitalised(words(r, 40)) + ".\r\n",
              String.format(Locale.ROOT, "2014-%02d-%02dT%02d:%02d:%02d -02:00", r.nextInt(1, 13), r.nextInt(1, 29), r.nextInt(24), r.nextInt(60), r.nextInt(60)),
              coordinate(r, 90),
              coordinate(r, 180),
              List.of(words(r, 1), words(r, 1), words(r, 1), words(r, 1), words(r, 1), words(r, 1), words(r, 1)),
              friends,
              "Hello, " + name + "! You have " + r.nextInt(1, 10) + " unread messages.",
              FRUITS[r.nextInt(FRUITS.length)]));
    }
    return new Users(users);
  }

  /** java-json-benchmark's Clients: 12 clients, about 12 KB. */
  public static Clients clients() {
    SplittableRandom r = new SplittableRandom(13);
    List<Clients.Client> clients = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      String name = person(r);
      List<Clients.Partner> partners = new ArrayList<>();
      for (int p = 0; p < 3; p++) {
        partners.add(
            new Clients.Partner(
                r.nextLong(1, 1L << 40),
                person(r),
                OffsetDateTime.of(2010 + r.nextInt(10), r.nextInt(1, 13), r.nextInt(1, 29), r.nextInt(24), r.nextInt(60), r.nextInt(1, 60), 0, ZoneOffset.UTC)));
      }
      clients.add(
          new Clients.Client(
              r.nextLong(1, Long.MAX_VALUE),
              i,
              new UUID(r.nextLong(), r.nextLong()),
              r.nextBoolean(),
              BigDecimal.valueOf(r.nextLong(100_000, 400_000), 2),
              "http://placehold.it/32x32",
              r.nextInt(20, 41),
              Clients.EyeColor.values()[r.nextInt(3)],
              name,
              r.nextBoolean() ? "female" : "male",
              words(r, 1).toUpperCase(),
              new String[] {words(r, 1) + "@example.com", words(r, 1) + "@example.org"},
              new long[] {r.nextLong(1_000_000_000L, 9_999_999_999L), r.nextLong(1_000_000_000L, 9_999_999_999L)},
              r.nextInt(100, 1000) + " " + capitalised(words(r, 1)) + " Street, Springfield, " + r.nextInt(1000, 10000),
              capitalised(words(r, 40)) + ".",
              LocalDate.of(2010 + r.nextInt(10), r.nextInt(1, 13), r.nextInt(1, 29)),
              coordinate(r, 90),
              coordinate(r, 180),
              List.of(words(r, 1), words(r, 1), words(r, 1), words(r, 1), words(r, 1)),
              partners));
    }
    return new Clients(clients);
  }

  /** The half-kilobyte cart: three lines, one with a quote in its title. */
  public static Cart cart() {
    return new Cart(
        "c-20240611-7f3a",
        new Cart.Customer(
            48213,
            "Chloé Dubois",
            "chloe.dubois@example.com",
            new Cart.Address("12 rue des Lilas", "Lyon", "69003", "FR")),
        List.of(
            new Cart.Line("BK-1024", "The \"Pragmatic\" Programmer", 1, 3999, false),
            new Cart.Line("MG-0007", "Coffee mug, 350 ml", 2, 1250, true),
            new Cart.Line("PN-5512", "Fountain pen – fine nib", 1, 2800, false)),
        new Cart.Totals(9299, 490, 1958, 11747),
        "EUR",
        true,
        1718102400000L);
  }

  /** 40 issues, about 26 KB. */
  public static List<ApiIssue> issues() {
    SplittableRandom r = new SplittableRandom(17);
    List<ApiIssue.Account> accounts = new ArrayList<>();
    for (int a = 0; a < 8; a++) {
      String login = FIRST[a].toLowerCase().replace('é', 'e') + "-" + words(r, 1);
      long id = r.nextLong(1_000, 90_000_000);
      accounts.add(
          new ApiIssue.Account(
              login,
              id,
              "https://avatars.example.com/u/" + id + "?v=4",
              "https://example.com/" + login,
              a == 7 ? "Bot" : "User",
              a == 0));
    }
    List<ApiIssue.Label> labels =
        List.of(
            new ApiIssue.Label(1_204_001, "bug", "d73a4a", "Something isn't working"),
            new ApiIssue.Label(1_204_002, "enhancement", "a2eeef", "New feature or request"),
            new ApiIssue.Label(1_204_003, "good first issue", "7057ff", null),
            new ApiIssue.Label(1_204_004, "docs: 文档", "0075ca", "Improvements to the \"docs\""));
    List<ApiIssue> issues = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      int number = 1_800 + i;
      boolean closed = r.nextInt(3) == 0;
      List<ApiIssue.Label> these = new ArrayList<>();
      for (ApiIssue.Label label : labels) {
        if (r.nextInt(3) == 0) {
          these.add(label);
        }
      }
      String created = timestamp(r);
      issues.add(
          new ApiIssue(
              2_000_000_000L + r.nextInt(100_000_000),
              "I_kwDOA" + hex(r, 12),
              number,
              title(r, i),
              accounts.get(r.nextInt(accounts.size())),
              these,
              closed ? "closed" : "open",
              r.nextInt(10) == 0,
              r.nextBoolean() ? null : accounts.get(r.nextInt(accounts.size())),
              r.nextInt(4) == 0 ? new ApiIssue.Milestone(9_100 + i % 3, i % 3 + 1, "v" + (i % 3 + 1) + ".0", "2024-12-31T08:00:00Z") : null,
              r.nextInt(30),
              created,
              created.replace("T0", "T1"),
              closed ? created.replace("T0", "T2") : null,
              i % 5 == 0 ? "MEMBER" : "CONTRIBUTOR",
              body(r, i),
              new ApiIssue.Reactions(r.nextInt(12), r.nextInt(5), r.nextInt(3), r.nextInt(2))));
    }
    return issues;
  }

  private static String title(SplittableRandom r, int i) {
    return switch (i % 5) {
      case 0 -> "Crash when \"path\" contains a backslash: C:\\Users\\" + words(r, 1);
      case 1 -> "Überprüfung der " + capitalised(words(r, 3)) + " schlägt fehl";
      case 2 -> "JSON 解析 が遅い: " + words(r, 2);
      case 3 -> "Support emoji 🚀 in " + words(r, 2);
      default -> capitalised(words(r, 6));
    };
  }

  private static String body(SplittableRandom r, int i) {
    StringBuilder b = new StringBuilder();
    b.append("### Steps\n1. ").append(capitalised(words(r, 8))).append("\n2. Run `silk dev`\n\n");
    b.append("### Expected\n").append(capitalised(words(r, 12))).append(".\r\n");
    if (i % 3 == 0) {
      b.append("\n```\n{\"error\": \"").append(words(r, 3)).append("\"}\n```\n");
    }
    if (i % 4 == 1) {
      b.append("\nMerci d'avance — ça bloque la mise à jour.\t(ﾉ◕ヮ◕)ﾉ\n");
    }
    return b.toString();
  }

  private static String timestamp(SplittableRandom r) {
    return String.format(
        Locale.ROOT,
        "2024-%02d-%02dT0%d:%02d:%02dZ",
        r.nextInt(1, 13), r.nextInt(1, 29), r.nextInt(10), r.nextInt(60), r.nextInt(60));
  }

  private static String person(SplittableRandom r) {
    return FIRST[r.nextInt(FIRST.length)] + " " + LAST[r.nextInt(LAST.length)];
  }

  private static String words(SplittableRandom r, int count) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        s.append(' ');
      }
      s.append(WORDS[r.nextInt(WORDS.length)]);
    }
    return s.toString();
  }

  private static String capitalised(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String hex(SplittableRandom r, int digits) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < digits; i++) {
      s.append(Character.forDigit(r.nextInt(16), 16));
    }
    return s.toString();
  }

  /** Six decimals, as the model's generator writes coordinates. */
  private static double coordinate(SplittableRandom r, int range) {
    return r.nextInt(-range * 1_000_000, range * 1_000_000) / 1e6;
  }
}
