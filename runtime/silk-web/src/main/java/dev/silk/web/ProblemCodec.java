package dev.silk.web;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonKey;
import dev.silk.json.JsonOutput;
import dev.silk.json.JsonValue;
import dev.silk.json.validation.Violation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a {@link Problem} as RFC 9457's JSON and reads it back: the standard members, {@code
 * requestId}, {@code errors} (each {@code {"pointer": ..., "detail": ...}}, as in the RFC's own
 * validation example) and the problem's own members. Unknown members read into {@link
 * Problem#members()}, so a client keeps what a server added.
 */
final class ProblemCodec implements JsonCodec<Problem> {
  static final Set<String> RESERVED =
      Set.of("type", "title", "status", "detail", "instance", "requestId", "errors");

  private static final JsonKey TYPE = JsonKey.of("type");
  private static final JsonKey TITLE = JsonKey.of("title");
  private static final JsonKey STATUS = JsonKey.of("status");
  private static final JsonKey DETAIL = JsonKey.of("detail");
  private static final JsonKey INSTANCE = JsonKey.of("instance");
  private static final JsonKey REQUEST_ID = JsonKey.of("requestId");
  private static final JsonKey ERRORS = JsonKey.of("errors");
  private static final JsonKey POINTER = JsonKey.of("pointer");

  @Override
  public void write(JsonOutput out, Problem p) {
    if (p == null) {
      out.nullValue();
      return;
    }
    out.beginObject();
    out.put(TYPE, p.type());
    out.put(TITLE, p.title());
    out.put(STATUS, p.status());
    if (p.detail() != null) {
      out.put(DETAIL, p.detail());
    }
    if (p.instance() != null) {
      out.put(INSTANCE, p.instance());
    }
    if (p.requestId() != null) {
      out.put(REQUEST_ID, p.requestId());
    }
    if (!p.errors().isEmpty()) {
      out.key(ERRORS).beginArray();
      for (Violation v : p.errors()) {
        out.beginObject().put(POINTER, v.pointer()).put(DETAIL, v.message()).endObject();
      }
      out.endArray();
    }
    for (Map.Entry<String, JsonValue> m : p.members().entrySet()) {
      out.key(m.getKey());
      JsonValue.CODEC.write(out, m.getValue());
    }
    out.endObject();
  }

  @Override
  public Problem read(JsonInput in) {
    if (in.nextIsNull()) {
      return null;
    }
    String type = Problem.BLANK;
    String title = null;
    int status = 0;
    String detail = null;
    String instance = null;
    String requestId = null;
    List<Violation> errors = List.of();
    Map<String, JsonValue> members = new LinkedHashMap<>();
    in.beginObject();
    while (in.hasNext()) {
      String name = in.readKey();
      switch (name) {
        case "type" -> type = in.readString();
        case "title" -> title = in.readString();
        case "status" -> status = in.readInt();
        case "detail" -> detail = in.readStringOrNull();
        case "instance" -> instance = in.readStringOrNull();
        case "requestId" -> requestId = in.readStringOrNull();
        case "errors" -> errors = readErrors(in);
        default -> members.put(name, JsonValue.CODEC.read(in));
      }
    }
    in.endObject();
    if (status < 400 || status > 599) {
      throw in.error("a problem needs a status from 400 to 599, not " + status);
    }
    return new Problem(
        type,
        title == null ? Problem.reason(status) : title,
        status,
        detail,
        instance,
        requestId,
        errors,
        Collections.unmodifiableMap(members));
  }

  private static List<Violation> readErrors(JsonInput in) {
    List<Violation> list = new ArrayList<>();
    in.beginArray();
    while (in.hasNext()) {
      String pointer = "";
      String detail = "";
      in.beginObject();
      while (in.hasNext()) {
        switch (in.readKey()) {
          case "pointer" -> pointer = in.readString();
          case "detail" -> detail = in.readString();
          default -> in.skipValue();
        }
      }
      in.endObject();
      list.add(new Violation(pointer, detail));
    }
    in.endArray();
    return List.copyOf(list);
  }
}
