package dev.silk.json;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Lets a primitive record component be missing from a document: it then reads as its type's default
 * ({@code 0}, {@code 0.0}, {@code false}, {@code '\0'}), as Jackson and fastjson2 read it. Without
 * it a missing primitive member is an error naming the member, because a silent zero is
 * indistinguishable from a real one. Read at compile time only.
 *
 * <pre>{@code
 * @JsonBound
 * record Track(String title, @JsonDefault boolean hasBitrate, @JsonDefault int plays) {}
 *
 * Json.read(TrackCodec.INSTANCE, "{\"title\":\"Intro\"}"); // Track[title=Intro, hasBitrate=false, plays=0]
 * }</pre>
 *
 * <p>{@link JsonBound#defaultMissingPrimitives()} does the same for every primitive member of a
 * record. An explicit {@code null} for a primitive member stays an error either way. Members of
 * other types need no annotation: a missing reference reads as {@code null}, a missing {@code
 * Optional} as empty.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface JsonDefault {}
