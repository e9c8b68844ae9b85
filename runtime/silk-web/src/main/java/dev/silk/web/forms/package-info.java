/**
 * Forms bound to records: {@link dev.silk.web.forms.FormBound} asks silk-json-processor for a
 * {@link dev.silk.web.forms.FormBinder} generated at compile time, which turns a submitted form
 * into the record or into a {@link dev.silk.web.forms.BoundForm} that shows the values and the
 * messages again.
 *
 * <p>It reads the request's {@link dev.silk.web.Form} and checks the constraints of {@code
 * dev.silk.json.validation}; it may import {@code dev.silk.web} and {@code dev.silk.json}, nothing
 * else. {@link dev.silk.web.forms.FormReader} is for generated code.
 */
package dev.silk.web.forms;
