package dev.silk.json.processor;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * Generates a {@code JsonCodec} for every {@code @JsonBound} record, enum and sealed interface, so
 * that JSON mapping is straight-line code decided at compile time: no reflection at run time, and
 * nothing for a native image to configure.
 *
 * <p>javac finds it through {@code META-INF/services/javax.annotation.processing.Processor}; in a
 * Maven build, list {@code dev.silk:silk-json-processor} under the compiler plugin's {@code
 * annotationProcessorPaths}. Misuse is reported as a compile error on the element at fault.
 */
public final class JsonBoundProcessor extends AbstractProcessor {
  static final String FORM_BOUND = "dev.silk.web.forms.FormBound";

  /**
   * The option ({@code -Asilk.json.writeInLastRound}) with which {@code silk dev} has the generated
   * sources written in the last round instead of the first (docs/decisions.md, D347): javac enters
   * every source again for each round after one that wrote a file, so writing in the first round
   * costs two rounds more, writing in the last one round. javac warns that a file of the last round
   * is not processed again, which nothing here needs; a build that refers to a generated class in a
   * declaration (an import, a field's type) fails that way, so {@code silk dev} compiles it again
   * without the option.
   */
  static final String WRITE_IN_LAST_ROUND = "silk.json.writeInLastRound";

  /** A generated source held for the last round. */
  private record Held(String name, TypeElement origin, String source) {}

  private final List<Held> held = new ArrayList<>();
  private boolean writeInLastRound;
  private Annotations annotations;
  private TypeResolver resolver;
  private ConstraintReader constraints;
  private ValidatorWriter validators;

  /** Created by javac. */
  public JsonBoundProcessor() {}

  @Override
  public synchronized void init(ProcessingEnvironment env) {
    super.init(env);
    annotations = new Annotations(env.getElementUtils());
    resolver = new TypeResolver(env.getTypeUtils(), annotations);
    constraints = new ConstraintReader(env.getTypeUtils(), annotations);
    validators = new ValidatorWriter(constraints);
    writeInLastRound = env.getOptions().containsKey(WRITE_IN_LAST_ROUND);
  }

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(WRITE_IN_LAST_ROUND);
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    // Claiming them all keeps -Xlint:processing quiet about annotations "no processor claimed".
    Set<String> claimed = new java.util.HashSet<>(ConstraintReader.ALL);
    claimed.addAll(
        List.of(
            Annotations.BOUND, Annotations.NAME, Annotations.USE, Annotations.DEFAULT, FORM_BOUND));
    return claimed;
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> set, RoundEnvironment round) {
    if (round.processingOver()) {
      for (Held h : held) {
        write(h.name(), h.origin(), h.source());
      }
      held.clear();
      return true;
    }
    TypeElement bound = processingEnv.getElementUtils().getTypeElement(Annotations.BOUND);
    if (bound == null) {
      return true;
    }
    unboundConstraints(round);
    TypeElement formBound = processingEnv.getElementUtils().getTypeElement(FORM_BOUND);
    if (formBound != null) {
      for (Element element : round.getElementsAnnotatedWith(formBound)) {
        if (element instanceof TypeElement type
            && accessible(type)
            && plainGeneric(type, "@FormBound")) {
          formBinder(type);
        }
      }
    }
    for (Element element : round.getElementsAnnotatedWith(bound)) {
      if (!(element instanceof TypeElement type)) {
        continue;
      }
      if (!accessible(type) || !plainGeneric(type, "@JsonBound")) {
        continue;
      }
      switch (type.getKind()) {
        case RECORD -> record(type);
        case ENUM -> enumeration(type);
        case INTERFACE -> sealed(type);
        default ->
            error(
                type,
                "@JsonBound applies to records, enums and sealed interfaces of @JsonBound records,"
                    + " not to "
                    + type.getKind().toString().toLowerCase(java.util.Locale.ROOT)
                    + " "
                    + type.getSimpleName());
      }
    }
    return true;
  }

  /**
   * Constraints are checked by generated code; on a record nothing generates code for they would
   * silently check nothing, so say so.
   */
  private void unboundConstraints(RoundEnvironment round) {
    Set<Element> warned = new java.util.HashSet<>();
    for (String name : ConstraintReader.ALL) {
      TypeElement annotation = processingEnv.getElementUtils().getTypeElement(name);
      if (annotation == null) {
        continue;
      }
      for (Element e : round.getElementsAnnotatedWith(annotation)) {
        Element owner = e.getEnclosingElement();
        if (owner.getKind() == ElementKind.RECORD
            && !Annotations.has(owner, Annotations.BOUND)
            && !Annotations.has(owner, FORM_BOUND)
            && warned.add(owner)) {
          processingEnv
              .getMessager()
              .printMessage(
                  Diagnostic.Kind.WARNING,
                  "the constraints on "
                      + label((TypeElement) owner)
                      + " are checked by the code generated for @JsonBound (or @FormBound)"
                      + " records: annotate the record, or its constraints check nothing",
                  positioned(e));
        }
      }
    }
  }

  /**
   * Writes the form binder of a {@code @FormBound} record (silk-web's forms): a field per
   * component, read, converted and checked by generated code.
   */
  private void formBinder(TypeElement type) {
    if (type.getKind() != ElementKind.RECORD) {
      error(type, "@FormBound applies to records, not to " + label(type));
      return;
    }
    List<FormBinderWriter.Field> fields = new ArrayList<>();
    Map<String, String> names = new java.util.LinkedHashMap<>();
    boolean ok = true;
    for (RecordComponentElement component : type.getRecordComponents()) {
      String explicit = annotations.jsonName(component);
      String name = explicit != null ? explicit : component.getSimpleName().toString();
      names.put(component.getSimpleName().toString(), name);
      try {
        fields.add(FormBinderWriter.field(component, name));
      } catch (FormBinderWriter.Unsupported e) {
        error(component, e.getMessage());
        ok = false;
      }
    }
    if (!ok) {
      return;
    }
    ConstraintReader.Rules rules;
    try {
      rules = constraints.read(type, names);
    } catch (ConstraintReader.Misuse e) {
      if (!Annotations.has(type, Annotations.BOUND)) {
        error(e.element, e.getMessage()); // else the codec reported it already
      }
      return;
    }
    String binder = FormBinderWriter.binderName(type);
    String qualified =
        Names.packageOf(type).isEmpty() ? binder : Names.packageOf(type) + "." + binder;
    emit(qualified, type, new FormBinderWriter(validators).source(type, fields, rules, binder));
  }

  /** The generated codec lives in the type's package, so the type must be visible there. */
  private boolean accessible(TypeElement type) {
    if (type.getNestingKind() == NestingKind.LOCAL
        || type.getNestingKind() == NestingKind.ANONYMOUS) {
      error(type, "@JsonBound types must be top-level or nested members, not local classes");
      return false;
    }
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        error(
            type,
            "@JsonBound type "
                + label(type)
                + " must not be private (nor nested in a private type): its codec is generated"
                + " beside it, in package "
                + Names.packageOf(type));
        return false;
      }
    }
    return true;
  }

  /**
   * A generic type is bound when it is a record whose type variables are plain ({@code T}, not
   * {@code T extends Number}): its codec's factory takes a codec per variable.
   */
  private boolean plainGeneric(TypeElement type, String use) {
    if (type.getTypeParameters().isEmpty()) {
      return true;
    }
    if (type.getKind() != ElementKind.RECORD || !use.equals("@JsonBound")) {
      error(
          type,
          use
              + " type "
              + label(type)
              + " must not be generic: only a @JsonBound record may be (its codec's factory takes"
              + " the codecs of its type arguments)");
      return false;
    }
    for (TypeParameterElement p : type.getTypeParameters()) {
      List<? extends TypeMirror> bounds = p.getBounds();
      if (bounds.size() > 1 || !bounds.get(0).toString().equals("java.lang.Object")) {
        error(
            type,
            "the type variable "
                + p
                + " of @JsonBound record "
                + label(type)
                + " must not have bounds ("
                + bounds
                + "): its codec is given by the caller, as a JsonCodec<"
                + p
                + ">");
        return false;
      }
    }
    return true;
  }

  private void record(TypeElement type) {
    TypeResolver resolver =
        type.getTypeParameters().isEmpty() ? this.resolver : this.resolver.inside(type);
    String naming = String.valueOf(annotations.value(type, Annotations.BOUND, "naming"));
    boolean omitNulls =
        Boolean.TRUE.equals(annotations.value(type, Annotations.BOUND, "omitNulls"));
    boolean strict = Boolean.TRUE.equals(annotations.value(type, Annotations.BOUND, "strict"));
    boolean defaultMissing =
        Boolean.TRUE.equals(annotations.value(type, Annotations.BOUND, "defaultMissingPrimitives"));
    List<RecordCodecWriter.Member> members = new ArrayList<>();
    Map<String, String> jsonNames = new HashMap<>();
    Map<String, String> componentJsonNames = new java.util.LinkedHashMap<>();
    boolean ok = true;
    for (RecordComponentElement component : type.getRecordComponents()) {
      String name = component.getSimpleName().toString();
      String json = jsonName(component, naming);
      if (json == null) {
        ok = false;
        continue;
      }
      componentJsonNames.put(name, json);
      String clash = jsonNames.putIfAbsent(json, name);
      if (clash != null) {
        error(
            component,
            "members '"
                + clash
                + "' and '"
                + name
                + "' of "
                + label(type)
                + " both have the JSON name '"
                + json
                + "'");
        ok = false;
        continue;
      }
      TypeMirror t = component.asType();
      if (t.getKind() == TypeKind.ERROR) {
        ok = false; // javac reports the unknown type itself
        continue;
      }
      try {
        TypeResolver.Use use = use(component);
        Kind kind = resolver.resolve(t, use);
        if (use != null && !use.used) {
          throw new TypeResolver.Unsupported(
              "@JsonUse names a codec of "
                  + use.codec.type()
                  + ", but member '"
                  + name
                  + "' is a "
                  + t
                  + " and holds none");
        }
        boolean marked = Annotations.has(component, Annotations.DEFAULT);
        if (marked && !(kind instanceof Kind.Prim)) {
          throw new TypeResolver.Unsupported(
              "@JsonDefault is for primitive members; a missing "
                  + t
                  + " already reads as null (an Optional as empty), so remove the annotation");
        }
        members.add(
            new RecordCodecWriter.Member(
                name, json, kind, (marked || defaultMissing) && kind instanceof Kind.Prim));
      } catch (TypeResolver.Unsupported e) {
        error(
            component,
            "member '"
                + name
                + "' of "
                + label(type)
                + " cannot be read or written as JSON: "
                + e.getMessage()
                + ". "
                + TypeResolver.SUPPORTED
                + " For another type, annotate it with @JsonBound or name a hand-written"
                + " JsonCodec with @JsonUse(YourCodec.class) on the member.");
        ok = false;
      }
    }
    if (!ok) {
      return;
    }
    List<String> variables = new ArrayList<>();
    for (TypeParameterElement p : type.getTypeParameters()) {
      variables.add(p.getSimpleName().toString());
    }
    String qualified = type.getQualifiedName().toString();
    String typeName =
        variables.isEmpty() ? qualified : qualified + "<" + String.join(", ", variables) + ">";
    CodecClass codec = new CodecClass();
    Code validation;
    ConstraintReader.Rules rules;
    try {
      rules = constraints.read(type, componentJsonNames);
      validation =
          validators.recordMethods(
              typeName, type, rules, t -> ((Kind.Generic) resolved(resolver, t)).field(codec));
    } catch (ConstraintReader.Misuse e) {
      error(e.element, e.getMessage());
      return;
    }
    String codecName = Names.codecSimpleName(type);
    String source =
        new RecordCodecWriter(
                Names.packageOf(type),
                codecName,
                qualified,
                label(type),
                members,
                omitNulls,
                strict,
                variables,
                codec)
            .validation(validation, rules)
            .source();
    emit(type, source);
  }

  /** The kind of a type that resolved before, when the record's members did. */
  private static Kind resolved(TypeResolver resolver, TypeMirror type) {
    try {
      return resolver.resolve(type, null);
    } catch (TypeResolver.Unsupported e) {
      throw new IllegalStateException("resolved once already: " + type, e);
    }
  }

  private TypeResolver.Use use(RecordComponentElement component) throws TypeResolver.Unsupported {
    Object codec = annotations.value(component, Annotations.USE, "value");
    if (codec == null) {
      return null;
    }
    return resolver.use(component, (TypeMirror) codec);
  }

  private String jsonName(RecordComponentElement component, String naming) {
    String explicit = annotations.jsonName(component);
    String json =
        explicit != null
            ? explicit
            : Names.applyNaming(naming, component.getSimpleName().toString());
    if (!Names.isEncodable(json)) {
      error(
          component,
          "the JSON name of member '" + component.getSimpleName() + "' has an unpaired surrogate");
      return null;
    }
    return json;
  }

  private void enumeration(TypeElement type) {
    try {
      Kind.Enum kind = resolver.enumKind(type);
      emit(
          type,
          new EnumCodecWriter(Names.packageOf(type), Names.codecSimpleName(type), kind).source());
    } catch (TypeResolver.Unsupported e) {
      error(type, e.getMessage());
    }
  }

  private void sealed(TypeElement type) {
    if (!type.getModifiers().contains(Modifier.SEALED)) {
      error(
          type,
          "@JsonBound interface "
              + label(type)
              + " must be sealed, so that its variants are known at compile time:"
              + " declare it 'sealed interface "
              + type.getSimpleName()
              + " permits ...' with @JsonBound records");
      return;
    }
    String discriminator =
        String.valueOf(annotations.value(type, Annotations.BOUND, "discriminator"));
    if (!Names.isEncodable(discriminator)) {
      error(type, "the discriminator has an unpaired surrogate");
      return;
    }
    List<SealedCodecWriter.Variant> variants = new ArrayList<>();
    Map<String, String> tags = new HashMap<>();
    boolean ok = true;
    for (TypeElement variant : leaves(type, new LinkedHashSet<>())) {
      String name = variant.getQualifiedName().toString();
      Element at = variant.getKind() == ElementKind.RECORD ? variant : type;
      if (variant.getKind() == ElementKind.RECORD && !variant.getTypeParameters().isEmpty()) {
        error(
            variant,
            "variant "
                + name
                + " of sealed interface "
                + label(type)
                + " must not be generic: the union's codec reads it with one codec, known at"
                + " compile time");
        ok = false;
        continue;
      }
      if (variant.getKind() != ElementKind.RECORD || !Annotations.has(variant, Annotations.BOUND)) {
        error(
            at,
            "variant "
                + name
                + " of sealed interface "
                + label(type)
                + " must be a @JsonBound record: only records carry the members a tagged union reads");
        ok = false;
        continue;
      }
      String explicit = annotations.jsonName(variant);
      String tag = explicit != null ? explicit : variant.getSimpleName().toString();
      String clash = tags.putIfAbsent(tag, name);
      if (clash != null) {
        error(
            variant,
            "variants "
                + clash
                + " and "
                + name
                + " of "
                + label(type)
                + " both have the tag '"
                + tag
                + "'");
        ok = false;
        continue;
      }
      String naming = String.valueOf(annotations.value(variant, Annotations.BOUND, "naming"));
      for (RecordComponentElement component : variant.getRecordComponents()) {
        String explicitName = annotations.jsonName(component);
        String json =
            explicitName != null
                ? explicitName
                : Names.applyNaming(naming, component.getSimpleName().toString());
        if (json.equals(discriminator)) {
          error(
              component,
              "member '"
                  + component.getSimpleName()
                  + "' of "
                  + label(variant)
                  + " has the JSON name '"
                  + json
                  + "', which "
                  + label(type)
                  + " uses as its discriminator; rename one with @JsonName or"
                  + " @JsonBound(discriminator = \"...\")");
          ok = false;
        }
      }
      variants.add(new SealedCodecWriter.Variant(name, Names.codecQualifiedName(variant), tag));
    }
    if (!ok) {
      return;
    }
    if (variants.isEmpty()) {
      error(type, "sealed interface " + label(type) + " permits no @JsonBound record");
      return;
    }
    emit(
        type,
        new SealedCodecWriter(
                Names.packageOf(type),
                Names.codecSimpleName(type),
                type.getQualifiedName().toString(),
                label(type),
                discriminator,
                variants)
            .validation(
                validators.sealedMethods(
                    type.getQualifiedName().toString(),
                    new ArrayList<>(leaves(type, new LinkedHashSet<>()))))
            .source());
  }

  /**
   * The types a sealed interface stands for: its permitted subtypes, with sealed sub-interfaces
   * replaced by theirs, so that a hierarchy of sealed interfaces is one tagged union.
   */
  private Set<TypeElement> leaves(TypeElement sealed, Set<TypeElement> into) {
    for (TypeMirror permitted : sealed.getPermittedSubclasses()) {
      TypeElement sub = (TypeElement) processingEnv.getTypeUtils().asElement(permitted);
      if (sub.getKind() == ElementKind.INTERFACE && sub.getModifiers().contains(Modifier.SEALED)) {
        leaves(sub, into);
      } else {
        into.add(sub);
      }
    }
    return into;
  }

  private void emit(TypeElement type, String source) {
    emit(Names.codecQualifiedName(type), type, source);
  }

  /** Writes the source of class {@code name} now, or holds it for the last round (D347). */
  private void emit(String name, TypeElement type, String source) {
    if (writeInLastRound) {
      held.add(new Held(name, type, source));
    } else {
      write(name, type, source);
    }
  }

  private void write(String name, TypeElement type, String source) {
    try (Writer w = processingEnv.getFiler().createSourceFile(name, type).openWriter()) {
      w.write(source);
    } catch (IOException e) {
      error(type, "cannot write " + name + ": " + e.getMessage());
    }
  }

  /** The name of a type as its user writes it inside its package: {@code Outer.Item}. */
  private static String label(TypeElement type) {
    String pkg = Names.packageOf(type);
    String name = type.getQualifiedName().toString();
    return pkg.isEmpty() ? name : name.substring(pkg.length() + 1);
  }

  /**
   * javac 17 places no position on a record component element; its field, which javac declares at
   * the component, has one.
   */
  private static Element positioned(Element element) {
    if (element.getKind() == ElementKind.RECORD_COMPONENT) {
      for (Element e : element.getEnclosingElement().getEnclosedElements()) {
        if (e.getKind() == ElementKind.FIELD && e.getSimpleName().equals(element.getSimpleName())) {
          return e;
        }
      }
    }
    return element;
  }

  private void error(Element element, String message) {
    processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, positioned(element));
  }
}
