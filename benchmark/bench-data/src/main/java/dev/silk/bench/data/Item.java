package dev.silk.bench.data;

import dev.silk.json.JsonBound;

/**
 * One record of the json-list document: five members, the shape every server and every JSON library
 * in the benchmarks sends and reads.
 *
 * @param id a positive id (1..100 in the list, 13 or 18 digits in the ids cases)
 * @param name a short name
 * @param description a sentence, or 200 characters in the long cases
 * @param stock a small count, below 1000
 * @param available whether it can be ordered
 */
@JsonBound
public record Item(long id, String name, String description, int stock, boolean available) {}
