package dev.silk.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Native completion scripts for zsh and fish, written from the command model like picocli's bash
 * script, so that every command, option and closed set of values completes without a second list to
 * keep: zsh gets a {@code #compdef} function on {@code _arguments} (descriptions shown beside each
 * option), fish a list of {@code complete} lines.
 *
 * <pre>{@code
 * String zsh = CompletionScripts.zsh(Cli.commandLine(console));
 * }</pre>
 */
final class CompletionScripts {
  private CompletionScripts() {}

  /** A zsh completion function for {@code silk}: {@code source <(silk completion zsh)}. */
  static String zsh(CommandLine root) {
    StringBuilder out = new StringBuilder();
    out.append("#compdef silk\n")
        .append("# silk completion for zsh, written by 'silk completion zsh' from the command")
        .append(" model.\n# Load it with: source <(silk completion zsh)   (in ~/.zshrc, after")
        .append(" compinit)\n\n");
    zshFunction(out, root, "_silk");
    out.append("if (( $+functions[compdef] )); then\n  compdef _silk silk\nelse\n")
        .append("  autoload -U compinit && compinit && compdef _silk silk\nfi\n");
    return out.toString();
  }

  private static void zshFunction(StringBuilder out, CommandLine command, String name) {
    CommandSpec spec = command.getCommandSpec();
    Map<String, CommandLine> subcommands = spec.subcommands();
    out.append(name).append("() {\n");
    if (!subcommands.isEmpty()) {
      out.append("  local curcontext=\"$curcontext\" state line\n");
    }
    out.append("  _arguments -s -S");
    if (!subcommands.isEmpty()) {
      out.append(" -C");
    }
    for (OptionSpec option : spec.options()) {
      if (option.hidden()) {
        continue;
      }
      out.append(" \\\n    ").append(zshOption(option));
    }
    if (subcommands.isEmpty()) {
      for (PositionalParamSpec positional : spec.positionalParameters()) {
        if (!positional.hidden()) {
          out.append(" \\\n    '")
              .append(positional.arity().max() > 1 ? "*" : "")
              .append(":")
              .append(zshText(positional.paramLabel()))
              .append(":")
              .append(zshValues(positional))
              .append("'");
        }
      }
      out.append("\n}\n\n");
      return;
    }
    out.append(" \\\n    '1: :->command' \\\n    '*:: :->argument'\n");
    out.append("  case $state in\n    command)\n      local -a commands\n      commands=(\n");
    for (Map.Entry<String, CommandLine> sub : subcommands.entrySet()) {
      out.append("        '")
          .append(sub.getKey())
          .append(":")
          .append(zshText(firstLine(sub.getValue().getCommandSpec())))
          .append("'\n");
    }
    out.append("      )\n      _describe -t commands '")
        .append(spec.qualifiedName())
        .append(" command' commands\n      ;;\n    argument)\n      case $line[1] in\n");
    for (String sub : subcommands.keySet()) {
      out.append("        ")
          .append(sub)
          .append(") ")
          .append(name)
          .append("_")
          .append(functionName(sub))
          .append(" ;;\n");
    }
    out.append("      esac\n      ;;\n  esac\n}\n\n");
    for (Map.Entry<String, CommandLine> sub : subcommands.entrySet()) {
      zshFunction(out, sub.getValue(), name + "_" + functionName(sub.getKey()));
    }
  }

  private static String zshOption(OptionSpec option) {
    String[] names = option.names();
    StringBuilder spec = new StringBuilder();
    String description = "[" + zshText(firstLine(option.description())) + "]";
    String value =
        option.arity().max() == 0
            ? ""
            : ":" + zshText(option.paramLabel()) + ":" + zshValues(option);
    boolean repeatable = option.isMultiValue();
    if (names.length == 1) {
      spec.append("'").append(repeatable ? "*" : "").append(names[0]);
    } else {
      spec.append(repeatable ? "'*'" : "'(" + String.join(" ", names) + ")'");
      spec.append("{").append(String.join(",", names)).append("}'");
    }
    if (option.arity().max() > 0 && names[0].startsWith("--") && names.length == 1) {
      spec.append("=-"); // --name=value as well as --name value
    }
    return spec.append(description).append(value).append("'").toString();
  }

  /** The completion action of a value: its closed set, files for paths, else nothing. */
  private static String zshValues(ArgSpec arg) {
    List<String> candidates = candidates(arg);
    if (!candidates.isEmpty()) {
      return "(" + String.join(" ", candidates) + ")";
    }
    return Path.class.isAssignableFrom(arg.type()) || arg.paramLabel().contains("FILE")
        ? "_files"
        : " ";
  }

  /** fish completions for {@code silk}: {@code silk completion fish | source}. */
  static String fish(CommandLine root) {
    StringBuilder out = new StringBuilder();
    out.append("# silk completion for fish, written by 'silk completion fish' from the command")
        .append(" model.\n# Load it with: silk completion fish | source   (or save it as")
        .append(" ~/.config/fish/completions/silk.fish)\n")
        .append("complete -c silk -f\n");
    fishCommand(out, root, List.of());
    return out.toString();
  }

  private static void fishCommand(StringBuilder out, CommandLine command, List<String> path) {
    CommandSpec spec = command.getCommandSpec();
    String within = fishWithin(path);
    for (OptionSpec option : spec.options()) {
      if (option.hidden()) {
        continue;
      }
      out.append("complete -c silk");
      if (!within.isEmpty()) {
        out.append(" -n '").append(within).append("'");
      }
      for (String name : option.names()) {
        out.append(name.startsWith("--") ? " -l " + name.substring(2) : " -s " + name.substring(1));
      }
      if (option.arity().max() > 0) {
        List<String> candidates = candidates(option);
        if (!candidates.isEmpty()) {
          // -x: a value is required and it is one of these, not a file
          out.append(" -x -a '").append(String.join(" ", candidates)).append("'");
        } else if (Path.class.isAssignableFrom(option.type())) {
          out.append(" -r -F");
        } else {
          out.append(" -r");
        }
      }
      out.append(" -d '").append(fishText(firstLine(option.description()))).append("'\n");
    }
    Map<String, CommandLine> subcommands = spec.subcommands();
    if (subcommands.isEmpty()) {
      for (PositionalParamSpec positional : spec.positionalParameters()) {
        List<String> candidates = candidates(positional);
        if (!candidates.isEmpty()) {
          out.append("complete -c silk -n '")
              .append(within)
              .append("' -a '")
              .append(String.join(" ", candidates))
              .append("'\n");
        } else if (Path.class.isAssignableFrom(positional.type())) {
          out.append("complete -c silk -n '").append(within).append("' -F\n");
        }
      }
      return;
    }
    String none = "not __fish_seen_subcommand_from " + String.join(" ", subcommands.keySet());
    String condition = path.isEmpty() ? "__fish_use_subcommand" : within + "; and " + none;
    for (Map.Entry<String, CommandLine> sub : subcommands.entrySet()) {
      out.append("complete -c silk -n '")
          .append(condition)
          .append("' -a ")
          .append(sub.getKey())
          .append(" -d '")
          .append(fishText(firstLine(sub.getValue().getCommandSpec())))
          .append("'\n");
    }
    for (Map.Entry<String, CommandLine> sub : subcommands.entrySet()) {
      List<String> deeper = new ArrayList<>(path);
      deeper.add(sub.getKey());
      fishCommand(out, sub.getValue(), deeper);
    }
  }

  /** The condition that the command line is inside {@code path} (empty at the top). */
  private static String fishWithin(List<String> path) {
    List<String> parts = new ArrayList<>();
    for (String word : path) {
      parts.add("__fish_seen_subcommand_from " + word);
    }
    return String.join("; and ", parts);
  }

  private static List<String> candidates(ArgSpec arg) {
    List<String> values = new ArrayList<>();
    if (arg.completionCandidates() != null) {
      arg.completionCandidates().forEach(v -> values.add(v.toLowerCase(java.util.Locale.ROOT)));
    }
    return values;
  }

  private static String firstLine(CommandSpec spec) {
    return firstLine(spec.usageMessage().description());
  }

  private static String firstLine(String[] description) {
    if (description == null || description.length == 0) {
      return "";
    }
    String text = description[0].replaceAll("\\$\\{[^}]*}", "").strip();
    // The first sentence: a full stop before a capital letter, not the one of "e.g. 512m"
    java.util.regex.Matcher end = SENTENCE_END.matcher(text);
    return end.find() ? text.substring(0, end.start()) : text.replaceAll("\\.$", "");
  }

  private static final java.util.regex.Pattern SENTENCE_END =
      java.util.regex.Pattern.compile("(?<!e\\.g)(?<!i\\.e)\\.\\s+(?=[A-Z])");

  private static String zshText(String text) {
    return text.replace("'", "'\\''").replace("[", "(").replace("]", ")").replace(":", " -");
  }

  private static String fishText(String text) {
    return text.replace("\\", "\\\\").replace("'", "\\'");
  }

  private static String functionName(String command) {
    return command.replaceAll("[^A-Za-z0-9]", "_");
  }
}
