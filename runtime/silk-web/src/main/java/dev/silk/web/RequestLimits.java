package dev.silk.web;

import dev.silk.json.JsonLimits;

/**
 * What one request may make the app read and parse, taken from {@link App} when it freezes: the
 * body's size, the number of query, form and multipart parameters, and the JSON limits of {@code
 * bodyJson} and NDJSON lines.
 */
record RequestLimits(long maxBodySize, int maxFormKeys, JsonLimits json) {}
