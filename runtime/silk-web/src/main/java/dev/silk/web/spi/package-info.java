/**
 * What a transport or the dev server implements or calls; applications never need it.
 *
 * <p>A transport turns its requests into {@link dev.silk.web.spi.Exchange}s (and its sessions into
 * {@link dev.silk.web.spi.ContainerSession}s) and answers each through the app's {@link
 * dev.silk.web.spi.Dispatcher}. {@link dev.silk.web.spi.AppServlet} is that transport for any
 * servlet container (Silk's own Jetty server, the {@code silk dev} server, a server you own); the
 * in-memory one lives in silk-test. {@link dev.silk.web.spi.DevMode} is the hook through which
 * {@code silk dev} takes over {@code App.start()}.
 *
 * <p>It may import the JDK, the servlet API and Jetty's servlet classes, and the application API of
 * {@code dev.silk.web} (the types these contracts speak in: {@code App}, {@code WebRequest}, {@code
 * WebResponse}, {@code RunningApp}). {@code dev.silk.web} imports it back only to be driven (the
 * engine is its {@code Dispatcher}, requests read their {@code Exchange}, {@code App.start} asks
 * the dev hook), as {@code java.nio.file} does its {@code spi}.
 */
package dev.silk.web.spi;
