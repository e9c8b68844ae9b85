package dev.silk.bench.data;

import dev.silk.json.JsonBound;

/**
 * A record whose status is an enum, for the orders case.
 *
 * @param id a small id
 * @param customer a short name
 * @param status where the order stands
 * @param quantity a count below ten
 * @param totalCents the price in cents
 */
@JsonBound
public record Order(long id, String customer, OrderStatus status, int quantity, long totalCents) {}
