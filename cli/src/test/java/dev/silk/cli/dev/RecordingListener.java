package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Problem;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Keeps what a session reported, for assertions. */
final class RecordingListener implements DevListener {
  final List<Reload> reloads = new CopyOnWriteArrayList<>();
  final List<Problem> problems = new CopyOnWriteArrayList<>();
  final List<String> warnings = new CopyOnWriteArrayList<>();

  @Override
  public void reloaded(Reload reload) {
    reloads.add(reload);
  }

  @Override
  public void problem(Problem problem) {
    problems.add(problem);
  }

  @Override
  public void warning(String message) {
    warnings.add(message);
  }
}
