package dev.silk.bench.ws;

/**
 * One round with the CPU it cost: the measured server's CPU time per echo, the client's own, and
 * what the rest of the machine used meanwhile (everything busy less the servers and this client).
 *
 * <p>CPU time per message holds when a CPU's speed or a neighbour moves the messages per second: it
 * is what the server spent on each echo, whatever the round's pace.
 */
record Metered(
    EchoDriver.Round round,
    double serverMicrosPerMessage,
    double clientMicrosPerMessage,
    double serverCpuShare,
    double clientCpuShare,
    double otherPercent) {

  /**
   * Runs {@code group} for {@code nanos}, metering {@code serverPid} and, when there is one, the
   * idle server's {@code idlePid} (its timers and JIT are no neighbour's load).
   */
  static Metered run(
      EchoDriver driver, EchoDriver.Group group, long nanos, long serverPid, long idlePid)
      throws java.io.IOException {
    long busy0 = CpuTicks.machineBusy();
    long server0 = CpuTicks.process(serverPid);
    long idle0 = idlePid > 0 ? CpuTicks.process(idlePid) : 0;
    long self0 = CpuTicks.self();
    EchoDriver.Round round = driver.run(group, nanos);
    long self = CpuTicks.self() - self0;
    long idle = idlePid > 0 ? CpuTicks.process(idlePid) - idle0 : 0;
    long server = CpuTicks.process(serverPid) - server0;
    long busy = CpuTicks.machineBusy() - busy0;
    double ticks = round.nanos() / 1e9 * CpuTicks.TICKS_PER_SECOND;
    double microsPerTick = 1e6 / CpuTicks.TICKS_PER_SECOND;
    long n = Math.max(1, round.messages());
    return new Metered(
        round,
        server * microsPerTick / n,
        self * microsPerTick / n,
        server / ticks,
        self / ticks,
        Math.max(0, busy - server - idle - self) / ticks * 100);
  }
}
