package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.validation.Violation;
import dev.silk.web.App;
import dev.silk.web.Form;
import dev.silk.web.Templates;
import dev.silk.web.WebResponse;
import dev.silk.web.forms.BoundForm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Forms bound to a record by a binder generated at compile time, shown again when invalid. */
class FormsTest {
  @TempDir static Path dir;
  static WebTest inProcess;
  static WebTest served;
  static WebTest compared;

  static App app(Path classes) {
    return App.create()
        .templates(
            Templates.development(dir.resolve("jte"), classes, FormsTest.class.getClassLoader()))
        .get("/signup", req -> WebResponse.template("signup.jte", SignUpForm.INSTANCE.empty()))
        .post(
            "/signup",
            req -> {
              BoundForm<SignUp> form = req.form(SignUpForm.INSTANCE);
              if (!form.isValid()) {
                return WebResponse.template("signup.jte", form).withStatus(422);
              }
              SignUp s = form.value();
              return WebResponse.text(
                  s.email()
                      + " "
                      + s.age()
                      + " "
                      + s.plan()
                      + " "
                      + s.newsletter()
                      + " "
                      + s.topics()
                      + " "
                      + s.birthday()
                      + " "
                      + s.nicknames()
                      + " "
                      + (s.avatar() == null ? "-" : s.avatar().fileName()));
            })
        .post(
            "/api/signup",
            req -> WebResponse.text(req.form(SignUpForm.INSTANCE).orElseThrow().email()));
  }

  @BeforeAll
  static void start() throws IOException {
    Path jte = Files.createDirectories(dir.resolve("jte"));
    Files.writeString(
        jte.resolve("signup.jte"),
        """
        @param dev.silk.web.forms.BoundForm<dev.silk.test.SignUp> form
        <form method="post">
        @if(form.formError() != null)<p class="error">${form.formError()}</p>@endif
        <input name="email" value="${form.value("email")}">
        @if(form.hasError("email"))<p class="error" id="email-error">${form.error("email")}</p>@endif
        <input name="age" value="${form.value("age")}">
        @if(form.hasError("age"))<p class="error" id="age-error">${form.error("age")}</p>@endif
        <input type="checkbox" name="newsletter" checked="${form.checked("newsletter")}">
        @for(var topic : dev.silk.test.SignUp.Topic.values())
        <input type="checkbox" name="topics" value="${topic.name()}" checked="${form.selected("topics", topic.name())}">
        @endfor
        </form>
        """);
    inProcess = WebTest.of(app(dir.resolve("classes-memory")));
    served = WebTest.serve(app(dir.resolve("classes-served")));
    int[] n = {0};
    compared = WebTest.compared(() -> app(dir.resolve("classes-compared-" + n[0]++)));
  }

  @AfterAll
  static void stop() {
    served.close();
    compared.close();
  }

  static Stream<WebTest> transports() {
    return Stream.of(inProcess, served, compared);
  }

  private static TestRequest valid(WebTest web) {
    return web.request("POST", "/signup")
        .form("email", "ann@example.com")
        .form("password", "correct horse")
        .form("repeat", "correct horse")
        .form("age", "42")
        .form("plan", "PRO")
        .form("newsletter", "on")
        .form("topics", "NEWS")
        .form("topics", "TIPS")
        .form("birthday", "1982-03-04")
        .form("nicknames", "annie")
        .form("nicknames", "a");
  }

  @EachTransport
  void aValidFormBecomesTheRecord(WebTest web) {
    assertEquals(
        "ann@example.com 42 PRO true [NEWS, TIPS] 1982-03-04 [annie, a] -",
        valid(web).send().text());
  }

  @EachTransport
  void aMultipartFormBindsItsFilesToo(WebTest web) {
    TestResponse r = valid(web).file("avatar", "ann.png", "image/png", new byte[] {1, 2, 3}).send();
    assertTrue(r.text().endsWith(" ann.png"), r.text());
  }

  @EachTransport
  void everyFieldsMistakeIsShownAtOnceWithTheValuesTyped(WebTest web) {
    TestResponse r =
        web.request("POST", "/signup")
            .form("email", "not an address")
            .form("password", "short")
            .form("age", "forty")
            .form("plan", "GOLD")
            .form("topics", "NEWS")
            .form("birthday", "yesterday")
            .send();
    assertEquals(422, r.status());
    String html = r.text();
    assertTrue(html.contains("<input name=\"email\" value=\"not an address\">"), html);
    assertTrue(
        html.contains("<p class=\"error\" id=\"email-error\">must be an email address</p>"), html);
    assertTrue(html.contains("<input name=\"age\" value=\"forty\">"), html);
    assertTrue(
        html.contains("<p class=\"error\" id=\"age-error\">must be a whole number</p>"), html);
    assertTrue(html.contains("value=\"NEWS\" checked"), html);
    assertFalse(html.contains("value=\"TIPS\" checked"), html);
  }

  @EachTransport
  void theRecordsOwnRulesRunOnceTheFieldsAreRight(WebTest web) {
    TestResponse mismatch = valid(web).form("repeat", "x").send();
    // The form now has two 'repeat' values; the first, as sent, is the one bound.
    assertEquals(200, mismatch.status(), "the first value of a field is bound");
    TestResponse refused =
        web.request("POST", "/signup")
            .form("email", "ann@example.invalid")
            .form("password", "correct horse")
            .form("repeat", "correct horse")
            .form("age", "42")
            .send();
    assertEquals(422, refused.status());
    assertTrue(
        refused.text().contains("<p class=\"error\">that address cannot receive mail</p>"),
        refused.text());
  }

  @EachTransport
  void aScriptGetsProblemDetailsInstead(WebTest web) {
    TestResponse r = web.request("POST", "/api/signup").form("email", "").form("age", "9").send();
    assertEquals(422, r.status());
    assertEquals(
        List.of(
            new Violation("/email", "must not be blank"),
            new Violation("/password", "must not be blank"),
            new Violation("/age", "must be at least 13")),
        r.problem().errors());
  }

  @Test
  void theBinderChecksEveryFieldAndKeepsWhatWasSent() {
    BoundForm<SignUp> mismatch =
        SignUpForm.INSTANCE.bind(
            Form.of(
                "email",
                "ann@example.com",
                "password",
                "correct horse",
                "repeat",
                "wrong",
                "age",
                "42"));
    assertFalse(mismatch.isValid());
    assertEquals("must repeat the password", mismatch.error("repeat"));
    assertEquals("wrong", mismatch.value("repeat"));
    assertThrows(IllegalStateException.class, mismatch::value);

    BoundForm<SignUp> missing = SignUpForm.INSTANCE.bind(Form.of("email", "a@b.c"));
    assertEquals("is required", missing.error("age"));
    assertEquals("must not be blank", missing.error("password"));
    assertNull(missing.error("email"));
    assertEquals("", missing.value("age"));
  }

  @Test
  void anEditFormShowsTheRecordAndABlankOneNothing() {
    SignUp s =
        new SignUp(
            "ann@example.com",
            "correct horse",
            "correct horse",
            42,
            SignUp.Plan.PRO,
            true,
            Set.of(SignUp.Topic.TIPS),
            LocalDate.of(1982, 3, 4),
            List.of("annie"),
            null);
    BoundForm<SignUp> edit = SignUpForm.INSTANCE.of(s);
    assertTrue(edit.isValid());
    assertEquals("42", edit.value("age"));
    assertEquals("PRO", edit.value("plan"));
    assertTrue(edit.checked("newsletter"));
    assertTrue(edit.selected("topics", "TIPS"));
    assertEquals("1982-03-04", edit.value("birthday"));
    BoundForm<SignUp> blank = SignUpForm.INSTANCE.empty();
    assertEquals("", blank.value("email"));
    assertFalse(blank.hasError("email"));
  }
}
