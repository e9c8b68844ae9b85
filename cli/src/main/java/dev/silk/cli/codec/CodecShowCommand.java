package dev.silk.cli.codec;

import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.ProjectDir;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code silk codec show}: prints the codec silk-json-processor generates for a {@code @JsonBound}
 * type of the project, so nothing about it is magic. The project is compiled in-process into a
 * temporary folder ({@link ProjectCompiler}); its {@code target} is not touched.
 *
 * <pre>{@code
 * silk codec show Checkout
 * silk codec show com.example.shop.Checkout --dir ../shop | less -R
 * }</pre>
 */
@Command(
    name = "show",
    description = "Print the codec generated for a @JsonBound type of the project.")
public final class CodecShowCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public CodecShowCommand(Console console) {
    this.console = console;
  }

  @Parameters(
      paramLabel = "TYPE",
      description = "The type: its simple name, or qualified when the simple name is ambiguous.")
  String type;

  @Mixin ProjectDir project;

  @Override
  public Integer call() {
    long started = System.nanoTime();
    try (ProjectCompiler.Compiled compiled = ProjectCompiler.compile(project.path())) {
      console.detail(
          "compiled src/main/java with the codec processor in "
              + (System.nanoTime() - started) / 1_000_000
              + " ms (in a temporary folder: target/ is left alone); "
              + compiled.types().size()
              + " @JsonBound types");
      BoundModel found = TypeLookup.find(compiled.types(), type);
      console.info("@|faint // " + found.codec() + ", generated for " + found.name() + "|@");
      console.print(JavaHighlighter.highlight(compiled.codecSource(found), console));
    }
    return ExitCodes.OK;
  }
}
