package dev.hbaseadvisor.report;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Locale;
import java.util.Map;

/**
 * Renders the Freemarker templates of the top-level {@code templates/} folder (on the classpath
 * as {@code templates/}); every generated document and source file goes through here.
 */
public final class Templates {

  private static final Configuration CONFIG = configuration();

  private Templates() {}

  private static Configuration configuration() {
    Configuration config = new Configuration(Configuration.VERSION_2_3_34);
    config.setClassLoaderForTemplateLoading(Templates.class.getClassLoader(), "templates");
    config.setDefaultEncoding("UTF-8");
    config.setLocale(Locale.ROOT);
    config.setNumberFormat("computer");
    config.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    config.setLogTemplateExceptions(false);
    config.setWrapUncheckedExceptions(true);
    config.setFallbackOnNullLoopVariable(false);
    return config;
  }

  /** Renders a template such as {@code docs/rules.md.ftl} with a model. */
  public static String render(String name, Map<String, ?> model) {
    try {
      Template template = CONFIG.getTemplate(name);
      StringWriter out = new StringWriter();
      template.process(model, out);
      return out.toString();
    } catch (IOException | TemplateException e) {
      throw new IllegalStateException("template " + name + " failed: " + e.getMessage(), e);
    }
  }
}
