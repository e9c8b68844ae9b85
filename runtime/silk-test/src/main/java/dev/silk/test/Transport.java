package dev.silk.test;

/** How a {@link TestRequest} reaches the app: in memory or over HTTP. */
interface Transport {
  TestResponse send(TestRequest request);

  default void close() {}
}
