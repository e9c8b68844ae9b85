/**
 * The annotation processor that writes a {@code RowMapper} for every {@code @Row} record at compile
 * time. It imports the JDK only ({@code javax.annotation.processing}, {@code javax.lang.model}) and
 * names silk-data's types as text, so it needs nothing on its path.
 */
package dev.silk.data.processor;
