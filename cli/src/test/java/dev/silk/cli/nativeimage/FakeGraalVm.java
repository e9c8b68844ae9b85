package dev.silk.cli.nativeimage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

/**
 * A GraalVM home whose {@code bin/native-image} is a shell script: it answers {@code --version}
 * with the given text, appends every command line to {@code calls.log} and every step to {@code
 * events.log}, and writes the file a real build writes at {@code -o}: a "binary" that runs the
 * class path and main class it was given on this JVM. An instrumented binary ({@code
 * --pgo-instrument}) writes its profile to {@code -XX:ProfilesDumpFile} (or {@code
 * ./default.iprof}) when it gets SIGTERM, as a real one built with {@code --install-exit-handlers}
 * does; an optimised build ({@code --pgo=FILE}) fails when FILE is missing. With {@link
 * #failNextBuilds()} it writes half a binary and exits 1.
 */
final class FakeGraalVm {
  static final String ORACLE =
      "native-image 21.0.2 2024-01-16\n"
          + "GraalVM Runtime Environment Oracle GraalVM 21.0.2+13.1 (build 21.0.2+13-LTS-jvmci-23.1-b30)\n"
          + "Substrate VM Oracle GraalVM 21.0.2+13.1 (build 21.0.2+13-LTS, serial gc, compressed references)\n";
  static final String COMMUNITY =
      "native-image 21.0.2 2024-01-16\n"
          + "GraalVM Runtime Environment GraalVM CE 21.0.2+13.1 (build 21.0.2+13-jvmci-23.1-b30)\n"
          + "Substrate VM GraalVM CE 21.0.2+13.1 (build 21.0.2+13, serial gc)\n";

  final Path home;
  final Path nativeImage;
  final Path calls;
  final Path events;

  private FakeGraalVm(Path home) {
    this.home = home;
    this.nativeImage = home.resolve("bin").resolve("native-image");
    this.calls = home.resolve("calls.log");
    this.events = home.resolve("events.log");
  }

  static FakeGraalVm install(Path home, String versionText) throws IOException {
    FakeGraalVm fake = new FakeGraalVm(home);
    Files.createDirectories(fake.nativeImage.getParent());
    Path version = home.resolve("version.txt");
    Files.writeString(version, versionText);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // The binary runs the class path and main class native-image was given, on this JVM; the
    // test's class path comes last, for the test jar's SampleApp.
    String app = q(java) + " -cp \"$cp:" + System.getProperty("java.class.path") + "\" \"$main\"";
    String script =
        String.join(
            "\n",
            "#!/bin/sh",
            "if [ \"$1\" = --version ]; then cat " + q(version.toString()) + "; exit 0; fi",
            "printf '%s\\n' \"$*\" >> " + q(fake.calls.toString()),
            "out=; cp=; main=; instrument=; profile=; prev=; prev2=",
            "for a in \"$@\"; do",
            "  [ \"$prev\" = -o ] && out=$a",
            "  [ \"$prev\" = -cp ] && cp=$a",
            "  [ \"$prev2\" = -cp ] && main=$a",
            "  case $a in --pgo-instrument) instrument=1;; --pgo=*) profile=${a#--pgo=};; esac",
            "  prev2=$prev; prev=$a",
            "done",
            "ev=" + q(fake.events.toString()),
            "for d in $(echo \"$cp\" | tr ':' ' '); do",
            "  [ -d \"$d/META-INF\" ] && mkdir -p "
                + q(home.resolve("seen").toString())
                + " && cp -r \"$d/META-INF\" "
                + q(home.resolve("seen").toString()),
            "done",
            "if [ -f " + q(home.resolve("fail").toString()) + " ]; then",
            "  echo 'half a binary' > \"$out\"; echo 'Error: image build failed (fake)'; exit 1",
            "fi",
            "if [ -n \"$profile\" ]; then",
            "  [ -s \"$profile\" ] || { echo \"Error: no profile $profile\"; exit 1; }",
            "  echo \"build optimised with $(cat \"$profile\")\" >> \"$ev\"",
            "elif [ -n \"$instrument\" ]; then echo 'build instrumented' >> \"$ev\"",
            "else echo 'build plain' >> \"$ev\"; fi",
            "if [ -n \"$instrument\" ]; then",
            "cat > \"$out\" <<EOS",
            "#!/bin/sh",
            "dump=default.iprof",
            "for a in \"\\$@\"; do case \\$a in -XX:ProfilesDumpFile=*) dump=\\${a#-XX:ProfilesDumpFile=};; esac; done",
            "ev=" + q(fake.events.toString()),
            "echo 'instrumented binary started' >> \"\\$ev\"",
            app + " &",
            "pid=\\$!",
            "trap 'kill -TERM \\$pid; wait \\$pid; echo profile-of-training > \"\\$dump\";"
                + " echo \"profile written\" >> \"\\$ev\"; exit 0' TERM",
            "wait \\$pid",
            "EOS",
            "else",
            "cat > \"$out\" <<EOS",
            "#!/bin/sh",
            "exec " + app + " \"\\$@\"",
            "EOS",
            "fi",
            "chmod +x \"$out\"",
            "echo 'fake native-image: done'",
            "");
    Files.writeString(fake.nativeImage, script);
    Files.setPosixFilePermissions(fake.nativeImage, PosixFilePermissions.fromString("rwxr-xr-x"));
    return fake;
  }

  /** Single-quotes a value for sh. */
  private static String q(String value) {
    return "'" + value.replace("'", "'\\''") + "'";
  }

  void failNextBuilds() throws IOException {
    Files.writeString(home.resolve("fail"), "");
  }

  GraalVm graalVm() {
    return new GraalVmLocator(java.util.Map.of("GRAALVM_HOME", home.toString())).locate();
  }

  /** Each native-image command line, split on spaces (the test paths have none). */
  List<List<String>> calls() throws IOException {
    List<List<String>> all = new ArrayList<>();
    if (Files.exists(calls)) {
      for (String line : Files.readAllLines(calls)) {
        all.add(List.of(line.split(" ")));
      }
    }
    return all;
  }

  List<String> events() throws IOException {
    return Files.exists(events) ? Files.readAllLines(events) : List.of();
  }
}
