package dev.silk.bench.ws;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The load of the WebSocket echo against one server: {@code connections} sockets, each sending the
 * small JSON message and sending it again as soon as its echo is back (one message in flight per
 * socket), the same server-independent work on every server.
 *
 * <p>It first checks with the JDK's own client that the server echoes the very text it was sent,
 * then drives its own sockets ({@link EchoSocket}, every echo compared with the message), warms the
 * server until its throughput stops climbing, then measures for {@code seconds}: messages per
 * second, the median and 99th percentile of the round trips and, given the server's process id
 * ({@code -Dserver.pid}), its CPU time per message, the client's own, and the CPU other processes
 * used. One line of JSON goes to standard output.
 *
 * <pre>
 * java -Dserver.pid=4242 -jar ws-client.jar ws://127.0.0.1:8080/echo 64 20
 * </pre>
 */
public final class EchoLoad {
  static final String MESSAGE = "{\"message\":\"Hello, World!\"}";

  private EchoLoad() {}

  public static void main(String[] args) throws Exception {
    URI uri = URI.create(args[0]);
    int connections = args.length > 1 ? Integer.parseInt(args[1]) : 64;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 20;
    long minWarm = Long.getLong("warm.min", 30);
    long maxWarm = Long.getLong("warm.max", 180);
    long serverPid = Long.getLong("server.pid", -1);

    JdkCheck.echoes(uri, MESSAGE);
    try (EchoDriver driver = new EchoDriver(MESSAGE.getBytes(StandardCharsets.UTF_8))) {
      EchoDriver.Group group = driver.connect("server", uri, connections);
      long warmStart = System.nanoTime();
      List<Double> windows = WarmUp.untilFlat(driver, group, minWarm, maxWarm, List.of());
      double warmed = (System.nanoTime() - warmStart) / 1e9;
      long nanos = seconds * 1_000_000_000L;
      StringBuilder json = new StringBuilder();
      EchoDriver.Round round;
      if (serverPid > 0) {
        Metered m = Metered.run(driver, group, nanos, serverPid, -1);
        round = m.round();
        json.append(
            String.format(
                ",\"serverCpuMicrosPerMessage\":%.2f,\"clientCpuMicrosPerMessage\":%.2f,"
                    + "\"serverCpuShare\":%.3f,\"clientCpuShare\":%.3f,\"othersCpu\":%.3f",
                m.serverMicrosPerMessage(),
                m.clientMicrosPerMessage(),
                m.serverCpuShare(),
                m.clientCpuShare(),
                m.otherPercent() / 100));
      } else {
        round = driver.run(group, nanos);
      }
      System.out.printf(
          "{\"messagesPerSecond\":%.0f,\"p50Micros\":%.1f,\"p99Micros\":%.1f,\"samples\":%d,"
              + "\"warmSeconds\":%.0f,\"windows\":%s%s}%n",
          round.perSecond(),
          round.percentileMicros(0.50),
          round.percentileMicros(0.99),
          round.messages(),
          warmed,
          windows,
          json);
    }
  }
}
