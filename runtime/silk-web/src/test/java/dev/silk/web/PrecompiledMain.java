package dev.silk.web;

import java.io.IOException;

/**
 * An app serving precompiled templates, run in a JVM whose module graph leaves out {@code
 * java.compiler} (see {@link TemplatesTest}): it prints its port and whether {@code javax.tools}
 * exists, and stops when its input closes.
 */
public final class PrecompiledMain {
  private PrecompiledMain() {}

  public static void main(String[] args) throws IOException {
    boolean compiler = ModuleLayer.boot().findModule("java.compiler").isPresent();
    RunningApp running =
        App.create()
            .templates(Templates.precompiled())
            .get("/", req -> WebResponse.template("hello.jte", "production"))
            .port(0)
            .start();
    System.out.println("PORT " + running.port() + " compiler=" + compiler);
    System.out.flush();
    while (System.in.read() >= 0) {
      // wait for the test to close our input
    }
    running.stop();
  }
}
