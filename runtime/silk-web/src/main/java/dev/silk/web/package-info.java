/**
 * Silk's web framework, the application API: everything an application imports is here, and nothing
 * else is public. The rest of the package is the machinery behind those types, package-private so
 * that it can change without breaking an app; it is one package rather than several because each
 * helper reads the package-private state of the public types it serves.
 *
 * <p>The rooms inside it:
 *
 * <ul>
 *   <li>The app and its registrations: {@link dev.silk.web.App}, {@link dev.silk.web.RouteGroup},
 *       {@link dev.silk.web.Route}, {@link dev.silk.web.Handler}, {@link
 *       dev.silk.web.BeforeFilter}, {@link dev.silk.web.AfterFilter}, {@link
 *       dev.silk.web.ExceptionHandler}, {@link dev.silk.web.HttpException}, {@link
 *       dev.silk.web.RunningApp}, {@link dev.silk.web.RequestLogger}; behind them the router
 *       ({@code Router}, {@code RouteEntry}, {@code FilterEntry}, {@code PathSegments}), the engine
 *       every request goes through ({@code AppDispatcher}) and Silk's own Jetty server ({@code
 *       JettyServer}).
 *   <li>Requests: {@link dev.silk.web.WebRequest}, {@link dev.silk.web.Form}, {@link
 *       dev.silk.web.UploadedFile}, {@link dev.silk.web.Uploads}, {@link dev.silk.web.Session},
 *       {@link dev.silk.web.Flash}, {@link dev.silk.web.Cookie}, {@link dev.silk.web.NdjsonReader};
 *       behind them the parsers ({@code QueryParams}, {@code RequestCookies}, {@code
 *       MultipartReader}, {@code PercentDecoder}, {@code BodyReader}, {@code TypedValues}, {@code
 *       ContentNegotiation}).
 *   <li>Responses: {@link dev.silk.web.WebResponse} and its {@link dev.silk.web.Body} kinds,
 *       streams ({@link dev.silk.web.StreamWriter}, {@link dev.silk.web.Ndjson}, server-sent events
 *       with {@link dev.silk.web.ServerSentEvents} and {@link dev.silk.web.SseStream}); behind them
 *       {@code ResponseWriter}, {@code ResponseHeaders}, {@code JsonBuffers}, {@code HttpDates},
 *       {@code ContentTypes}.
 *   <li>Filters Silk ships: {@link dev.silk.web.StaticFiles} (its sources {@code DirectorySource}
 *       and {@code ClasspathSource}, {@code StaticResource}, {@code StaticResponses}, {@code
 *       ByteRange}), {@link dev.silk.web.GzipFilter}, {@link dev.silk.web.CorsFilter}, {@link
 *       dev.silk.web.SecurityHeaders}.
 *   <li>Pages: {@link dev.silk.web.Templates} and {@link dev.silk.web.TemplateRenderException}.
 * </ul>
 *
 * <p>It may import the JDK, silk-json, Jetty and the servlet API (for its own server and the
 * servlet types its transport needs), jte's runtime ({@code gg.jte}, never its compiler) and {@code
 * dev.silk.web.spi}, the contracts of the transports and the dev server. No reflection, proxies,
 * class-path scanning or {@code ServiceLoader}: {@code NoReflectionTest} reads the compiled
 * classes.
 */
package dev.silk.web;
