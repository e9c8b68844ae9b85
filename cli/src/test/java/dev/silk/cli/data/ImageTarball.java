package dev.silk.cli.data;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * A container image in Docker's tarball format, as Jib's {@code buildTar} writes it: its entry
 * point, working folder and the files of each layer. Also writes a tiny base image, since these
 * machines reach no container registry.
 */
record ImageTarball(List<String> entrypoint, String workingDir, List<List<String>> layers) {

  /** The index of the first layer holding a file whose path matches {@code regex}, or -1. */
  int layerOf(String regex) {
    for (int i = 0; i < layers.size(); i++) {
      if (layers.get(i).stream().anyMatch(f -> f.matches(regex))) {
        return i;
      }
    }
    return -1;
  }

  static ImageTarball read(Path tarball) throws IOException {
    Map<String, byte[]> entries = entries(Files.newInputStream(tarball));
    String manifest = new String(entries.get("manifest.json"), StandardCharsets.UTF_8);
    String configName = first(manifest, "\"Config\"\\s*:\\s*\"([^\"]+)\"");
    String config = new String(entries.get(configName), StandardCharsets.UTF_8);
    List<List<String>> layers = new ArrayList<>();
    for (String layer : strings(first(manifest, "\"Layers\"\\s*:\\s*\\[([^\\]]*)\\]"))) {
      byte[] bytes = entries.get(layer);
      InputStream in = new java.io.ByteArrayInputStream(bytes);
      if (bytes.length > 2 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b) {
        in = new GZIPInputStream(in);
      }
      layers.add(new ArrayList<>(entries(in).keySet()));
    }
    return new ImageTarball(
        strings(first(config, "\"Entrypoint\"\\s*:\\s*\\[([^\\]]*)\\]")),
        first(config, "\"WorkingDir\"\\s*:\\s*\"([^\"]*)\""),
        layers);
  }

  /** A base image with one layer of one file, for {@code -Djib.from.image=tar://...}. */
  static Path writeBase(Path dir) throws IOException, InterruptedException {
    Files.createDirectories(dir.resolve("root/etc"));
    Files.writeString(dir.resolve("root/etc/silk-test-base"), "a base image for tests\n");
    run(dir, "tar", "-cf", "layer.tar", "-C", "root", "etc");
    String diffId;
    try {
      diffId =
          HexFormat.of()
              .formatHex(
                  MessageDigest.getInstance("SHA-256")
                      .digest(Files.readAllBytes(dir.resolve("layer.tar"))));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    Files.writeString(
        dir.resolve("config.json"),
        "{\"architecture\":\"amd64\",\"os\":\"linux\",\"config\":{\"Env\":[\"PATH=/usr/bin:/bin\"]},"
            + "\"rootfs\":{\"type\":\"layers\",\"diff_ids\":[\"sha256:"
            + diffId
            + "\"]},"
            + "\"history\":[{\"created_by\":\"silk tests\"}]}");
    Files.writeString(
        dir.resolve("manifest.json"),
        "[{\"Config\":\"config.json\",\"RepoTags\":[\"silk-test-base:1\"],\"Layers\":[\"layer.tar\"]}]");
    run(dir, "tar", "-cf", "base.tar", "manifest.json", "config.json", "layer.tar");
    return dir.resolve("base.tar");
  }

  private static void run(Path dir, String... command) throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (p.waitFor() != 0) {
      throw new IOException(String.join(" ", command) + " failed: " + out);
    }
  }

  /** The regular files of a tar stream, by name, in order (ustar headers, no extensions needed). */
  private static Map<String, byte[]> entries(InputStream stream) throws IOException {
    Map<String, byte[]> files = new LinkedHashMap<>();
    try (InputStream in = stream) {
      byte[] header = new byte[512];
      while (in.readNBytes(header, 0, 512) == 512 && header[0] != 0) {
        String name = text(header, 0, 100);
        String prefix = text(header, 345, 155);
        if (!prefix.isEmpty()) {
          name = prefix + "/" + name;
        }
        long size =
            Long.parseLong(
                text(header, 124, 12).trim().isEmpty() ? "0" : text(header, 124, 12).trim(), 8);
        byte[] body = in.readNBytes((int) size);
        in.readNBytes((int) ((512 - size % 512) % 512));
        char type = (char) header[156];
        if (type == '0' || type == 0) {
          files.put(name.startsWith("./") ? name.substring(2) : name, body);
        }
      }
      ByteArrayOutputStream rest = new ByteArrayOutputStream();
      in.transferTo(rest);
    }
    return files;
  }

  private static String text(byte[] header, int offset, int length) {
    int end = offset;
    while (end < offset + length && header[end] != 0) {
      end++;
    }
    return new String(header, offset, end - offset, StandardCharsets.US_ASCII);
  }

  private static String first(String json, String regex) {
    Matcher m = Pattern.compile(regex).matcher(json);
    if (!m.find()) {
      throw new IllegalStateException("no " + regex + " in " + json);
    }
    return m.group(1);
  }

  private static List<String> strings(String array) {
    List<String> values = new ArrayList<>();
    Matcher m = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(array);
    while (m.find()) {
      values.add(m.group(1));
    }
    return values;
  }
}
