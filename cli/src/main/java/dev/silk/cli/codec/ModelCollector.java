package dev.silk.cli.codec;

import dev.silk.cli.codec.BoundModel.Bound;
import dev.silk.cli.codec.BoundModel.Keyed;
import dev.silk.cli.codec.BoundModel.Leaf;
import dev.silk.cli.codec.BoundModel.Many;
import dev.silk.cli.codec.BoundModel.Maybe;
import dev.silk.cli.codec.BoundModel.Member;
import dev.silk.cli.codec.BoundModel.ValueType;
import dev.silk.json.JsonNaming;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * An annotation processor that runs beside silk-json-processor and writes nothing: it records the
 * {@link BoundModel} of every {@code @JsonBound} type. The annotations have class retention, so
 * compile time is the only place to read them; reading them here, from the same compile as the
 * codecs, means the model and the codecs cannot disagree.
 *
 * <p>JSON names follow the processor's rules: {@code @JsonName}, else the record's {@code naming}
 * applied to the component name.
 */
final class ModelCollector extends AbstractProcessor {
  private static final String BOUND = "dev.silk.json.JsonBound";
  private static final String NAME = "dev.silk.json.JsonName";
  private static final Set<String> MANY =
      Set.of(
          "java.util.List",
          "java.util.Collection",
          "java.util.ArrayList",
          "java.util.LinkedList",
          "java.util.Set",
          "java.util.LinkedHashSet",
          "java.util.HashSet",
          "java.util.SortedSet",
          "java.util.NavigableSet",
          "java.util.TreeSet",
          "java.util.EnumSet");
  private static final Set<String> MAPS =
      Set.of(
          "java.util.Map",
          "java.util.LinkedHashMap",
          "java.util.HashMap",
          "java.util.SortedMap",
          "java.util.NavigableMap",
          "java.util.TreeMap",
          "java.util.EnumMap");

  private final Map<String, BoundModel> types = new LinkedHashMap<>();

  /** The model of every {@code @JsonBound} type seen, by qualified name. */
  Map<String, BoundModel> types() {
    return types;
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(BOUND);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    TypeElement bound = processingEnv.getElementUtils().getTypeElement(BOUND);
    if (bound == null) {
      return false;
    }
    for (Element e : round.getElementsAnnotatedWith(bound)) {
      if (e instanceof TypeElement type) {
        collect(type);
      }
    }
    return false;
  }

  private void collect(TypeElement type) {
    String name = type.getQualifiedName().toString();
    String codec = codecName(type);
    Map<String, Object> options = annotation(type, BOUND);
    switch (type.getKind()) {
      case RECORD -> {
        String naming = String.valueOf(options.getOrDefault("naming", "AS_DECLARED"));
        List<Member> members = new ArrayList<>();
        for (RecordComponentElement c : type.getRecordComponents()) {
          String component = c.getSimpleName().toString();
          Object renamed = annotation(c, NAME).get("value");
          String json = renamed != null ? renamed.toString() : applyNaming(naming, component);
          members.add(new Member(component, json, valueType(c.asType())));
        }
        boolean strict = Boolean.TRUE.equals(options.get("strict"));
        types.put(name, new BoundModel.RecordModel(name, codec, List.copyOf(members), strict));
      }
      case ENUM -> types.put(name, new BoundModel.EnumModel(name, codec));
      case INTERFACE -> {
        if (!type.getModifiers().contains(Modifier.SEALED)) {
          return;
        }
        String discriminator = String.valueOf(options.getOrDefault("discriminator", "type"));
        Map<String, String> variants = new LinkedHashMap<>();
        for (TypeMirror permitted : type.getPermittedSubclasses()) {
          if (permitted instanceof DeclaredType d && d.asElement() instanceof TypeElement v) {
            Object tag = annotation(v, NAME).get("value");
            variants.put(
                tag != null ? tag.toString() : v.getSimpleName().toString(),
                v.getQualifiedName().toString());
          }
        }
        types.put(name, new BoundModel.SealedModel(name, codec, discriminator, variants));
      }
      default -> {
        // silk-json-processor reports @JsonBound on other kinds as a compile error.
      }
    }
  }

  private ValueType valueType(TypeMirror t) {
    if (t instanceof ArrayType array) {
      TypeKind component = array.getComponentType().getKind();
      return component == TypeKind.BYTE || component == TypeKind.CHAR
          ? new Leaf()
          : new Many(valueType(array.getComponentType()));
    }
    if (!(t instanceof DeclaredType declared) || !(declared.asElement() instanceof TypeElement e)) {
      return new Leaf();
    }
    String erased = e.getQualifiedName().toString();
    List<? extends TypeMirror> args = declared.getTypeArguments();
    if (erased.equals("java.util.Optional") && args.size() == 1) {
      return new Maybe(valueType(args.get(0)));
    }
    if (MANY.contains(erased) && args.size() == 1) {
      return new Many(valueType(args.get(0)));
    }
    if (MAPS.contains(erased) && args.size() == 2) {
      return new Keyed(valueType(args.get(1)));
    }
    boolean isBound =
        e.getAnnotationMirrors().stream()
            .anyMatch(a -> a.getAnnotationType().toString().equals(BOUND));
    return isBound ? new Bound(erased) : new Leaf();
  }

  /** The values given on the annotation {@code type} of {@code element} (defaults left out). */
  private static Map<String, Object> annotation(Element element, String type) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (AnnotationMirror a : element.getAnnotationMirrors()) {
      if (!a.getAnnotationType().toString().equals(type)) {
        continue;
      }
      for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> v :
          a.getElementValues().entrySet()) {
        Object value = v.getValue().getValue();
        values.put(
            v.getKey().getSimpleName().toString(),
            value instanceof Element constant ? constant.getSimpleName().toString() : value);
      }
    }
    return values;
  }

  /** {@code p.Outer.Item -> p.Outer_ItemCodec}, as silk-json-processor names it. */
  static String codecName(TypeElement type) {
    StringBuilder simple = new StringBuilder(type.getSimpleName());
    Element e = type.getEnclosingElement();
    while (e instanceof TypeElement outer) {
      simple.insert(0, outer.getSimpleName() + "_");
      e = outer.getEnclosingElement();
    }
    while (e != null && !(e instanceof PackageElement)) {
      e = e.getEnclosingElement();
    }
    String pkg =
        e == null || ((PackageElement) e).isUnnamed()
            ? ""
            : ((PackageElement) e).getQualifiedName() + ".";
    return pkg + simple + "Codec";
  }

  /** The JSON name a {@code JsonNaming} rule (by constant name) gives {@code name}. */
  static String applyNaming(String rule, String name) {
    return JsonNaming.valueOf(rule).apply(name);
  }
}
