package dev.silk.cli;

import java.lang.reflect.Constructor;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * Makes every command instance picocli asks for, handing the console to each command whose
 * constructor takes one: commands get their console injected instead of reaching back to the top
 * command for it, so no command depends on {@link SilkCommand}.
 *
 * <p>Anything else (converters, version providers, commands without a console) comes from picocli's
 * own factory.
 */
final class CommandFactory implements IFactory {
  private final Console console;

  CommandFactory(Console console) {
    this.console = console;
  }

  @Override
  public <K> K create(Class<K> type) throws Exception {
    Constructor<K> withConsole;
    try {
      withConsole = type.getConstructor(Console.class);
    } catch (NoSuchMethodException e) {
      return CommandLine.defaultFactory().create(type);
    }
    return withConsole.newInstance(console);
  }
}
