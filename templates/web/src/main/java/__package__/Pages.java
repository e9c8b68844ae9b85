package {{package}};

import dev.silk.web.WebResponse;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.util.Map;

/** Renders the jte pages of src/main/jte, precompiled into classes by the jte Maven plugin. */
public final class Pages {
  private static final TemplateEngine ENGINE = TemplateEngine.createPrecompiled(ContentType.Html);

  private Pages() {}

  /** The page {@code name} (e.g. "index.jte") rendered with {@code params}, as an HTML response. */
  public static WebResponse render(String name, Map<String, Object> params) {
    StringOutput output = new StringOutput();
    ENGINE.render(name, params, output);
    return WebResponse.html(output.toString());
  }
}
