package dev.silk.bench.data;

/**
 * The forms the 100 records of the json-list document come in; each is a case of json-bench.
 *
 * <p>{@link #LIST} is the document the HTTP json-list case sends.
 */
public enum ItemSet {
  /** Short English names and sentences; a few need escaping (a quote, a backslash, a newline). */
  LIST,
  /** As {@link #LIST}, with nothing to escape. */
  PLAIN,
  /** Names and sentences in Korean. */
  KOREAN,
  /** A 200-character English description; every tenth quotes a word. */
  LONG_EN,
  /** A 200-character Korean description. */
  LONG_KO,
  /** As {@link #PLAIN}, with ids of 13 digits. */
  IDS13,
  /** As {@link #PLAIN}, with ids of 18 digits. */
  IDS18,
  /** Names and descriptions of zero or one character. */
  TINY_STRINGS
}
