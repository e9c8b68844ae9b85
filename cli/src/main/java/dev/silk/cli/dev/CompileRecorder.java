package dev.silk.cli.dev;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import dev.silk.cli.project.Javac;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import javax.lang.model.util.Elements;

/**
 * Listens to one javac run of {@link DevCompiler} and records what an incremental compile needs:
 * the {@link ApiSignature} of every class javac analysed, and the source each class file was
 * generated from. It also ends the run early when asked to stop: javac cannot be interrupted, but
 * it calls its listeners between steps.
 *
 * <pre>{@code
 * CompileRecorder recorder = new CompileRecorder(generatedOutput, () -> closing);
 * javac.compile(task.prepare(recorder::attach));
 * recorder.signatures();
 * }</pre>
 */
final class CompileRecorder implements TaskListener {
  private static final String GENERATED_KEY = "generated:";

  /** Thrown from a compiler step to end a compile early. */
  static final class Cancelled extends Javac.Stop {
    private static final long serialVersionUID = 1L;

    Cancelled() {
      super("silk dev is closing or a change is waiting");
    }
  }

  private final Path generatedOutput;
  private final BooleanSupplier stop;
  private final Map<String, String> signatures = new HashMap<>();
  private final Map<String, String> sourceOfClass = new HashMap<>();
  private Elements elements;
  // Per step kind: how many of its steps are open (javac starts ENTER for every file before it
  // finishes any), when the first open one began, and the wall time of all of them.
  private final int[] open = new int[TaskEvent.Kind.values().length];
  private final long[] began = new long[TaskEvent.Kind.values().length];
  private final long[] spent = new long[TaskEvent.Kind.values().length];
  // The task's own bounds (set by the compiler around javac's call) and its first and last step:
  // what javac spends before its first step and after its last is set-up, not compiling.
  private long taskBegan;
  private long taskEnded;
  private long firstStep;
  private long lastStep;

  /**
   * @param generatedOutput where processors write sources this run, so their classes are keyed by
   *     name rather than path
   * @param stop asked before every step; true ends the run with {@link Cancelled}
   */
  CompileRecorder(Path generatedOutput, BooleanSupplier stop) {
    this.generatedOutput = generatedOutput;
    this.stop = stop;
  }

  /** Listens to {@code javac} (what {@code Javac.Task.prepare} hands over). */
  void attach(JavacTask javac) {
    elements = javac.getElements();
    javac.addTaskListener(this);
  }

  @Override
  public void started(TaskEvent e) {
    if (stop.getAsBoolean()) {
      throw new Cancelled();
    }
    int kind = e.getKind().ordinal();
    long now = System.nanoTime();
    if (firstStep == 0) {
      firstStep = now;
    }
    if (open[kind]++ == 0) {
      began[kind] = now;
    }
  }

  /** Marks the start of javac's call (its task made, its options read, its context built). */
  void taskBegan() {
    taskBegan = System.nanoTime();
  }

  /** Marks the end of javac's call. */
  void taskEnded() {
    taskEnded = System.nanoTime();
  }

  /** The wall time of javac's call, from {@link #taskBegan} to {@link #taskEnded}, in ns. */
  long taskNanos() {
    return taskEnded - taskBegan;
  }

  @Override
  public void finished(TaskEvent e) {
    int kind = e.getKind().ordinal();
    long now = System.nanoTime();
    lastStep = now;
    if (open[kind] > 0 && --open[kind] == 0) {
      spent[kind] += now - began[kind];
    }
    if (e.getKind() == TaskEvent.Kind.ANALYZE && e.getTypeElement() != null) {
      ApiSignature.collect(e.getTypeElement(), elements, signatures);
    } else if (e.getKind() == TaskEvent.Kind.GENERATE
        && e.getTypeElement() != null
        && e.getSourceFile() != null) {
      sourceOfClass.put(
          elements.getBinaryName(e.getTypeElement()).toString(),
          sourceKey(Path.of(e.getSourceFile().toUri())));
    }
  }

  /**
   * Where javac's time went, for {@code silk --verbose dev}: its set-up before the first step, its
   * steps, and what it did after the last one, in milliseconds (annotation processing includes
   * entering the sources again for its last round).
   */
  String steps() {
    boolean bounded = taskBegan != 0 && firstStep != 0 && taskEnded != 0;
    return (bounded ? "set-up " + (firstStep - taskBegan) / 1_000_000 + ", " : "")
        + "parse "
        + millis(TaskEvent.Kind.PARSE)
        + ", enter "
        + millis(TaskEvent.Kind.ENTER)
        + ", annotation processing "
        + millis(TaskEvent.Kind.ANNOTATION_PROCESSING)
        + ", analyze "
        + millis(TaskEvent.Kind.ANALYZE)
        + ", generate "
        + millis(TaskEvent.Kind.GENERATE)
        + (bounded ? ", after the last step " + (taskEnded - lastStep) / 1_000_000 : "")
        + " ms";
  }

  private long millis(TaskEvent.Kind kind) {
    return spent[kind.ordinal()] / 1_000_000;
  }

  /** Binary class name to {@link ApiSignature} hash, member classes included. */
  Map<String, String> signatures() {
    return signatures;
  }

  /** Binary class name to the key of the source it came from ({@link #key}). */
  Map<String, String> sourceOfClass() {
    return sourceOfClass;
  }

  /** A source's key in the state: a project source by its path, a generated one by its name. */
  private String sourceKey(Path file) {
    if (file.startsWith(generatedOutput)) {
      return GENERATED_KEY + generatedOutput.relativize(file).toString().replace('\\', '/');
    }
    return key(file);
  }

  /** A project source's key: its absolute, normalised path. */
  static String key(Path source) {
    return source.toAbsolutePath().normalize().toString();
  }
}
