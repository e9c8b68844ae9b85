package dev.silk.web;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An app serving precompiled templates, run in a JVM whose module graph leaves out {@code
 * java.compiler} and whose class path has jte's runtime but not its compiler (see {@link
 * TemplatesTest}): it prints its port, whether {@code javax.tools} and jte's compiler exist, and
 * whether development mode was refused with its explanation, then stops when its input closes.
 */
public final class PrecompiledMain {
  private PrecompiledMain() {}

  public static void main(String[] args) throws IOException {
    boolean compiler = ModuleLayer.boot().findModule("java.compiler").isPresent();
    boolean jteCompiler =
        PrecompiledMain.class.getClassLoader().getResource("gg/jte/compiler/TemplateCompiler.class")
            != null;
    String development;
    try {
      Templates.development(Path.of("src/main/jte"));
      development = "allowed";
    } catch (IllegalStateException e) {
      development = e.getMessage().contains("gg.jte:jte") ? "refused" : "unexplained";
    }
    RunningApp running =
        App.create()
            .templates(Templates.precompiled())
            .get("/", req -> WebResponse.template("hello.jte", "production"))
            .port(0)
            .start();
    System.out.println(
        "PORT "
            + running.port()
            + " compiler="
            + compiler
            + " jteCompiler="
            + jteCompiler
            + " development="
            + development);
    System.out.flush();
    while (System.in.read() >= 0) {
      // wait for the test to close our input
    }
    running.stop();
  }
}
