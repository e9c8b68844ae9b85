package dev.silk.cli.codec;

import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.ProgressLine;
import dev.silk.cli.ProjectDir;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code silk codec check}: reads sample documents with the project's generated codec for a type
 * and reports which take the fast path, which fall back (keys out of declared order, unknown keys)
 * and which fail, with positions: how well the records fit real traffic. Exits 1 when a document
 * fails, so a build can use it.
 *
 * <pre>{@code
 * silk codec check samples/ --type com.example.shop.Checkout
 * }</pre>
 */
@Command(
    name = "check",
    description = {
      "Report which samples leave the fast path of a type's codec, or fail.",
      "Reads each sample JSON document with the project's generated codec and says why",
      "a document falls back (keys out of declared order, unknown keys) or where it fails."
    })
public final class CodecCheckCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public CodecCheckCommand(Console console) {
    this.console = console;
  }

  @Parameters(
      paramLabel = "INPUT",
      description = "A file, a folder of .json/.ndjson/.jsonl files, or - for standard input.")
  String input;

  @Option(
      names = {"-t", "--type"},
      required = true,
      paramLabel = "TYPE",
      description = "The @JsonBound type, e.g. com.example.shop.Checkout.")
  String type;

  @Mixin ProjectDir project;

  @Override
  public Integer call() {
    Iterable<SampleReader.Document> documents = SampleReader.documents(input, System.in);
    long started = System.nanoTime();
    try (ProjectCompiler.Compiled compiled = ProjectCompiler.compile(project.path());
        ProgressLine progress = ProgressLine.on(console)) {
      console.detail(
          "compiled src/main/java with the codec processor in "
              + (System.nanoTime() - started) / 1_000_000
              + " ms (in a temporary folder: target/ is left alone); "
              + compiled.types().size()
              + " @JsonBound types");
      BoundModel found = TypeLookup.find(compiled.types(), type);
      int[] counts = new int[CodecCheck.Status.values().length];
      CodecCheck.check(
          documents,
          compiled,
          found,
          o -> {
            counts[o.status().ordinal()]++;
            if (o.status() != CodecCheck.Status.FAST
                || console.verbosity() == Console.Verbosity.VERBOSE) {
              progress.clear();
            }
            switch (o.status()) {
              case FAST -> console.detail(o.label() + "  fast path");
              case FALLBACK -> console.info(o.label() + "  @|yellow fallback|@");
              case FAILED -> console.info(o.label() + "  @|bold,red failed|@");
            }
            for (String detail : o.details()) {
              console.info("    " + detail.replace("@|", "@ |"));
            }
            progress.show("checked " + (counts[0] + counts[1] + counts[2]) + " documents");
          });
      progress.clear();
      int total = counts[0] + counts[1] + counts[2];
      String summary =
          total
              + (total == 1 ? " document" : " documents")
              + " read with "
              + found.codec()
              + ": "
              + counts[0]
              + " fast, "
              + counts[1]
              + " fell back, "
              + counts[2]
              + " failed";
      if (counts[2] > 0) {
        console.error(summary);
        return ExitCodes.FAILURE;
      }
      console.success(summary);
      return ExitCodes.OK;
    }
  }
}
