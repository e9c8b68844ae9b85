package dev.silk.cli.nativeimage;

import dev.silk.cli.app.CacheKind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;

/**
 * The POSIX {@code sh} script {@code silk native --aot} leaves at {@code target/<name>}: it starts
 * {@code java [cache] <recorded options> $JAVA_OPTS -jar <name>.jar "$@"} with {@code exec}, so
 * signals reach the JVM and its exit code is the script's.
 *
 * <p>Before it maps the cache it checks that the cache still fits, because JDK 25.0.3 does not: it
 * maps a cache recorded from another jar and runs the old classes (JDK-8377932, D200). The cache is
 * left out, with one line on standard error that says why, when the jar is newer than the cache or
 * not the size it was, or when the JDK ({@code JAVA_HOME}, else {@code java} on {@code PATH}, links
 * resolved) is not the one it was recorded with (its folder and the {@code JAVA_RUNTIME_VERSION} of
 * its {@code release} file). The app then starts without it.
 *
 * <pre>{@code
 * Files.writeString(target.resolve("demo"), new AotLauncher("demo", kind, jdk, options, jarSize).script());
 * }</pre>
 *
 * @param name the jar's name without {@code .jar}, which is also the launcher's and the cache's
 * @param kind what the cache is
 * @param jdk the JDK it was recorded with
 * @param javaOptions the JVM options it was recorded with, passed on every start
 * @param jarBytes the size of the jar it was recorded from
 */
record AotLauncher(
    String name, CacheKind kind, JavaRuntime jdk, List<String> javaOptions, long jarBytes) {

  AotLauncher {
    javaOptions = List.copyOf(javaOptions);
  }

  /** The script's text. */
  String script() {
    String cache = name + kind.extension();
    StringBuilder options = new StringBuilder();
    for (int i = javaOptions.size() - 1; i >= 0; i--) {
      options.append("set -- ").append(quoted(javaOptions.get(i))).append(" \"$@\"\n");
    }
    return """
        #!/bin/sh
        # Starts %1$s from its %2$s (%3$s), recorded by `silk native --aot`
        # with %4$s.
        # Written by that command: run it again after a rebuild or a JDK change.
        #   usage: %1$s [arguments of the app]
        #   java:  $JAVA_HOME/bin/java, else java on PATH; JAVA_OPTS adds JVM options.
        #   SILK_AOT_REQUIRED=1: fail (exit 1) instead of starting without the cache.
        # The cache is used only while it fits: a jar rebuilt since, or another JDK, starts the app
        # without it, with one line on stderr (a JDK 25.0.3 would map a stale cache and run the
        # classes of the old jar; docs/native.md).
        dir=$(cd -P -- "$(dirname -- "$0")" && pwd) || exit 1
        jar="$dir/%1$s.jar"
        cache="$dir/%3$s"
        recorded_home=%5$s
        recorded_version=%6$s
        recorded_size=%7$d

        if [ -n "${JAVA_HOME:-}" ]; then
          java="$JAVA_HOME/bin/java"
        else
          java=$(command -v java) || {
            echo "%1$s: no java on PATH; install a JDK or set JAVA_HOME" >&2
            exit 127
          }
        fi
        if [ ! -f "$jar" ]; then
          echo "%1$s: no $jar; build it with mvn package, then run silk native --aot" >&2
          exit 1
        fi

        # Why the cache does not fit, or nothing when it does.
        stale=""
        if [ ! -f "$cache" ]; then
          stale="there is no $cache"
        elif [ -n "$(find "$jar" -newer "$cache" 2> /dev/null)" ] ||
          [ "$(($(wc -c < "$jar")))" -ne "$recorded_size" ]; then
          stale="%1$s.jar was rebuilt after it was recorded"
        else
          real=$java
          while [ -h "$real" ]; do
            link=$(ls -ld -- "$real")
            link=${link#* -> }
            case $link in
              /*) real=$link ;;
              *) real=${real%%/*}/$link ;;
            esac
          done
          home=$(cd -P -- "${real%%/*}/.." 2> /dev/null && pwd)
          version=""
          if [ -r "$home/release" ]; then
            while IFS= read -r line; do
              case $line in
                JAVA_RUNTIME_VERSION=*) version=${line#*=} ;;
              esac
            done < "$home/release"
          fi
          version=${version#\\"}
          version=${version%%\\"}
          if [ "$home" != "$recorded_home" ] || [ "$version" != "$recorded_version" ]; then
            stale="it was recorded with JDK $recorded_version ($recorded_home), this is JDK ${version:-of unknown version} ($home)"
          fi
        fi

        set -- -jar "$jar" "$@"
        if [ -n "${JAVA_OPTS:-}" ]; then
          set -f
          # shellcheck disable=SC2086 # JAVA_OPTS holds several options
          set -- $JAVA_OPTS "$@"
          set +f
        fi
        %8$s\
        if [ -z "$stale" ]; then
          set -- "%9$s" "$@"
        elif [ "${SILK_AOT_REQUIRED:-}" = 1 ]; then
          echo "%1$s: not starting without %3$s: $stale; run silk native --aot to record it again" >&2
          exit 1
        else
          echo "%1$s: starting without %3$s: $stale; run silk native --aot to record it again" >&2
        fi
        exec "$java" "$@"
        """
        .formatted(
            name,
            kind.label(),
            cache,
            jdk.summary(),
            quoted(jdk.home().toString()),
            quoted(jdk.version()),
            jarBytes,
            options,
            kind.using(Path.of("$cache")));
  }

  /** Writes the script to {@code file}, executable by everyone who may read it. */
  void write(Path file) throws IOException {
    Files.writeString(file, script(), StandardCharsets.UTF_8);
    try {
      Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
      permissions.add(PosixFilePermission.OWNER_EXECUTE);
      if (permissions.contains(PosixFilePermission.GROUP_READ)) {
        permissions.add(PosixFilePermission.GROUP_EXECUTE);
      }
      if (permissions.contains(PosixFilePermission.OTHERS_READ)) {
        permissions.add(PosixFilePermission.OTHERS_EXECUTE);
      }
      Files.setPosixFilePermissions(file, permissions);
    } catch (UnsupportedOperationException e) {
      // not a POSIX file system: the script is run with sh target/<name> there
    }
  }

  /** {@code value} in single quotes for sh, a quote inside written as {@code '\''}. */
  static String quoted(String value) {
    return "'" + value.replace("'", "'\\''") + "'";
  }
}
