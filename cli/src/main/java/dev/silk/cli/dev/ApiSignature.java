package dev.silk.cli.dev;

import dev.silk.cli.project.DependencyResolver;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * What other classes can see of a class, as one hash: the part of a class whose change forces its
 * dependents to be compiled again.
 *
 * <p>It covers the class's modifiers, annotations, type parameters, supertypes, permitted
 * subclasses, record components, and every member that is not private with its modifiers,
 * annotations, type, thrown types, constant value (constants are inlined into the classes that read
 * them) and annotation default. Method bodies and private members are left out: no other top-level
 * class can depend on them, and nested classes that can are in the same source file, so they are
 * compiled with it. Member classes get hashes of their own.
 *
 * <pre>{@code
 * Map<String, String> hashes = new HashMap<>();
 * ApiSignature.collect(typeElement, elements, hashes); // binary name -> hash, nested included
 * }</pre>
 */
final class ApiSignature {
  private ApiSignature() {}

  /** Adds the hash of {@code type} and of each of its member classes to {@code into}. */
  static void collect(TypeElement type, Elements elements, Map<String, String> into) {
    StringBuilder text = new StringBuilder();
    describeType(type, text);
    List<String> members = new ArrayList<>();
    for (Element member : type.getEnclosedElements()) {
      if (member instanceof TypeElement nested) {
        collect(nested, elements, into);
        // A member class's existence and flags are part of its outer's shape (name lookup).
        members.add("class " + nested.getSimpleName() + " " + nested.getModifiers());
      } else if (!member.getModifiers().contains(Modifier.PRIVATE)) {
        StringBuilder m = new StringBuilder();
        describeMember(member, m);
        members.add(m.toString());
      }
    }
    // Declaration order matters for enums and records only, and both are described above.
    members.sort(null);
    for (String m : members) {
      text.append('\n').append(m);
    }
    into.put(
        elements.getBinaryName(type).toString(),
        DependencyResolver.sha256(text.toString().getBytes(StandardCharsets.UTF_8)));
  }

  private static void describeType(TypeElement type, StringBuilder text) {
    text.append(type.getKind()).append(' ').append(type.getModifiers()).append(' ');
    annotations(type, text);
    text.append(type.getQualifiedName())
        .append(type.getTypeParameters().stream().map(p -> p + ":" + p.getBounds()).toList())
        .append(" extends ")
        .append(type.getSuperclass())
        .append(" implements ")
        .append(type.getInterfaces())
        .append(" permits ")
        .append(type.getPermittedSubclasses());
    if (type.getKind() == ElementKind.RECORD) {
      text.append(" components ")
          .append(type.getRecordComponents().stream().map(c -> c.asType() + " " + c).toList());
    }
    if (type.getKind() == ElementKind.ENUM) {
      // Constants in order: ordinals and switch exhaustiveness depend on it.
      text.append(" constants ")
          .append(
              type.getEnclosedElements().stream()
                  .filter(e -> e.getKind() == ElementKind.ENUM_CONSTANT)
                  .map(Element::getSimpleName)
                  .toList());
    }
  }

  private static void describeMember(Element member, StringBuilder text) {
    text.append(member.getKind()).append(' ').append(member.getModifiers()).append(' ');
    annotations(member, text);
    text.append(member.getSimpleName()).append(' ').append(member.asType());
    if (member instanceof ExecutableElement method) {
      text.append(" throws ").append(method.getThrownTypes());
      if (method.getDefaultValue() != null) {
        text.append(" default ").append(method.getDefaultValue());
      }
      text.append(" varargs ").append(method.isVarArgs());
    } else if (member instanceof VariableElement field && field.getConstantValue() != null) {
      text.append(" = ").append(field.getConstantValue());
    }
  }

  private static void annotations(Element element, StringBuilder text) {
    for (AnnotationMirror a : element.getAnnotationMirrors()) {
      text.append(a).append(' ');
    }
  }

  /** Whether {@code binaryName} is an anonymous or local class, which no other file can name. */
  static boolean isLocalOrAnonymous(String binaryName) {
    int dollar = binaryName.lastIndexOf('$');
    return dollar >= 0
        && dollar + 1 < binaryName.length()
        && Character.isDigit(binaryName.charAt(dollar + 1));
  }
}
