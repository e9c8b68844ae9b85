package dev.silk.cli.codec;

import dev.silk.cli.Console;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code silk codec}: JSON codecs from what an API really sends. It only groups its three
 * subcommands; {@code silk codec} alone prints their list.
 *
 * <pre>{@code
 * silk codec from samples/ --type Checkout --package com.example.shop
 * silk codec show Checkout
 * silk codec check samples/ --type com.example.shop.Checkout
 * }</pre>
 */
@Command(
    name = "codec",
    description = "Make @JsonBound records from sample JSON, and show and check their codecs.",
    synopsisSubcommandLabel = "COMMAND",
    subcommands = {
      CodecFromCommand.class,
      CodecFromSchemaCommand.class,
      CodecShowCommand.class,
      CodecCheckCommand.class
    })
public final class CodecCommand implements Runnable {
  private final Console console;

  /** The command, printing through {@code console}. */
  public CodecCommand(Console console) {
    this.console = console;
  }

  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(console.out(), console.ansi());
  }
}
