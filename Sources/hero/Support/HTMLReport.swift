import Foundation
import HeroVerify

/// A static HTML page of a verification run, self-contained (inline CSS and script, images as
/// relative files beside it) so it works opened from a CI artefact zip. Each failing sample shows
/// its scene file, time, frame index, tolerance, budget and accept command, with the golden and the
/// new frame side by side, as a slider, as an overlay, blinking, or as the difference image. Scenes
/// that passed are listed collapsed.
struct HTMLReport {
  var run: VerificationRun

  /// Writes `<directory>/index.html`; image links are relative to it.
  func write(to directory: String) throws(CLIError) {
    let root = URL(fileURLWithPath: directory).standardizedFileURL.path
    func relative(_ path: String) -> String {
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      return absolute.hasPrefix(root + "/")
        ? String(absolute.dropFirst(root.count + 1)) : "file://" + absolute
    }
    var html = """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>HeroFrames verification</title>
      <style>\(Self.style)</style></head><body>
      <h1>HeroFrames verification</h1>
      <p class="totals">\(Markup.escape(run.totals)).</p>

      """
    for invalid in run.invalid {
      let place =
        invalid.line.map { " (line \($0)" + (invalid.column.map { ", column \($0)" } ?? "") + ")" } ?? ""
      html +=
        "<p class=\"fail invalid\">invalid: \(Markup.escape(invalid.message))\(Markup.escape(place))</p>\n"
    }
    for scene in run.scenes where !scene.passed {
      html += "<section class=\"scene\"><h2 class=\"fail\">\(Markup.escape(scene.id))</h2>\n"
      html +=
        "<p class=\"meta\">\(Markup.escape(scene.file)) · tolerance \(scene.tolerance) · pixel budget \(scene.pixelBudget) · \(SceneVerification.seconds(scene.fps)) fps</p>\n"
      for sample in scene.failures {
        html += "<div class=\"sample\" data-sample=\"\(Markup.escape(sample.name))\">\n"
        html += "<h3>\(Markup.escape(sample.name)) — \(Markup.escape(detail(sample, scene)))</h3>\n"
        html +=
          "<p class=\"meta\">t \(SceneVerification.seconds(sample.time)) s · frame \(sample.frameIndex) · golden \(Markup.escape(sample.goldenPath))</p>\n"
        html +=
          "<p class=\"accept\">accept: <code>\(Markup.escape(scene.acceptCommand([sample.name])))</code></p>\n"
        html += viewer(sample.artefacts.map(relative))
        html += "</div>\n"
      }
      html += "</section>\n"
    }
    let passed = run.scenes.filter(\.passed)
    html += "<details class=\"passed\"><summary class=\"ok\">\(passed.count) passed</summary>\n<ul>\n"
    for scene in passed { html += "<li>\(Markup.escape(scene.id)) (\(scene.samples.count) samples)</li>\n" }
    html += "</ul></details>\n<script>\(Self.script)</script>\n</body></html>\n"
    try OutputFiles.write(html, to: root + "/index.html")
  }

  private func detail(_ sample: SceneVerification.Sample, _ scene: SceneVerification) -> String {
    switch sample.status {
    case .missing: return "no golden"
    case .unreadable: return "golden unreadable: \(sample.problem ?? "")"
    case .failed where sample.sizeMismatch:
      return "size differs: golden \(sample.goldenSize), actual \(sample.actualSize)"
    default:
      return
        "\(sample.differingPixels) pixels differ (budget \(scene.pixelBudget)), max Δ \(sample.maxChannelDelta) (tolerance \(scene.tolerance))"
    }
  }

  /// The images and the mode buttons; a missing golden has only `actual`, shown alone.
  private func viewer(_ images: [String]) -> String {
    let named = Dictionary(
      images.map { (URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent, $0) },
      uniquingKeysWith: { a, _ in a })
    guard let reference = named["reference"], let actual = named["actual"] else {
      return images.map {
        "<figure><img src=\"\(Markup.escape($0))\" alt=\"actual\"><figcaption>actual</figcaption></figure>"
      }
      .joined() + "\n"
    }
    var out = "<div class=\"viewer\" data-mode=\"side\">\n<div class=\"modes\">"
    for (mode, label) in [
      ("side", "side by side"), ("slider", "slider"), ("overlay", "overlay"), ("blink", "blink"),
      ("diff", "diff"),
    ] {
      out += "<button type=\"button\" data-mode=\"\(mode)\">\(label)</button>"
    }
    out +=
      "<input class=\"amount\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"split or opacity\"></div>\n"
    out += "<div class=\"stage\">"
    out +=
      "<figure class=\"reference\"><img src=\"\(Markup.escape(reference))\" alt=\"golden\"><figcaption>golden</figcaption></figure>"
    out +=
      "<figure class=\"actual\"><img src=\"\(Markup.escape(actual))\" alt=\"actual\"><figcaption>actual</figcaption></figure>"
    if let diff = named["diff"] {
      out +=
        "<figure class=\"diff\"><img src=\"\(Markup.escape(diff))\" alt=\"diff\"><figcaption>diff</figcaption></figure>"
    }
    return out + "</div>\n</div>\n"
  }

  static let style = """
    body { font: 14px system-ui, sans-serif; margin: 24px; background: #fafafa; color: #222; }
    .fail { color: #c0262d; } .ok { color: #1b7f3b; cursor: pointer; }
    .meta { color: #555; margin: 2px 0; } code { background: #eee; padding: 1px 4px; user-select: all; }
    figure { display: inline-block; margin: 0 12px 12px 0; vertical-align: top; }
    img { max-width: 320px; border: 1px solid #ccc; image-rendering: pixelated; display: block; }
    figcaption { font-size: 12px; color: #555; }
    .modes button { margin-right: 4px; } .modes button.on { font-weight: bold; }
    .amount { vertical-align: middle; display: none; }
    .viewer[data-mode=slider] .amount, .viewer[data-mode=overlay] .amount { display: inline-block; }
    .viewer:not([data-mode=side]) .stage { position: relative; display: inline-block; }
    .viewer:not([data-mode=side]) figcaption { display: none; }
    .viewer:not([data-mode=side]) figure { margin: 0; }
    .viewer:not([data-mode=side]) .actual { position: absolute; left: 0; top: 0; }
    .viewer:not([data-mode=side]) .diff { display: none; }
    .viewer[data-mode=diff] .reference, .viewer[data-mode=diff] .actual { display: none; }
    .viewer[data-mode=diff] .diff { display: inline-block; }
    .viewer.blink-off .actual { visibility: hidden; }
    """

  /// Mode switching: slider clips the new frame to the right of the split, overlay fades it over
  /// the golden, blink swaps them twice a second. `index.html#slider` (any mode) opens every viewer
  /// in that mode, for links and screenshots.
  static let script = """
    var start = location.hash.slice(1);
    document.querySelectorAll('.viewer').forEach(function (v) {
      if (v.querySelector('.modes button[data-mode="' + start + '"]')) v.dataset.mode = start;
      var actual = v.querySelector('.actual'), amount = v.querySelector('.amount'), timer = null;
      function apply() {
        var mode = v.dataset.mode, a = amount.value;
        actual.style.clipPath = mode === 'slider' ? 'inset(0 0 0 ' + a + '%)' : '';
        actual.style.opacity = mode === 'overlay' ? a / 100 : '';
        v.querySelectorAll('.modes button').forEach(function (b) { b.classList.toggle('on', b.dataset.mode === mode); });
        clearInterval(timer); v.classList.remove('blink-off');
        if (mode === 'blink') timer = setInterval(function () { v.classList.toggle('blink-off'); }, 500);
      }
      v.querySelectorAll('.modes button').forEach(function (b) {
        b.addEventListener('click', function () { v.dataset.mode = b.dataset.mode; apply(); });
      });
      amount.addEventListener('input', apply);
      apply();
    });
    """
}
