package dev.silk.web;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes a response body that is too large or too slow to hold in memory (an export, a file, a
 * generated report).
 *
 * <p>Called once, after the status and headers have been sent, so a failure here can no longer
 * change the status: the connection is cut instead of sending a truncated body as if complete. Not
 * called at all for {@code HEAD}.
 *
 * <pre>{@code
 * WebResponse.stream("text/csv", out -> rows.forEach(r -> write(out, r)));
 * }</pre>
 */
@FunctionalInterface
public interface StreamWriter {
  /** Writes the body to {@code out}; Silk closes the stream afterwards. */
  void writeTo(OutputStream out) throws IOException;
}
