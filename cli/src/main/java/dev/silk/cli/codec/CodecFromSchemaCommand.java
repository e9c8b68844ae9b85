package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.ProjectDir;
import dev.silk.cli.project.NameRules;
import dev.silk.json.JsonException;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code silk codec from-schema}: writes {@code @JsonBound} records and enums for the named schemas
 * of a JSON Schema ({@code $defs}) or an OpenAPI document ({@code components/schemas}), such as the
 * {@code /openapi.json} of a Silk app. The work is in {@link SchemaRecords} and {@link
 * SourceFiles}.
 *
 * <pre>{@code
 * silk codec from-schema openapi.json --package com.example.client --dry-run
 * }</pre>
 */
@Command(
    name = "from-schema",
    description = {
      "Write @JsonBound records and enums for the schemas of a JSON Schema or OpenAPI document.",
      "Reads $defs of a JSON Schema, or components/schemas of OpenAPI 3.x (see docs/openapi.md)."
    })
public final class CodecFromSchemaCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public CodecFromSchemaCommand(Console console) {
    this.console = console;
  }

  @Parameters(paramLabel = "SCHEMA", description = "A JSON Schema or OpenAPI document (JSON).")
  Path input;

  @Option(
      names = {"-p", "--package"},
      required = true,
      paramLabel = "PACKAGE",
      description = "The Java package of the records (e.g. com.example.client).")
  String packageName;

  @Option(names = "--dry-run", description = "Print the sources instead of writing them.")
  boolean dryRun;

  @Option(names = "--force", description = "Overwrite files that exist with other content.")
  boolean force;

  @Mixin ProjectDir projectDir;

  @Override
  public Integer call() {
    NameRules.packageName(packageName)
        .ifPresent(
            p -> {
              throw CommandException.usage(p.message(), "Try: --package " + p.proposal());
            });
    JsonValue document;
    try {
      document = JsonValue.parse(Files.readAllBytes(input));
    } catch (IOException e) {
      throw CommandException.usage(
          "cannot read " + input + ": " + e.getMessage(), "Give the path of a JSON file");
    } catch (JsonException e) {
      throw CommandException.usage(
          input + " is not JSON: " + e.getMessage(),
          "Give the document as JSON (an OpenAPI document in YAML must be converted first)");
    }
    List<TypeDecl> types = SchemaRecords.from(document);
    if (types.isEmpty()) {
      throw CommandException.usage(
          input + " names no object or enum schemas", "Give a document whose schemas are objects");
    }
    Path project = projectDir.path();
    List<SourceFiles.Planned> files = SourceFiles.plan(project, packageName, types);
    if (dryRun) {
      for (SourceFiles.Planned f : files) {
        console.info("@|faint // " + f.shown() + "|@");
        console.print(JavaHighlighter.highlight(f.source(), console));
      }
      console.info(
          "@|faint // "
              + files.size()
              + " types from "
              + input
              + "; nothing written (--dry-run)|@");
      return ExitCodes.OK;
    }
    SourceFiles.write(files, force);
    console.success(
        "Wrote "
            + files.size()
            + " types from "
            + input
            + " to "
            + project.relativize(files.get(0).path().getParent()));
    for (SourceFiles.Planned f : files) {
      console.info("  " + f.shown());
    }
    return ExitCodes.OK;
  }
}
