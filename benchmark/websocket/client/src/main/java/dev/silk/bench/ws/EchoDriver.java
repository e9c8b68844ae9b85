package dev.silk.bench.ws;

import java.io.IOException;
import java.net.URI;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Drives groups of {@link EchoSocket}s in a closed loop on the calling thread: each socket sends
 * the message, waits for its echo and sends it again, one message in flight per socket. One group
 * per server; a round drives one group while the others stay connected and silent.
 */
final class EchoDriver implements AutoCloseable {
  /** The sockets of one server. */
  static final class Group {
    final String name;
    final List<EchoSocket> sockets = new ArrayList<>();

    Group(String name) {
      this.name = name;
    }
  }

  /** What one round measured: its echoes, how long it took, and each echo's round trip. */
  record Round(long messages, long nanos, long[] sortedLatencies) {
    double perSecond() {
      return messages * 1e9 / nanos;
    }

    double percentileMicros(double p) {
      if (sortedLatencies.length == 0) {
        return 0;
      }
      int i = Math.min(sortedLatencies.length - 1, (int) (p * sortedLatencies.length));
      return sortedLatencies[i] / 1000.0;
    }
  }

  private final Selector selector;
  private final SplittableRandom random = new SplittableRandom(20261203L);
  private final byte[] message;

  EchoDriver(byte[] message) throws IOException {
    this.selector = Selector.open();
    this.message = message;
  }

  /** Opens {@code connections} sockets to {@code uri}. */
  Group connect(String name, URI uri, int connections) throws IOException {
    Group group = new Group(name);
    for (int i = 0; i < connections; i++) {
      EchoSocket socket = EchoSocket.open(uri, message, random);
      socket.channel.register(selector, SelectionKey.OP_READ, socket);
      group.sockets.add(socket);
    }
    return group;
  }

  /**
   * Drives {@code group} for {@code nanos}: every socket sends, and sends again on each echo until
   * the time is up; then the echoes still in flight are waited for, so the group is silent when the
   * round returns and the next round's server has the CPU to itself. The round's time and count run
   * to the last echo.
   */
  Round run(Group group, long nanos) throws IOException {
    long[] latencies = new long[1 << 16];
    int samples = 0;
    long start = System.nanoTime();
    long deadline = start + nanos;
    int inFlight = 0;
    for (EchoSocket socket : group.sockets) {
      socket.send(System.nanoTime());
      inFlight++;
    }
    long drainBy = deadline + 10_000_000_000L;
    while (inFlight > 0) {
      long now = System.nanoTime();
      if (now > drainBy) {
        throw new IOException(
            group.name + ": " + inFlight + " echoes did not come back within 10 s of the round");
      }
      selector.select(100);
      var selected = selector.selectedKeys();
      for (SelectionKey key : selected) {
        EchoSocket socket = (EchoSocket) key.attachment();
        if (socket.sentAt < 0) {
          throw new IOException(
              "bytes arrived on a socket with nothing in flight while "
                  + group.name
                  + " was driven: a server closed an idle socket, or sent unasked");
        }
        if (!socket.read()) {
          continue;
        }
        long at = System.nanoTime();
        if (samples == latencies.length) {
          latencies = Arrays.copyOf(latencies, samples * 2);
        }
        latencies[samples++] = at - socket.sentAt;
        if (at < deadline) {
          socket.send(at);
        } else {
          socket.sentAt = -1;
          inFlight--;
        }
      }
      selected.clear();
    }
    long elapsed = System.nanoTime() - start;
    long[] sorted = Arrays.copyOf(latencies, samples);
    Arrays.sort(sorted);
    return new Round(samples, elapsed, sorted);
  }

  @Override
  public void close() throws IOException {
    for (SelectionKey key : selector.keys()) {
      ((EchoSocket) key.attachment()).close();
    }
    selector.close();
  }
}
