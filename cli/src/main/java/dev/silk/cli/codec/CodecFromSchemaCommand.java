package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.json.JsonException;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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

  @Mixin RecordsOutput output;

  @Override
  public Integer call() {
    output.checkPackage();
    output.checkProject("codec from-schema");
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
    output.emit(console, types, input.toString());
    return ExitCodes.OK;
  }
}
