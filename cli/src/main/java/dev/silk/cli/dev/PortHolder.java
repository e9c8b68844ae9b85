package dev.silk.cli.dev;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which process listens on a TCP port, for the message of a {@code silk dev} whose port is taken:
 * read from Linux's {@code /proc} (the listening socket's inode in {@code /proc/net/tcp*}, then the
 * process whose descriptors hold it). Only processes of the same user can be seen, which is the
 * usual case (an earlier {@code silk dev}, the app's jar); anywhere else it finds nothing and the
 * message says less.
 *
 * <pre>{@code
 * PortHolder.find(8080);   // Optional[pid 4242: java -jar target/demo.jar]
 * }</pre>
 */
final class PortHolder {
  private static final String LISTEN = "0A";

  private PortHolder() {}

  /** "pid N: command line" of the process listening on {@code port}, when it can be found. */
  static Optional<String> find(int port) {
    Path proc = Path.of("/proc");
    if (!Files.isDirectory(proc.resolve("net"))) {
      return Optional.empty();
    }
    String inode = listeningInode(proc, port);
    if (inode == null) {
      return Optional.empty();
    }
    String socket = "socket:[" + inode + "]";
    try (DirectoryStream<Path> processes = Files.newDirectoryStream(proc, "[0-9]*")) {
      for (Path process : processes) {
        if (holds(process, socket)) {
          return Optional.of("pid " + process.getFileName() + ": " + commandLine(process));
        }
      }
    } catch (IOException | RuntimeException e) {
      // nothing to say then
    }
    return Optional.empty();
  }

  /** The inode of the socket listening on {@code port}, from {@code /proc/net/tcp} and tcp6. */
  private static String listeningInode(Path proc, int port) {
    String hexPort = String.format(Locale.ROOT, ":%04X", port);
    for (String table : List.of("net/tcp", "net/tcp6")) {
      try {
        for (String line : Files.readAllLines(proc.resolve(table))) {
          String[] f = line.strip().split("\\s+");
          // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout
          // inode
          if (f.length > 9 && f[1].endsWith(hexPort) && f[3].equals(LISTEN)) {
            return f[9];
          }
        }
      } catch (IOException | RuntimeException e) {
        // no such table (no IPv6): try the next
      }
    }
    return null;
  }

  private static boolean holds(Path process, String socket) {
    try (DirectoryStream<Path> fds = Files.newDirectoryStream(process.resolve("fd"))) {
      for (Path fd : fds) {
        try {
          if (Files.readSymbolicLink(fd).toString().equals(socket)) {
            return true;
          }
        } catch (IOException | RuntimeException e) {
          // closed meanwhile
        }
      }
    } catch (IOException | RuntimeException e) {
      // another user's process: not ours to read
    }
    return false;
  }

  private static String commandLine(Path process) {
    try {
      String raw = Files.readString(process.resolve("cmdline")).replace('\0', ' ').strip();
      return raw.length() > 120 ? raw.substring(0, 117) + "..." : raw;
    } catch (IOException | RuntimeException e) {
      return "?";
    }
  }
}
