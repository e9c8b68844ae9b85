package dev.silk.web;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.resolve.DirectoryCodeResolver;
import java.nio.file.Path;

/**
 * Makes jte's hot-reloading engine. Kept apart from {@link Templates} so that an app running only
 * precompiled templates never loads jte's directory resolver or its compiler.
 */
final class DevTemplateEngine {
  private DevTemplateEngine() {}

  static TemplateEngine create(Path sourceDirectory, Path classDirectory, ClassLoader parent) {
    return TemplateEngine.create(
        new DirectoryCodeResolver(sourceDirectory), classDirectory, ContentType.Html, parent);
  }
}
