import Foundation

/// A small static HTML page of a verification run: one row per failing sample showing reference,
/// actual and difference side by side, and a list of the scenes that passed.
struct HTMLReport {
  var results: [SceneVerification]
  var invalid: [String]

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
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #fafafa; }
      .fail { color: #c0262d; } .ok { color: #1b7f3b; }
      figure { display: inline-block; margin: 0 12px 12px 0; } img { max-width: 300px; border: 1px solid #ccc; image-rendering: pixelated; }
      figcaption { font-size: 12px; color: #555; }
      </style></head><body>
      <h1>HeroFrames verification</h1>
      <p>\(results.filter(\.passed).count) passed, \(results.filter { !$0.passed }.count) failed\(invalid.isEmpty ? "" : ", \(invalid.count) invalid").</p>

      """
    for message in invalid { html += "<p class=\"fail\">invalid: \(escape(message))</p>\n" }
    for result in results where !result.passed {
      html += "<h2 class=\"fail\">\(escape(result.id))</h2>\n"
      for sample in result.samples where sample.status != .passed {
        let detail =
          sample.status == .missing
          ? "no golden"
          : sample.status == .unreadable
            ? "golden unreadable: \(sample.problem ?? "")"
            : sample.sizeMismatch
              ? "size differs" : "\(sample.differingPixels) pixels differ, max Δ \(sample.maxChannelDelta)"
        html += "<h3>\(escape(sample.name)) — \(escape(detail))</h3>\n<div>"
        for path in sample.artefacts {
          let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
          html +=
            "<figure><img src=\"\(escape(relative(path)))\" alt=\"\(name)\"><figcaption>\(name)</figcaption></figure>"
        }
        html += "</div>\n"
      }
    }
    html += "<h2 class=\"ok\">Passed</h2>\n<ul>\n"
    for result in results where result.passed { html += "<li>\(escape(result.id))</li>\n" }
    html += "</ul>\n</body></html>\n"
    try OutputFiles.write(html, to: root + "/index.html")
  }

  private func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
