package dev.silk.bench.data;

/** Where an {@link Order} stands; written as the constant's name. */
public enum OrderStatus {
  PENDING,
  PAID,
  SHIPPED,
  DELIVERED,
  CANCELLED
}
