package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.ProjectDir;
import dev.silk.cli.project.NameRules;
import java.nio.file.Path;
import java.util.List;
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

  @Option(
      names = {"-p", "--package"},
      required = true,
      paramLabel = "PACKAGE",
      description = "The Java package of the records (e.g. com.example.shop).")
  String packageName;

  @Option(names = "--enums", description = "Make small closed sets of strings enums.")
  boolean enums;

  @Option(names = "--dry-run", description = "Print the sources instead of writing them.")
  boolean dryRun;

  @Option(names = "--force", description = "Overwrite files that exist with other content.")
  boolean force;

  @Mixin ProjectDir projectDir;

  @Override
  public Integer call() {
    if (!JavaNames.isTypeName(type)) {
      throw CommandException.usage(
          "'" + type + "' is not a Java type name", "Try: --type " + JavaNames.type(type, false));
    }
    NameRules.packageName(packageName)
        .ifPresent(
            p -> {
              throw CommandException.usage(p.message(), "Try: --package " + p.proposal());
            });
    CodecInference.Result result =
        CodecInference.infer(SampleReader.documents(input, System.in), type, enums);
    Path project = projectDir.path();
    List<SourceFiles.Planned> files = SourceFiles.plan(project, packageName, result.types());
    String from = describe(result);
    if (dryRun) {
      for (SourceFiles.Planned f : files) {
        console.info("@|faint // " + f.shown() + "|@");
        console.print(JavaHighlighter.highlight(f.source(), console));
      }
      console.info(
          "@|faint // " + files.size() + " types from " + from + "; nothing written (--dry-run)|@");
      return ExitCodes.OK;
    }
    List<SourceFiles.Planned> unchanged =
        files.stream().filter(SourceFiles.Planned::unchanged).toList();
    SourceFiles.write(files, force);
    console.success(
        "Wrote "
            + files.size()
            + " types from "
            + from
            + " to "
            + project.relativize(files.get(0).path().getParent()));
    for (SourceFiles.Planned f : files) {
      console.info("  " + f.shown() + (unchanged.contains(f) ? " @|faint (unchanged)|@" : ""));
    }
    console.info("");
    console.info("See a codec:    silk codec show " + type);
    console.info(
        "Check samples:  silk codec check " + input + " --type " + packageName + "." + type);
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
