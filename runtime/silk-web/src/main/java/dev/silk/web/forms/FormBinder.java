package dev.silk.web.forms;

import dev.silk.web.Form;

/**
 * Binds a submitted form to a record of type {@code T}: converts each field, checks the record's
 * constraints, and keeps what was submitted so that a page can show it again. Generated for {@link
 * FormBound} records by silk-json-processor ({@code SignUpForm.INSTANCE}).
 *
 * <pre>{@code
 * BoundForm<SignUp> form = req.form(SignUpForm.INSTANCE);   // a POST
 * BoundForm<SignUp> blank = SignUpForm.INSTANCE.empty();     // the GET that shows the form
 * BoundForm<Profile> edit = ProfileForm.INSTANCE.of(profile); // an edit page, filled in
 * }</pre>
 *
 * @param <T> the record a valid form becomes
 */
public interface FormBinder<T> {
  /** Binds the fields of {@code form}: a valid form holds the record, an invalid one its errors. */
  BoundForm<T> bind(Form form);

  /** A form showing {@code value}'s fields, as an edit page starts; valid, without errors. */
  BoundForm<T> of(T value);

  /** A form with every field empty and no errors, as a new-item page starts. */
  BoundForm<T> empty();
}
