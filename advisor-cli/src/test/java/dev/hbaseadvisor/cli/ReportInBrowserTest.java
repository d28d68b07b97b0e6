package dev.hbaseadvisor.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every example's design report rendered in headless Chromium at 1400 and 720 px: no console
 * error, nothing wider than the page, no empty chart, no heat-map row label out of its gutter,
 * every rowkey segment on the anatomy strip, every share bar to scale, no {@code NaN}, {@code null}
 * or {@code Infinity} in the text.
 *
 * <p>Each report gets a copy with {@code browser/report-checks.js} injected; one harness page
 * holds every copy in frames of both widths, and Chromium's {@code --dump-dom} returns the
 * problems each copy found. Then a screenshot of each report at 1400 px, of the printed one at
 * 720 px too, and that report printed to PDF, go to {@code target/browser/}. Skipped, saying so, when no Chromium is installed ({@code .ci/run}
 * installs Debian's {@code chromium}); {@code CHROMIUM=/path} names another binary.
 */
class ReportInBrowserTest {

  private static final int[] WIDTHS = {1400, 720};
  /** The report also printed to PDF, as the README's example. */
  private static final String PRINTED = "log-data-timestamp-lead";
  private static final Pattern RESULT = Pattern.compile(
      "<pre class=\"result\" data-name=\"([^\"]+)\" data-width=\"(\\d+)\">(.*?)</pre>", Pattern.DOTALL);

  @Test
  void everyExampleReport_rendersWithoutLayoutProblems_atBothWidths() throws Exception {
    Optional<Path> chromium = Chromium.find();
    assumeTrue(chromium.isPresent(), "no Chromium found on PATH (chromium, chromium-browser, google-chrome) "
        + "or in CHROMIUM: install Debian's chromium to run the browser test");
    Path dir = CliRun.root().resolve("advisor-cli/target/browser");
    Files.createDirectories(dir);
    String checks = resource("browser/report-checks.js");
    List<String> names = new ArrayList<>();
    try (Stream<Path> files = Files.list(CliRun.root().resolve("examples"))) {
      files.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(p -> names.add(
          p.getFileName().toString().replace(".yaml", "")));
    }
    StringBuilder harness = new StringBuilder("<!DOCTYPE html><html><body>\n");
    for (String name : names) {
      Path html = dir.resolve(name + ".html");
      CliRun r = CliRun.run("report", CliRun.example(name + ".yaml"), "--output", html.toString());
      assertEquals(0, r.exitCode(), name + ": " + r.err());
      String page = Files.readString(html);
      Files.writeString(dir.resolve(name + ".checked.html"),
          page.replaceFirst("<head>", "<head>\n<script>\n" + Matcher.quoteReplacement(checks) + "</script>"));
      for (int width : WIDTHS) {
        harness.append("<iframe data-name=\"").append(name).append("\" data-width=\"").append(width)
            .append("\" style=\"width:").append(width).append("px;height:900px;border:0\" src=\"")
            .append(name).append(".checked.html\"></iframe>\n");
      }
    }
    // A page with every fault, to show that the checks find them.
    Files.writeString(dir.resolve("broken.checked.html"), resource("browser/broken-report.html")
        .replaceFirst("<head>", "<head>\n<script>\n" + Matcher.quoteReplacement(checks) + "</script>"));
    harness.append("<iframe data-name=\"broken\" data-width=\"720\" style=\"width:720px;height:900px;border:0\" "
        + "src=\"broken.checked.html\"></iframe>\n");
    harness.append("<script>\nwindow.addEventListener('load', function () {\n"
        + "  document.querySelectorAll('iframe').forEach(function (f) {\n"
        + "    var r = f.contentDocument && f.contentDocument.getElementById('browser-check');\n"
        + "    var pre = document.createElement('pre');\n"
        + "    pre.className = 'result'; pre.dataset.name = f.dataset.name; pre.dataset.width = f.dataset.width;\n"
        + "    pre.textContent = r ? r.textContent : '{\"problems\":[\"the checks did not run\"]}';\n"
        + "    document.body.appendChild(pre);\n"
        + "  });\n"
        + "});\n</script></body></html>\n");
    Path harnessFile = dir.resolve("harness.html");
    Files.writeString(harnessFile, harness);

    String dom = Chromium.run(chromium.get(), dir, List.of("--allow-file-access-from-files",
        "--virtual-time-budget=30000", "--dump-dom", harnessFile.toUri().toString()), 300);
    Matcher m = RESULT.matcher(dom);
    Map<String, String> results = new LinkedHashMap<>();
    while (m.find()) {
      results.put(m.group(1) + " at " + m.group(2) + " px", unescape(m.group(3)));
    }
    String broken = results.remove("broken at 720 px");
    assertEquals(names.size() * WIDTHS.length, results.size(), "a result per report and width:\n" + dom);
    for (String fault : List.of("console error: broken on purpose", "the page scrolls sideways",
        "empty chart: chart heatmap", "heat map draws 0 of 4 cells", "anatomy strip shows 2 segments of 3",
        "anatomy segment 1 is cut or missing", "share bar 1 is", "text shows NaN", "heat-map label 0 runs out of its gutter")) {
      assertTrue(broken != null && broken.contains(fault), "the checks find '" + fault + "' in " + broken);
    }
    List<String> problems = new ArrayList<>();
    Map<String, Integer> heights = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : results.entrySet()) {
      String json = e.getValue();
      Matcher list = Pattern.compile("\"problems\":\\[(.*)\\]").matcher(json);
      assertTrue(list.find(), e.getKey() + ": " + json);
      if (!list.group(1).isEmpty()) {
        problems.add(e.getKey() + ": " + list.group(1));
      }
      Matcher height = Pattern.compile("\"height\":(\\d+)").matcher(json);
      heights.put(e.getKey(), height.find() ? Integer.parseInt(height.group(1)) : 2000);
    }
    assertTrue(problems.isEmpty(), String.join("\n", problems));

    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Future<String>> shots = new ArrayList<>();
    for (String name : names) {
      for (int width : screenshotWidths(name)) {
        int height = Math.min(16_000, heights.get(name + " at " + width + " px"));
        Path png = dir.resolve(name + "-" + width + ".png");
        shots.add(pool.submit(() -> Chromium.run(chromium.get(), dir, List.of("--hide-scrollbars",
            "--window-size=" + width + "," + height, "--screenshot=" + png,
            dir.resolve(name + ".html").toUri().toString()), 120)));
      }
    }
    // Printed as a browser's print dialog would (backgrounds off unless the page asks for them).
    Path pdf = dir.resolve(PRINTED + ".pdf");
    shots.add(pool.submit(() -> Chromium.run(chromium.get(), dir, List.of("--no-pdf-header-footer",
        "--print-to-pdf=" + pdf, dir.resolve(PRINTED + ".html").toUri().toString()), 120)));
    for (Future<String> shot : shots) {
      shot.get();
    }
    pool.shutdown();
    pool.awaitTermination(1, TimeUnit.MINUTES);
    for (String name : names) {
      for (int width : screenshotWidths(name)) {
        Path png = dir.resolve(name + "-" + width + ".png");
        assertTrue(Files.size(png) > 10_000, png + " is a screenshot");
      }
    }
    assertTrue(Files.size(pdf) > 20_000 && Files.readString(pdf, StandardCharsets.ISO_8859_1).startsWith("%PDF"),
        pdf + " is the printed page");
  }

  /**
   * The widths a report is photographed at: every report at the widest, and the printed one at
   * every width too. Every report's layout is checked at both widths in the DOM pass; a Chromium
   * start per screenshot costs seconds, so the narrow pictures are kept to one report.
   */
  private static int[] screenshotWidths(String name) {
    return name.equals(PRINTED) ? WIDTHS : new int[] {WIDTHS[0]};
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = ReportInBrowserTest.class.getClassLoader().getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String unescape(String html) {
    return html.replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
  }
}
