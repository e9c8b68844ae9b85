package dev.silk.bench.data;

import dev.silk.json.JsonBound;

/**
 * A record with three numbers that have a fraction, for the places case.
 *
 * @param id a small id
 * @param name a short name
 * @param latitude four decimals
 * @param longitude six decimals
 * @param rating one decimal
 */
@JsonBound
public record Place(long id, String name, double latitude, double longitude, double rating) {}
