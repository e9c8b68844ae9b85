/**
 * The dev server's side of {@code silk dev} that runs beside the app: Jetty and the port, the app
 * slot swapped on every reload ({@link dev.silk.cli.dev.host.DevServlet}), live reload over
 * server-sent events, the error page and the pages under {@code /_silk/}, the JSON-body log, and
 * the development templates ({@code DevTemplates}, {@code TemplatesAhead}).
 *
 * <p>Compiled into the CLI's jar but defined by the session's host loader on top of the runtime
 * loader, so it links against the app's silk-web, Jetty and jte. It may import the JDK, silk-web
 * (the application API and {@code dev.silk.web.spi}), silk-json, Jetty, the servlet API, jte, and
 * {@code dev.silk.cli.dev.bridge}; nothing else of the CLI, whose other packages its loader cannot
 * see, and nothing of picocli or jline.
 */
package dev.silk.cli.dev.host;
