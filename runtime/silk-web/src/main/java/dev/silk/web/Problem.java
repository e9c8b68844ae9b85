package dev.silk.web;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonValue;
import dev.silk.json.validation.Violation;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpStatus;

/**
 * An error answer as RFC 9457 describes it ({@code application/problem+json}): a {@code type} URI
 * naming the kind of problem, a short {@code title}, the {@code status}, a {@code detail} for this
 * occurrence, the {@code instance} it happened at, and members of its own.
 *
 * <p>Every error Silk answers is one: a thrown {@link HttpException} carries a problem, the
 * router's 404, 405 and 501 too, and a request body that breaks its constraints is a 422 whose
 * {@link #errors()} list each violation with its JSON Pointer. Clients that accept JSON get it as a
 * document, browsers get an HTML page, and {@code text/plain} clients its detail (see {@link
 * App#error(ExceptionHandler)} to answer differently).
 *
 * <pre>{@code
 * throw new HttpException(Problem.of(409)
 *     .withType("https://example.com/problems/out-of-stock")
 *     .withTitle("Out of stock")
 *     .withDetail("only 2 left of item 7")
 *     .with("available", 2));
 * }</pre>
 *
 * <p>The document, with the request's path and id filled in when the problem is answered:
 *
 * <pre>{@code
 * {"type":"https://example.com/problems/out-of-stock","title":"Out of stock","status":409,
 *  "detail":"only 2 left of item 7","instance":"/orders","requestId":"3f2a91c0","available":2}
 * }</pre>
 *
 * <p>Values are immutable; each {@code with...} returns a new problem.
 */
public final class Problem {
  /** The media type of the JSON form. */
  public static final String MEDIA_TYPE = "application/problem+json";

  /** Reads and writes problems as RFC 9457 documents, extension members included. */
  public static final JsonCodec<Problem> CODEC = new ProblemCodec();

  /** RFC 9457's type of a problem that needs no more than its status to be understood. */
  public static final String BLANK = "about:blank";

  private final String type;
  private final String title;
  private final int status;
  private final String detail;
  private final String instance;
  private final String requestId;
  private final List<Violation> errors;
  private final Map<String, JsonValue> members;

  Problem(
      String type,
      String title,
      int status,
      String detail,
      String instance,
      String requestId,
      List<Violation> errors,
      Map<String, JsonValue> members) {
    this.type = type;
    this.title = title;
    this.status = status;
    this.detail = detail;
    this.instance = instance;
    this.requestId = requestId;
    this.errors = errors;
    this.members = members;
  }

  /**
   * A problem of type {@code about:blank} with the status's reason phrase as its title, such as
   * {@code "Not Found"}.
   *
   * @throws IllegalArgumentException if {@code status} is not 400 to 599
   */
  public static Problem of(int status) {
    if (status < 400 || status > 599) {
      throw new IllegalArgumentException("a problem needs an error status, 400 to 599: " + status);
    }
    return new Problem(BLANK, reason(status), status, null, null, null, List.of(), Map.of());
  }

  /** A problem with a status and a detail for the client, such as {@code "no item 7"}. */
  public static Problem of(int status, String detail) {
    return of(status).withDetail(detail);
  }

  /**
   * A 422 listing violations, as Silk answers a request body or form that breaks its constraints:
   * the detail names them all ({@code "2 invalid values: /name must not be blank; /qty must be at
   * least 1"}), {@link #errors()} lists them with their pointers.
   *
   * @param count how many there were, which may be more than the list keeps
   */
  public static Problem invalid(List<Violation> violations, int count) {
    StringBuilder detail = new StringBuilder();
    detail.append(count).append(count == 1 ? " invalid value: " : " invalid values: ");
    for (int i = 0; i < violations.size(); i++) {
      Violation v = violations.get(i);
      detail.append(i == 0 ? "" : "; ").append(v.pointer().isEmpty() ? "/" : v.pointer());
      detail.append(' ').append(v.message());
    }
    if (count > violations.size()) {
      detail.append("; and ").append(count - violations.size()).append(" more");
    }
    return of(422).withDetail(detail.toString()).withErrors(violations);
  }

  /** The status's reason phrase: {@code "Unprocessable Content"} for 422. */
  static String reason(int status) {
    // RFC 9110's phrases for the statuses apps answer most; Jetty's table for the rest.
    return switch (status) {
      case 400 -> "Bad Request";
      case 401 -> "Unauthorized";
      case 403 -> "Forbidden";
      case 404 -> "Not Found";
      case 405 -> "Method Not Allowed";
      case 406 -> "Not Acceptable";
      case 409 -> "Conflict";
      case 413 -> "Content Too Large";
      case 415 -> "Unsupported Media Type";
      case 422 -> "Unprocessable Content";
      case 429 -> "Too Many Requests";
      case 500 -> "Internal Server Error";
      case 501 -> "Not Implemented";
      case 503 -> "Service Unavailable";
      default -> {
        String phrase = HttpStatus.getMessage(status);
        yield phrase == null || phrase.equals(Integer.toString(status))
            ? "Error " + status
            : phrase;
      }
    };
  }

  // ---- the members

  /** A URI naming the kind of problem; {@code about:blank} unless set. */
  public String type() {
    return type;
  }

  /** A short summary of the kind of problem, the same for every occurrence. */
  public String title() {
    return title;
  }

  /** The HTTP status. */
  public int status() {
    return status;
  }

  /** What went wrong this time, for the client; {@code null} if not given. */
  public String detail() {
    return detail;
  }

  /** Where it happened (the request's path when Silk answers it); {@code null} if not given. */
  public String instance() {
    return instance;
  }

  /** The id of the request, as the server's log names it; {@code null} until answered. */
  public String requestId() {
    return requestId;
  }

  /** The violations of a 422, each with its JSON Pointer; empty for other problems. */
  public List<Violation> errors() {
    return errors;
  }

  /** Members of this problem's own, by name, in the order they were added. */
  public Map<String, JsonValue> members() {
    return members;
  }

  // ---- derivations

  public Problem withType(String newType) {
    return new Problem(
        required(newType, "type"), title, status, detail, instance, requestId, errors, members);
  }

  public Problem withTitle(String newTitle) {
    return new Problem(
        type, required(newTitle, "title"), status, detail, instance, requestId, errors, members);
  }

  public Problem withDetail(String newDetail) {
    return new Problem(type, title, status, newDetail, instance, requestId, errors, members);
  }

  public Problem withInstance(String newInstance) {
    return new Problem(type, title, status, detail, newInstance, requestId, errors, members);
  }

  public Problem withRequestId(String id) {
    return new Problem(type, title, status, detail, instance, id, errors, members);
  }

  /** The same problem listing these violations under {@code errors}. */
  public Problem withErrors(List<Violation> violations) {
    return new Problem(
        type, title, status, detail, instance, requestId, List.copyOf(violations), members);
  }

  /**
   * The same problem with a member of its own, written after the standard ones.
   *
   * @throws IllegalArgumentException for a name RFC 9457 or Silk already uses
   */
  public Problem with(String name, JsonValue value) {
    if (ProblemCodec.RESERVED.contains(name)) {
      throw new IllegalArgumentException(
          "'" + name + "' is a member every problem has: use its with... method");
    }
    Map<String, JsonValue> m = new LinkedHashMap<>(members);
    m.put(name, value == null ? dev.silk.json.JsonNull.INSTANCE : value);
    return new Problem(
        type, title, status, detail, instance, requestId, errors, Collections.unmodifiableMap(m));
  }

  /** A member of its own holding a string. */
  public Problem with(String name, String value) {
    return with(name, value == null ? null : new dev.silk.json.JsonString(value));
  }

  /** A member of its own holding a number. */
  public Problem with(String name, long value) {
    return with(name, dev.silk.json.JsonNumber.of(value));
  }

  /** The same problem with another status (the title follows if it was the old status's). */
  Problem withStatus(int newStatus) {
    String t = title.equals(reason(status)) ? reason(newStatus) : title;
    return new Problem(type, t, newStatus, detail, instance, requestId, errors, members);
  }

  private static String required(String value, String what) {
    if (value == null || value.isEmpty()) {
      throw new IllegalArgumentException("a problem's " + what + " must not be empty");
    }
    return value;
  }

  /** The text a {@code text/plain} client sees: the detail, or the title when there is none. */
  String text() {
    String line = detail != null ? detail : title;
    return status >= 500 && requestId != null ? line + " (request " + requestId + ")" : line;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Problem p
        && p.status == status
        && p.type.equals(type)
        && p.title.equals(title)
        && java.util.Objects.equals(p.detail, detail)
        && java.util.Objects.equals(p.instance, instance)
        && java.util.Objects.equals(p.requestId, requestId)
        && p.errors.equals(errors)
        && p.members.equals(members);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(type, title, status, detail, instance, requestId, errors);
  }

  /** The JSON form. */
  @Override
  public String toString() {
    return dev.silk.json.Json.toJson(CODEC, this);
  }
}
