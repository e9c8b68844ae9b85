/**
 * Testing a Silk app from JUnit: {@link dev.silk.test.WebTest} sends requests built with {@link
 * dev.silk.test.TestRequest} and returns {@link dev.silk.test.TestResponse}s, either in memory
 * through the app's dispatcher (no socket, sessions kept per test) or over HTTP to a running app,
 * with the same API for both.
 *
 * <p>It may import the JDK, silk-web's application API ({@code dev.silk.web}), the transport
 * contracts of {@code dev.silk.web.spi} (it is a transport) and silk-json.
 */
package dev.silk.test;
