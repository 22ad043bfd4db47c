import Foundation
import HeroFiles
import HeroProject
import HeroReviewAssets
import HeroScene
import HeroVerify

/// A static HTML page of a verification run, self-contained so it works opened from an unzipped CI
/// artefact: the golden viewer (the same ES module `hero serve` uses) and the page's script are
/// inlined, and each failing sample's images are inlined as data: URLs (a page opened from a file
/// may not read the pixels of files beside it, which the heat map and pixel readout need).
///
/// A summary table comes first (scene, status, failed/total samples, max Δ, most differing pixels
/// against the budget, accept command), then each failing scene with its samples collapsed except
/// the first failing one; a scene with no goldens at all is one line. Scenes that passed are listed
/// in the table. A run with variants (docs/variants.md) groups the rows by variant, shows each
/// row's variant and filters by a variant or one of its values (`dark`).
struct HTMLReport {
  var run: VerificationRun

  /// Writes `<folder>/index.html` and `<folder>/report.json` (never through a link: the folder is
  /// the one `Project.outputFolders` resolved).
  func write(to folder: ConfinedFolder) throws(CLIError) {
    do {
      try folder.write(Array((run.json.rendered() + "\n").utf8), to: VerificationRun.fileName)
      try folder.write(
        Array(html(root: URL(fileURLWithPath: folder.root).standardizedFileURL.path).utf8), to: "index.html")
    } catch {
      throw CLIError.cannotWrite(error)
    }
  }

  /// The page, with the artefacts' paths shown relative to `root`.
  private func html(root: String) -> String {
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>HeroFrames verification</title>
      <style>\(ReviewAssets.reportStyle)\n\(ReviewAssets.viewerStyle)</style></head><body>
      <h1>HeroFrames verification</h1>
      <p class="totals">\(Markup.escape(run.totals)) · \(failingSamples).</p>
      <p class="keys">j / n: next failing sample · k / p: previous · 1–6: mode · z: zoom · c: crop to difference</p>
      <div class="filters"><input id="filter" type="search" placeholder="filter scenes" aria-label="filter scenes">
      <select id="status" aria-label="status"><option value="all">all scenes</option>
      <option value="failed">failing</option><option value="missing">no goldens</option>
      <option value="passed">passed</option><option value="invalid">invalid</option></select>\(variantFilter)</div>

      """
    html += changesList()
    html += summaryTable()
    for scene in run.scenes where !scene.passed { html += section(scene, root: root) }
    html += "<script type=\"module\">\n\(Self.scriptSafe(ReviewAssets.viewerScript))\n"
    html += "\(Self.scriptSafe(ReviewAssets.reportScript))\n</script>\n</body></html>\n"
    return html
  }

  /// `20 failing samples · 1 scene without goldens`: a new scene's samples are not failures to review.
  private var failingSamples: String {
    let recorded = run.scenes.filter { !$0.hasNoGoldens }.reduce(0) { $0 + $1.failures.count }
    let new = run.scenes.filter(\.hasNoGoldens).count
    return "\(recorded) failing sample\(recorded == 1 ? "" : "s")"
      + (new == 0 ? "" : " · \(new) scene\(new == 1 ? "" : "s") without goldens")
  }

  /// The variants of the run's scenes, in run order.
  private var variants: [String] {
    var seen = Set<String>()
    return run.scenes.compactMap(\.variant).filter { seen.insert($0).inserted }
  }

  /// The variant `<select>`: every value of the run's variants (each selects the variants that
  /// have it), then every variant; empty when no scene has variants.
  private var variantFilter: String {
    let names = variants
    guard !names.isEmpty else { return "" }
    var values: [String] = []
    for name in names {
      for value in name.split(separator: ".").map(String.init) where !values.contains(value) { values.append(value) }
    }
    let options = (values + names.filter { !values.contains($0) }).map {
      "<option value=\"\(Markup.escape($0))\">\(Markup.escape($0))</option>"
    }
    return "\n<select id=\"variant\" aria-label=\"variant\"><option value=\"\">all variants</option>"
      + options.joined() + "</select>"
  }

  /// ` data-variant="iPhone-SE.dark"` for a scene's variant, empty without one.
  private static func variantAttribute(_ scene: SceneVerification) -> String {
    scene.variant.map { " data-variant=\"\(Markup.escape($0))\"" } ?? ""
  }

  /// The report opens on the failing changes (`FailureGroup`): each one once, with the views that
  /// changed, the samples and variants it shows in, a link to the first of them and the commands
  /// that accept it; the table and the samples follow. Empty when nothing failed.
  private func changesList() -> String {
    let groups = FailureGroup.groups(run)
    guard !groups.isEmpty else { return "" }
    var html =
      "<section class=\"changes\"><h2>\(groups.count) failing change\(groups.count == 1 ? "" : "s")</h2>\n<ol>\n"
    for group in groups {
      let first = group.members[0].scene
      let what =
        first.hasNoGoldens ? "new scene, no goldens" : group.views.isEmpty ? "changed" : "changed: \(group.viewList)"
      let status = first.hasNoGoldens ? "missing" : "failed"
      html +=
        "<li data-scene=\"\(Markup.escape(first.id))\" data-status=\"\(status)\"><a href=\"#\(Self.anchor(first.id))\">"
      html += "\(Markup.escape(group.file))</a> — \(Markup.escape(what)) — \(group.sampleCount) "
      html += "sample\(group.sampleCount == 1 ? "" : "s"): \(Markup.escape(group.whereText))"
      for command in group.acceptCommands { html += "<br><code>\(Markup.escape(command))</code>" }
      html += "</li>\n"
    }
    return html + "</ol></section>\n"
  }

  /// One row per scene and per invalid file, failing first (in run order), then passed; with
  /// variants, grouped by variant within each (in the order the run met them).
  private func summaryTable() -> String {
    var rows = ""
    let showsVariants = !variants.isEmpty
    for invalid in run.invalid {
      let place =
        invalid.line.map { " (line \($0)" + (invalid.column.map { ", column \($0)" } ?? "") + ")" } ?? ""
      rows +=
        "<tr data-scene=\"\(Markup.escape(invalid.file))\" data-status=\"invalid\"><td>\(Markup.escape(invalid.file))</td>"
        + (showsVariants ? "<td></td>" : "")
        + "<td class=\"fail\">invalid</td><td colspan=\"4\">\(Markup.escape(invalid.message + place))</td></tr>\n"
    }
    let order = Dictionary(variants.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
    func grouped(_ scenes: [SceneVerification]) -> [SceneVerification] {
      scenes.enumerated().sorted {
        let (a, b) = ($0.element.variant.flatMap { order[$0] } ?? -1, $1.element.variant.flatMap { order[$0] } ?? -1)
        return a == b ? $0.offset < $1.offset : a < b
      }.map(\.element)
    }
    let ordered = grouped(run.scenes.filter { !$0.passed }) + grouped(run.scenes.filter(\.passed))
    for scene in ordered {
      let status = Self.status(scene)
      let failures = scene.failures
      let name =
        scene.passed
        ? Markup.escape(scene.id) : "<a href=\"#\(Self.anchor(scene.id))\">\(Markup.escape(scene.id))</a>"
      let label = ["failed": "FAIL", "missing": "no goldens", "passed": "ok"][status] ?? status
      rows +=
        "<tr data-scene=\"\(Markup.escape(scene.id))\" data-status=\"\(status)\"\(Self.variantAttribute(scene))><td>\(name)</td>"
      if showsVariants { rows += "<td>\(Markup.escape(scene.variant ?? ""))</td>" }
      rows += "<td class=\"\(status == "passed" ? "ok" : status == "missing" ? "missing" : "fail")\">\(label)</td>"
      rows += "<td class=\"number\">\(failures.count) / \(scene.samples.count)</td>"
      let compared = failures.filter { $0.status == .failed && !$0.sizeMismatch }
      let maxDelta = compared.map(\.maxChannelDelta).max()
      let maxPixels = compared.map(\.differingPixels).max()
      rows += "<td class=\"number\">\(maxDelta.map { "\($0) (tolerance \(scene.tolerance))" } ?? "–")</td>"
      rows += "<td class=\"number\">\(maxPixels.map { "\($0) (budget \(scene.pixelBudget))" } ?? "–")</td>"
      let command =
        scene.passed ? "" : scene.hasNoGoldens ? scene.recordCommand : scene.acceptCommand(failures.map(\.name))
      rows += "<td>\(command.isEmpty ? "" : "<code>\(Markup.escape(command))</code>")</td></tr>\n"
    }
    return """
      <table class="summary"><thead><tr><th>scene</th>\(showsVariants ? "<th>variant</th>" : "")<th>status</th><th>failed / samples</th><th>max Δ</th>\
      <th>most pixels differing</th><th>accept</th></tr></thead><tbody>
      \(rows)</tbody></table>

      """
  }

  /// A failing scene: its facts, then its failing samples (the first one open), or the one
  /// no-goldens line.
  private func section(_ scene: SceneVerification, root: String) -> String {
    let status = Self.status(scene)
    var html =
      "<section class=\"scene\" id=\"\(Self.anchor(scene.id))\" data-scene=\"\(Markup.escape(scene.id))\" data-status=\"\(status)\"\(Self.variantAttribute(scene))>\n"
    html += "<h2 class=\"fail\">\(Markup.escape(scene.id))</h2>\n"
    html +=
      "<p class=\"meta\">\(Markup.escape(scene.label)) · tolerance \(scene.tolerance) · pixel budget \(scene.pixelBudget) · \(SceneVerification.seconds(scene.fps)) fps</p>\n"
    if scene.hasNoGoldens {
      html +=
        "<p class=\"nogoldens\">no goldens (\(scene.samples.count) samples): record with <code>\(Markup.escape(scene.recordCommand))</code></p>\n"
      return html + "</section>\n"
    }
    if scene.failures.count > 1 {
      html +=
        "<p class=\"accept\">accept all \(scene.failures.count): <code>\(Markup.escape(scene.acceptCommand(scene.failures.map(\.name))))</code></p>\n"
    }
    for (index, sample) in scene.failures.enumerated() {
      html +=
        "<details class=\"sample\" data-sample=\"\(Markup.escape(sample.name))\" data-images=\"\(Markup.escape(images(sample, scene).rendered()))\"\(index == 0 ? " open" : "")>\n"
      html += "<summary>\(Markup.escape(sample.name)) — \(Markup.escape(detail(sample, scene)))</summary>\n"
      html +=
        "<p class=\"meta\">t \(SceneVerification.seconds(sample.time)) s · frame \(sample.frameIndex) · golden \(Markup.escape(sample.goldenPath))</p>\n"
      html +=
        "<p class=\"accept\">accept: <code>\(Markup.escape(scene.acceptCommand([sample.name])))</code></p>\n"
      html += "<div class=\"viewer\"></div>\n</details>\n"
    }
    return html + "</section>\n"
  }

  /// What the viewer is given for a sample: its images as data: URLs, the difference box, the tolerance.
  private func images(_ sample: SceneVerification.Sample, _ scene: SceneVerification) -> JSONOutput {
    let named = Dictionary(
      sample.artefacts.map { (URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent, $0) },
      uniquingKeysWith: { a, _ in a })
    func image(_ name: String) -> JSONOutput { named[name].flatMap(Self.dataURL).map { .string($0) } ?? .null }
    return .object([
      .init("golden", image("reference")), .init("actual", image("actual")), .init("diff", image("diff")),
      .init(
        "box",
        sample.differenceBox.map { box in
          .object([
            .init("x", .number(Double(box.x))), .init("y", .number(Double(box.y))),
            .init("width", .number(Double(box.width))), .init("height", .number(Double(box.height))),
          ])
        } ?? .null),
      .init("tolerance", .number(Double(scene.tolerance))),
    ])
  }

  /// A PNG as a data: URL (nil when it cannot be read; the viewer then shows no image there).
  static func dataURL(_ path: String) -> String? {
    guard let bytes = try? InputFile.read(path, kind: .golden) else { return nil }
    return "data:image/png;base64," + Data(bytes).base64EncodedString()
  }

  /// `failed`, `missing` (no golden at all), or `passed`: the filter's and the table's status.
  static func status(_ scene: SceneVerification) -> String {
    scene.passed ? "passed" : scene.hasNoGoldens ? "missing" : "failed"
  }

  /// An id attribute for a scene section (`scene-basics-fade`).
  static func anchor(_ id: String) -> String {
    "scene-" + String(id.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
  }

  /// Script text that cannot end its inline `<script>` element early.
  static func scriptSafe(_ text: String) -> String {
    text.replacingOccurrences(of: "</script", with: "<\\/script", options: .caseInsensitive)
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
}
