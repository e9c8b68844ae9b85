package dev.silk.cli.dev.tests;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which classes use which, read from the constant pools of their class files: what decides the
 * tests a save affects (D232).
 *
 * <p>A class file names every class it uses in its constant pool, as a class entry ({@code
 * com/example/Todos}) or inside a descriptor ({@code (Lcom/example/Todo;)V}); both are UTF-8
 * entries, so every UTF-8 entry is read, and a name counts when it is one of the classes given. A
 * class used only through a compile-time constant is the one thing a class file does not name
 * (javac copies the value in), and the compiler recompiles its users when the constant changes, so
 * they change with it.
 *
 * <pre>{@code
 * ClassGraph graph = ClassGraph.of(classBytes);          // app and test classes, by binary name
 * Set<String> hit = graph.dependents(Set.of("com.example.Todos"));   // transitively
 * }</pre>
 */
final class ClassGraph {
  private final Map<String, Set<String>> usedBy;

  private ClassGraph(Map<String, Set<String>> usedBy) {
    this.usedBy = usedBy;
  }

  /** The graph of {@code classes} (binary name to class file); other names are ignored. */
  static ClassGraph of(Map<String, byte[]> classes) {
    Map<String, String> byInternalName = new HashMap<>();
    for (String name : classes.keySet()) {
      byInternalName.put(name.replace('.', '/'), name);
    }
    Map<String, Set<String>> usedBy = new HashMap<>();
    for (Map.Entry<String, byte[]> e : classes.entrySet()) {
      for (String used : references(e.getValue(), byInternalName)) {
        if (!used.equals(e.getKey())) {
          usedBy.computeIfAbsent(used, k -> new HashSet<>()).add(e.getKey());
        }
      }
      // A nested class is part of its outer class: a change to either is a change to both.
      int dollar = e.getKey().lastIndexOf('$');
      if (dollar > 0 && classes.containsKey(e.getKey().substring(0, dollar))) {
        String outer = e.getKey().substring(0, dollar);
        usedBy.computeIfAbsent(e.getKey(), k -> new HashSet<>()).add(outer);
        usedBy.computeIfAbsent(outer, k -> new HashSet<>()).add(e.getKey());
      }
    }
    return new ClassGraph(usedBy);
  }

  /** {@code changed} and every class that uses one of them, directly or through others. */
  Set<String> dependents(Collection<String> changed) {
    Set<String> seen = new HashSet<>(changed);
    Deque<String> todo = new ArrayDeque<>(changed);
    while (!todo.isEmpty()) {
      for (String user : usedBy.getOrDefault(todo.pop(), Set.of())) {
        if (seen.add(user)) {
          todo.push(user);
        }
      }
    }
    return seen;
  }

  /**
   * The known classes a class file names. A file that is not a class file, or is cut short, names
   * what was read up to there: a wrong answer only runs more tests or fewer until the next compile.
   */
  static Set<String> references(byte[] classFile, Map<String, String> known) {
    Set<String> found = new HashSet<>();
    ConstantPool.forEachUtf8(
        classFile,
        text -> {
          String direct = known.get(text);
          if (direct != null) {
            found.add(direct);
            return;
          }
          // Descriptors and signatures: (Lcom/example/Todo;I)V, Ljava/util/List<Lcom/x/Y;>;
          int at = text.indexOf('L');
          while (at >= 0) {
            int end = nameEnd(text, at + 1);
            if (end > at + 1) {
              String name = known.get(text.substring(at + 1, end));
              if (name != null) {
                found.add(name);
              }
            }
            at = text.indexOf('L', at + 1);
          }
        });
    return found;
  }

  private static int nameEnd(String text, int from) {
    int i = from;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == ';' || c == '<' || c == '.') {
        return i;
      }
      i++;
    }
    return -1;
  }
}
