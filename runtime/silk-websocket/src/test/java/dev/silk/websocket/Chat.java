package dev.silk.websocket;

import dev.silk.json.JsonBound;

/** A chat message, the tests' JSON payload (its codec is generated). */
@JsonBound
public record Chat(String user, String text) {}
