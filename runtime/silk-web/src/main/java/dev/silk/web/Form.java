package dev.silk.web;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The fields and files of a form post: {@code application/x-www-form-urlencoded} or {@code
 * multipart/form-data}, on POST, PUT and PATCH. Read with {@link WebRequest#form()}.
 *
 * <p>Parsed once, on first use. Field lookup has one contract with the query: {@link #value}
 * returns the first value or {@code null}, typed reads answer 400 naming the field.
 *
 * <pre>{@code
 * Form form = req.form();
 * String title = form.value("title");
 * int qty = form.intValue("qty", 1);
 * UploadedFile image = form.file("image");
 * }</pre>
 */
public final class Form {
  static final Form EMPTY = new Form(new String[0], new String[0], List.of());
  private static final String FIELD = "form field";

  // Forms are short: parallel arrays scanned in order, like the query.
  private final String[] names;
  private final String[] values;
  private final List<UploadedFile> files;

  Form(String[] names, String[] values, List<UploadedFile> files) {
    this.names = names;
    this.values = values;
    this.files = files;
  }

  /**
   * A form made in code from names and values ({@code Form.of("email", "ann@example.com", "age",
   * "42")}), such as a test gives a form binder without a request.
   */
  public static Form of(String... namesAndValues) {
    if (namesAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("a form needs a value for every name");
    }
    String[] n = new String[namesAndValues.length / 2];
    String[] v = new String[n.length];
    for (int i = 0; i < n.length; i++) {
      n[i] = namesAndValues[2 * i];
      v[i] = namesAndValues[2 * i + 1];
    }
    return new Form(n, v, List.of());
  }

  private static Form urlencoded(QueryParams q) {
    String[] n = new String[q.size()];
    String[] v = new String[q.size()];
    for (int i = 0; i < n.length; i++) {
      n[i] = q.name(i);
      v[i] = q.value(i);
    }
    return new Form(n, v, List.of());
  }

  /**
   * Reads the form of {@code request}, with at most {@code maxKeys} fields (files included) and the
   * body limits of {@code uploads}.
   */
  static Form read(WebRequest request, Uploads uploads, int maxKeys) {
    String method = request.method();
    if (!method.equals("POST") && !method.equals("PUT") && !method.equals("PATCH")) {
      return EMPTY;
    }
    String type = request.contentType();
    if (type == null) {
      return EMPTY;
    }
    String lower = type.toLowerCase(Locale.ROOT);
    if (lower.startsWith("application/x-www-form-urlencoded")) {
      return urlencoded(QueryParams.parse(request.bodyText(), maxKeys, QueryParams.Source.FORM));
    }
    if (lower.startsWith("multipart/form-data")) {
      String boundary = MultipartReader.boundary(type);
      long length = request.contentLength();
      if (length > uploads.maxRequestSize()) {
        throw BodyReader.tooLarge(uploads.maxRequestSize());
      }
      try (InputStream in = request.bodyStream()) {
        return new MultipartReader(in, boundary, uploads, maxKeys).read();
      } catch (IOException e) {
        throw new HttpException(400, "the multipart body could not be read");
      }
    }
    return EMPTY;
  }

  /** The first value of a field, or {@code null}. */
  public String value(String name) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        return values[i];
      }
    }
    return null;
  }

  /** The first value of a field, or {@code fallback} when absent. */
  public String value(String name, String fallback) {
    String v = value(name);
    return v == null ? fallback : v;
  }

  /** A field as an {@code int}; {@code fallback} when absent, 400 naming it when not a number. */
  public int intValue(String name, int fallback) {
    String v = value(name);
    return v == null || v.isEmpty() ? fallback : TypedValues.toInt(v, FIELD, name);
  }

  /** A field as a {@code long}; {@code fallback} when absent, 400 naming it when not a number. */
  public long longValue(String name, long fallback) {
    String v = value(name);
    return v == null || v.isEmpty() ? fallback : TypedValues.toLong(v, FIELD, name);
  }

  /** Every value of a repeated field (checkboxes), in order. */
  public List<String> values(String name) {
    List<String> list = new ArrayList<>(2);
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        list.add(values[i]);
      }
    }
    return list;
  }

  /** The field names, in order of first appearance. */
  public List<String> names() {
    return QueryParams.distinct(names, names.length);
  }

  /** The first file sent under a field name, or {@code null}. */
  public UploadedFile file(String name) {
    for (UploadedFile f : files) {
      if (f.field().equals(name)) {
        return f;
      }
    }
    return null;
  }

  /** Every file sent under a field name. */
  public List<UploadedFile> files(String name) {
    List<UploadedFile> list = new ArrayList<>(2);
    for (UploadedFile f : files) {
      if (f.field().equals(name)) {
        list.add(f);
      }
    }
    return list;
  }

  /** Every uploaded file. */
  public List<UploadedFile> files() {
    return files;
  }

  void deleteFiles() {
    for (UploadedFile f : files) {
      f.delete();
    }
  }
}
