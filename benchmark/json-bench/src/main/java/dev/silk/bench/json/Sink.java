package dev.silk.bench.json;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * A reused, unsynchronised byte sink standing in for a socket buffer in the writeReused benchmark:
 * every library pays the same copy into it, and nothing is allocated once it has grown.
 */
final class Sink extends OutputStream {
  private byte[] bytes = new byte[64 * 1024];
  private int size;

  Sink reset() {
    size = 0;
    return this;
  }

  int size() {
    return size;
  }

  byte[] toByteArray() {
    return Arrays.copyOf(bytes, size);
  }

  @Override
  public void write(int b) {
    ensure(1);
    bytes[size++] = (byte) b;
  }

  @Override
  public void write(byte[] b, int off, int len) {
    ensure(len);
    System.arraycopy(b, off, bytes, size, len);
    size += len;
  }

  private void ensure(int more) {
    if (size + more > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
    }
  }
}
