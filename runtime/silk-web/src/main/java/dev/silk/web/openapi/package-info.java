/**
 * The OpenAPI 3.1 document of an app, built from its route table ({@link
 * dev.silk.web.App#routes()}) and the JSON schemas its codecs carry ({@link
 * dev.silk.json.JsonCodec#schema()}): nothing is scanned or annotated. May import {@code
 * dev.silk.web} and {@code dev.silk.json}.
 */
package dev.silk.web.openapi;
