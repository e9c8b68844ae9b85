package dev.silk.json.processor;

import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads Silk's annotations as mirrors, by name, so that the processor needs no annotation class at
 * run time and sees class-file annotations (retention CLASS) the same way as source ones.
 */
final class Annotations {
  static final String BOUND = "dev.silk.json.JsonBound";
  static final String NAME = "dev.silk.json.JsonName";
  static final String USE = "dev.silk.json.JsonUse";
  static final String DEFAULT = "dev.silk.json.JsonDefault";

  private final Elements elements;

  Annotations(Elements elements) {
    this.elements = elements;
  }

  static AnnotationMirror find(Element element, String annotation) {
    for (AnnotationMirror m : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) m.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(annotation)) {
        return m;
      }
    }
    return null;
  }

  static boolean has(Element element, String annotation) {
    return find(element, annotation) != null;
  }

  /** The value of {@code attribute}, explicit or default; null when the annotation is absent. */
  Object value(Element element, String annotation, String attribute) {
    AnnotationMirror m = find(element, annotation);
    if (m == null) {
      return null;
    }
    Map<? extends ExecutableElement, ? extends AnnotationValue> values =
        elements.getElementValuesWithDefaults(m);
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : values.entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(attribute)) {
        return e.getValue().getValue();
      }
    }
    return null;
  }

  /** The {@code AnnotationValue} itself, for error messages that point at it. */
  static AnnotationValue explicit(AnnotationMirror m, String attribute) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e :
        m.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(attribute)) {
        return e.getValue();
      }
    }
    return null;
  }

  /** The JSON name an element carries with {@code @JsonName}, or null. */
  String jsonName(Element element) {
    Object v = value(element, NAME, "value");
    return v == null ? null : v.toString();
  }
}
