package dev.silk.cli.bench.codecs.harness;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonSchema;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.PropertyNamingStrategy;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.introspect.AnnotatedField;
import tools.jackson.databind.introspect.AnnotatedMember;
import tools.jackson.databind.introspect.AnnotatedMethod;
import tools.jackson.databind.introspect.AnnotatedParameter;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Jackson that Silk's codecs are measured against: Jackson 3 databind as a user gets it, with
 * its defaults, told only the member names the Silk codec uses. A record made with {@code naming =
 * SNAKE_CASE} or {@code @JsonName} reads {@code {"order_id": 1}}; Jackson, reading the component
 * {@code orderId}, would expect another document, and the two engines would not do the same job (so
 * nothing was measured, D220). The check and every benchmark build it here, so they compare the
 * same thing.
 */
public final class JacksonMapper {
  private JacksonMapper() {}

  /** A new mapper with Jackson's defaults and the Silk codecs' member names. */
  public static ObjectMapper create() {
    return JsonMapper.builder().propertyNamingStrategy(new SilkNames()).build();
  }

  /**
   * Each record component's JSON name, read from its generated codec: the codec's schema lists the
   * members in the order of the components. A class without a codec keeps Jackson's names.
   */
  static final class SilkNames extends PropertyNamingStrategy {
    private static final long serialVersionUID = 1L;

    private final transient Map<Class<?>, Map<String, String>> names = new ConcurrentHashMap<>();

    @Override
    public String nameForField(MapperConfig<?> config, AnnotatedField field, String name) {
      return rename(field, name);
    }

    @Override
    public String nameForGetterMethod(MapperConfig<?> config, AnnotatedMethod method, String name) {
      return rename(method, name);
    }

    @Override
    public String nameForSetterMethod(MapperConfig<?> config, AnnotatedMethod method, String name) {
      return rename(method, name);
    }

    @Override
    public String nameForConstructorParameter(
        MapperConfig<?> config, AnnotatedParameter parameter, String name) {
      return rename(parameter, name);
    }

    private String rename(AnnotatedMember member, String name) {
      Class<?> owner = member.getDeclaringClass();
      return owner == null
          ? name
          : names.computeIfAbsent(owner, SilkNames::of).getOrDefault(name, name);
    }

    /** Component name to JSON name for a record with a generated codec; empty otherwise. */
    static Map<String, String> of(Class<?> type) {
      if (!type.isRecord()) {
        return Map.of();
      }
      String binary = type.getName();
      int dot = binary.lastIndexOf('.');
      String codecName =
          binary.substring(0, dot + 1) + binary.substring(dot + 1).replace('$', '_') + "Codec";
      try {
        Field instance =
            Class.forName(codecName, true, type.getClassLoader()).getDeclaredField("INSTANCE");
        instance.setAccessible(true);
        JsonSchema schema = ((JsonCodec<?>) instance.get(null)).schema();
        List<JsonSchema.Property> properties = schema.properties();
        RecordComponent[] components = type.getRecordComponents();
        if (properties.size() != components.length) {
          return Map.of();
        }
        Map<String, String> renamed = new HashMap<>();
        for (int i = 0; i < components.length; i++) {
          renamed.put(components[i].getName(), properties.get(i).name());
        }
        return renamed;
      } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
        return Map.of();
      }
    }
  }
}
