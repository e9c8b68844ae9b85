package dev.silk.web;

import dev.silk.json.JsonCodec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One resource, several representations: a route that answers JSON to an API client and a page to a
 * browser, chosen by the request's {@code Accept} header, and {@code 406} when it accepts none.
 *
 * <pre>{@code
 * app.get("/items", Negotiated.of(req -> items.all())
 *     .json(ItemCodec.INSTANCE.list())        // application/json
 *     .html("items.jte"));                    // text/html, the template gets the list
 * }</pre>
 *
 * <p>The representation is chosen before the value is loaded, so a request that gets a {@code 406}
 * costs no query. The client's most preferred type wins, the order of declaration breaking ties (so
 * {@code Accept: *}{@code /*}, or no header, gets the first); every answer says {@code Vary:
 * Accept}, so caches keep the representations apart (error answers say it too). A {@code null}
 * value answers {@code 404}, as typed JSON routes do.
 *
 * @param <T> the type of the resource
 */
public final class Negotiated<T> implements Handler {
  /** Turns the loaded value into the answer of one media type. */
  @FunctionalInterface
  public interface Representation<T> {
    /** The answer for {@code value}, which is never null. */
    WebResponse render(WebRequest request, T value) throws Exception;
  }

  private final JsonHandler<T> load;
  private final String[] types;
  private final List<Representation<T>> representations;

  private Negotiated(JsonHandler<T> load, String[] types, List<Representation<T>> representations) {
    this.load = load;
    this.types = types;
    this.representations = representations;
  }

  /** A resource whose value {@code load} reads; add its representations next. */
  public static <T> Negotiated<T> of(JsonHandler<T> load) {
    if (load == null) {
      throw new IllegalArgumentException("Negotiated.of needs a function loading the value");
    }
    return new Negotiated<>(load, new String[0], List.of());
  }

  /** {@code application/json}, written by {@code codec}. */
  public Negotiated<T> json(JsonCodec<T> codec) {
    if (codec == null) {
      throw new IllegalArgumentException("json(codec) needs the codec that writes the value");
    }
    return as("application/json", (req, value) -> WebResponse.json(codec, value));
  }

  /** {@code text/html}, the template {@code name} rendered with the value as its parameter. */
  public Negotiated<T> html(String template) {
    if (template == null || template.isBlank()) {
      throw new IllegalArgumentException("html(template) needs a template name, like items.jte");
    }
    return as("text/html", (req, value) -> WebResponse.template(template, value));
  }

  /**
   * Any media type, such as {@code text/csv}: {@code render} answers with it (and should set that
   * type). Each type may be declared once.
   */
  public Negotiated<T> as(String mediaType, Representation<T> render) {
    if (mediaType == null || mediaType.indexOf('/') <= 0 || render == null) {
      throw new IllegalArgumentException(
          "as(mediaType, render) needs a media type such as text/csv and a function rendering it");
    }
    for (String type : types) {
      if (type.equalsIgnoreCase(mediaType)) {
        throw new IllegalArgumentException(mediaType + " is declared twice for this resource");
      }
    }
    String[] t = Arrays.copyOf(types, types.length + 1);
    t[types.length] = mediaType;
    List<Representation<T>> r = new ArrayList<>(representations);
    r.add(render);
    return new Negotiated<>(load, t, List.copyOf(r));
  }

  /** The media types this resource answers in, in the order they were declared. */
  public String[] types() {
    return types.clone();
  }

  @Override
  public WebResponse handle(WebRequest request) throws Exception {
    if (types.length == 0) {
      throw new IllegalStateException(
          "the route for " + request + " declares no representation: add .json(codec) or .html()");
    }
    String chosen = request.preferredType(types);
    if (chosen == null) {
      throw new HttpException(
          406,
          "this resource is available as "
              + String.join(" or ", types)
              + ", and the request's Accept header takes none of them");
    }
    T value = load.handle(request);
    if (value == null) {
      throw new HttpException(404, "no page at " + TypedValues.shorten(request.path()));
    }
    for (int i = 0; i < types.length; i++) {
      if (types[i] == chosen) {
        return Vary.add(representations.get(i).render(request, value), "Accept");
      }
    }
    throw new AssertionError(chosen);
  }
}
