package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.ProgressLine;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code silk codec from}: writes {@code @JsonBound} records (and enums) that read the given sample
 * documents, or shape-log lines ({@link ShapeLog}). The work is in {@link CodecInference} and
 * {@link SourceFiles}; this class reads options and prints.
 *
 * <pre>{@code
 * silk codec from checkout.json --type Checkout --package com.example.shop --dry-run
 * curl -s https://api.example.com/orders | silk codec from - --type Order --package com.example
 * }</pre>
 */
@Command(
    name = "from",
    description = {
      "Write @JsonBound records that read the given JSON samples.",
      "Reads JSON documents, NDJSON, or shape-log lines (see docs/codec.md)."
    })
public final class CodecFromCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public CodecFromCommand(Console console) {
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
      description = "The name of the top-level record (e.g. Checkout).")
  String type;

  @Option(names = "--enums", description = "Make small closed sets of strings enums.")
  boolean enums;

  @Mixin RecordsOutput output;

  @Override
  public Integer call() {
    if (!JavaNames.isTypeName(type) || !Character.isUpperCase(type.charAt(0))) {
      throw CommandException.usage(
          JavaNames.isTypeName(type)
              ? "'"
                  + type
                  + "' starts with a lower-case letter; a record's name starts with a capital"
              : "'" + type + "' is not a Java type name",
          "Try: --type " + JavaNames.type(type, false));
    }
    output.checkPackage();
    output.checkProject("codec from");
    CodecInference.Result result;
    try (ProgressLine progress = ProgressLine.on(console)) {
      result =
          CodecInference.infer(
              SampleReader.counted(
                  SampleReader.documents(input, System.in),
                  n -> progress.show("read " + n + " documents of " + input)),
              type,
              enums);
    }
    console.detail(
        "read "
            + result.samples()
            + " sample documents and "
            + result.shapeLines()
            + " shape-log lines from "
            + input
            + "; inferred "
            + result.types().size()
            + " types");
    if (!output.emit(console, result.types(), describe(result))) {
      return ExitCodes.OK;
    }
    console.info("");
    console.info("See a codec:    silk codec show " + type);
    console.info(
        "Check samples:  silk codec check " + input + " --type " + output.packageName + "." + type);
    return ExitCodes.OK;
  }

  private static String describe(CodecInference.Result r) {
    String samples = r.samples() == 1 ? "1 sample" : r.samples() + " samples";
    if (r.shapeLines() == 0) {
      return samples;
    }
    String lines = r.shapeLines() == 1 ? "1 shape-log line" : r.shapeLines() + " shape-log lines";
    return r.samples() == 0 ? lines : samples + " and " + lines;
  }
}
