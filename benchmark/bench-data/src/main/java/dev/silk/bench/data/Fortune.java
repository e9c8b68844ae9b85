package dev.silk.bench.data;

/**
 * One row of the fortunes page.
 *
 * @param id the TechEmpower id, 1 to 12
 * @param message the text, escaped by the template engine when rendered
 */
public record Fortune(int id, String message) {}
