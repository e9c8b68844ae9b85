package dev.silk.cli.project;

import com.sun.source.util.JavacTask;
import com.sun.tools.javac.api.BasicJavacTask;
import com.sun.tools.javac.api.JavacTaskPool;
import com.sun.tools.javac.code.ClassFinder;
import com.sun.tools.javac.code.Flags;
import com.sun.tools.javac.code.Symbol;
import com.sun.tools.javac.code.Symbol.ClassSymbol;
import com.sun.tools.javac.code.Symbol.ModuleSymbol;
import com.sun.tools.javac.code.Symbol.PackageSymbol;
import com.sun.tools.javac.code.Symtab;
import com.sun.tools.javac.util.Context;
import com.sun.tools.javac.util.Names;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javax.tools.DiagnosticListener;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;

/**
 * One javac context kept from one compile to the next, through the JDK's own pool of reusable
 * contexts (what JShell compiles with), with the project's classes and packages forgotten before
 * every compile that reuses it (docs/decisions.md, D264).
 *
 * <p>A new task per compile builds a new symbol table and module graph and reads again every JDK
 * class the sources use; a kept context reads them once. What it must not keep is anything of the
 * project: a class read from the class folder or compiled from a source, and a package whose
 * members were listed, would be the previous compile's. So before each reuse every class of a
 * project package leaves the symbol table and every project package goes back to the state of a
 * package never looked at (its members listed again when first needed); the pool itself resets
 * javac's per-compile state (the log, the queues, the caches of types).
 *
 * <p>This is javac's internal API ({@code jdk.compiler} exports none of it): it is compiled on its
 * own, apart from the {@code --release 17} sources, and used only when the running JVM exports the
 * packages it needs to this code ({@link #openIfExported}), which the launcher does for {@code silk
 * dev}; otherwise every compile gets a new task. The pool keeps one context per option list, at
 * most two (the app's compiles and the templates', whose options differ), and a context only for
 * compiles without annotation processors: a reused compiler keeps the processing environment of its
 * first compile, so processors would run once and never again.
 */
final class KeptContext {
  private static final List<String> NEEDED =
      List.of("com.sun.tools.javac.api", "com.sun.tools.javac.code", "com.sun.tools.javac.util");

  private final JavacTaskPool pool = new JavacTaskPool(2);
  // The contexts that ran a compile already: only those have anything to forget.
  private final Set<Context> used = Collections.newSetFromMap(new WeakHashMap<>());
  private int reuses;

  private KeptContext() {}

  /**
   * A kept context, or null when {@code jdk.compiler} does not export its internal packages to this
   * code (the JVM was started without the launcher's {@code --add-exports}) or they are not what
   * this code was compiled against.
   */
  static KeptContext openIfExported() {
    Module compiler = ModuleLayer.boot().findModule("jdk.compiler").orElse(null);
    Module self = KeptContext.class.getModule();
    if (compiler == null) {
      return null;
    }
    for (String pkg : NEEDED) {
      if (!compiler.isExported(pkg, self)) {
        return null;
      }
    }
    try {
      return new KeptContext();
    } catch (LinkageError e) {
      return null;
    }
  }

  /** How many compiles reused a context so far. */
  int reuses() {
    return reuses;
  }

  /**
   * Runs one compile in the kept context (a new one the first time, or after a compile that
   * threw).
   *
   * @param projectPackages the packages of the project's sources and classes, dotted; forgotten
   *     before the compile when the context ran one before
   * @param prepare called with the task before it runs, or null
   * @param stop whether an exception out of javac is a task listener ending the compile between
   *     two steps: it is thrown on, and the context goes back to the pool (any other exception
   *     leaves the context out of it, as the pool does)
   * @return whether javac finished without errors, and whether the context was reused
   */
  Outcome call(
      Writer out,
      JavaFileManager files,
      DiagnosticListener<? super JavaFileObject> diagnostics,
      List<String> options,
      Iterable<? extends JavaFileObject> units,
      Consumer<JavacTask> prepare,
      Set<String> projectPackages,
      Predicate<RuntimeException> stop) {
    Outcome outcome =
        pool.getTask(
        out,
        files,
        diagnostics,
        options,
        null,
        units,
        task -> {
          boolean reused;
          try {
            Context context = ((BasicJavacTask) task).getContext();
            reused = !used.add(context);
            if (reused) {
              forgetProject(context, projectPackages);
              reuses++;
            }
          } catch (RuntimeException | LinkageError e) {
            throw new Unusable(e);
          }
          if (prepare != null) {
            prepare.accept(task);
          }
          try {
            return new Outcome(task.call(), reused, null);
          } catch (RuntimeException e) {
            if (!stop.test(e)) {
              throw e;
            }
            // Ended at a step's start, where javac holds nothing half done: the pool resets the
            // context as after any compile, and the next reuse forgets what it entered. Thrown
            // out of the pool, the context would be lost, and with it every JDK class it read:
            // a warm-up that gave way to an edit made that edit pay a new context (D362).
            return new Outcome(false, reused, e);
          }
        });
    if (outcome.stopped() != null) {
      throw outcome.stopped();
    }
    return outcome;
  }

  /** javac's internals are not what this code was compiled against. */
  static final class Unusable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Unusable(Throwable cause) {
      super("javac's internal API differs from what silk dev expects", cause);
    }
  }

  /**
   * A compile's result: whether it compiled, whether it reused a context, and the exception that
   * stopped it, if one did.
   */
  record Outcome(boolean ok, boolean reused, RuntimeException stopped) {}

  /**
   * Makes {@code context} forget the project: every class of a project package leaves the symbol
   * table, and every project package is reset to a package javac has not listed yet, so the next
   * compile reads the project's classes and lists its packages afresh, as a new context would.
   */
  private static void forgetProject(Context context, Set<String> projectPackages) {
    Symtab symbols = Symtab.instance(context);
    Names names = Names.instance(context);
    Symbol.Completer lister = ClassFinder.instance(context).getCompleter();
    Set<PackageSymbol> packages = Collections.newSetFromMap(new IdentityHashMap<>());
    for (ModuleSymbol module : List.of(symbols.unnamedModule, symbols.noModule)) {
      for (String name : projectPackages) {
        // The default package by its own field: under the empty name is the root of all packages.
        PackageSymbol p =
            name.isEmpty()
                ? module.unnamedPackage
                : symbols.getPackage(module, names.fromString(name));
        if (p != null) {
          packages.add(p);
        }
      }
    }
    List<ClassSymbol> forgotten = new ArrayList<>();
    for (ClassSymbol c : symbols.getAllClasses()) {
      if (packages.contains(c.packge())) {
        forgotten.add(c);
      }
    }
    for (ClassSymbol c : forgotten) {
      symbols.removeClass(c.packge().modle, c.flatname);
    }
    for (PackageSymbol p : packages) {
      // As Symtab makes a package: no members, listed when first asked, and no flags but the
      // default package's, which always exists.
      p.reset();
      p.members_field = null;
      p.package_info = null;
      p.sourcefile = null;
      p.flags_field = p.fullname.isEmpty() ? Flags.EXISTS : 0;
      p.completer = lister;
    }
  }
}
