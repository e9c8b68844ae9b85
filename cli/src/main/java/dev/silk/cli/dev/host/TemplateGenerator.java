package dev.silk.cli.dev.host;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.resolve.DirectoryCodeResolver;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the Java source of every template in a folder, as silk-web's development templates would
 * have jte generate it on their first render, without compiling it: the CLI compiles it at start
 * beside the app (see {@code dev.silk.cli.dev.TemplatesAhead}).
 *
 * <p>In the host because it runs jte, which lives in the runtime loader.
 */
final class TemplateGenerator {
  private TemplateGenerator() {}

  /**
   * Generates the templates of {@code sourceDirectory} into {@code outputDirectory} (jte's
   * on-demand package) and returns their names, or an empty list when there is none.
   */
  static List<String> generate(Path sourceDirectory, Path outputDirectory) {
    DirectoryCodeResolver resolver = new DirectoryCodeResolver(sourceDirectory);
    List<String> names = List.copyOf(resolver.resolveAllTemplateNames());
    if (!names.isEmpty()) {
      // The settings of silk-web's development engine (TemplateEngine.create with HTML output), so
      // the Java is what jte would compile there.
      TemplateEngine.create(resolver, outputDirectory, ContentType.Html).generateAll();
    }
    return names;
  }
}
