import HeroEngine
import HeroModel

/// The document: name, canvas, fps, the two screens, the transition and golden settings.
extension SceneDecoder {
  static let sceneKeys = [
    "$schema", "name", "description", "canvas", "fps", "fonts", "transition", "from", "to", "golden",
  ]
  static let canvasKeys = ["width", "height", "scale"]
  static let goldenKeys = ["samples", "tolerance", "pixelBudget", "name"]

  func parsedScene(_ value: JSONValue, defaultName: String) throws(SceneError) -> ParsedScene {
    let f = try object(value, at: "", keys: Self.sceneKeys)
    _ = try f.optional("$schema", string)
    let description = try f.optional("description", string)
    let name = try f.optional("name", nonEmptyString) ?? defaultName
    let canvas = try f.require("canvas", canvas)
    let fps =
      try f.optional("fps") { (v, p) throws(SceneError) in
        let fps = try positive(v, p)
        guard fps <= SceneLoader.maximumFPS else {
          throw error("\(format(fps)) fps is too many; at most \(format(SceneLoader.maximumFPS))", at: p, v)
        }
        return fps
      } ?? Scene.defaultFPS
    let fonts = try self.fonts(f["fonts"], f.path("fonts"))
    var decoder = self
    decoder.fontCatalog = fonts.catalog
    let from = try f.require("from") { (v, p) throws(SceneError) in try decoder.screen(v, p, canvas: canvas) }
    let to = try f.require("to") { (v, p) throws(SceneError) in try decoder.screen(v, p, canvas: canvas) }
    let transition =
      try f.optional("transition") { (v, p) throws(SceneError) in
        try self.transition(v, p, from: from, to: to)
      }
      ?? TransitionSettings()
    let golden = try f.optional("golden", golden) ?? goldenDefaults
    let scene = Scene(
      name: name, canvas: canvas, fps: fps, transition: transition, from: from, to: to, golden: golden,
      fonts: fonts.files, description: description)
    return ParsedScene(scene: scene, document: value, fontFamilies: fonts.families)
  }

  /// Points, with `scale` 1…3 (default 2) and a pixel size the compositor can allocate: at most
  /// `Canvas.maximumPixelSide` pixels a side.
  func canvas(_ value: JSONValue, _ path: String) throws(SceneError) -> Canvas {
    let f = try object(value, at: path, keys: Self.canvasKeys)
    let width = try f.require("width", positive)
    let height = try f.require("height", positive)
    let scale =
      try f.optional("scale") { (v, p) throws(SceneError) in try number(v, p, in: 1...3) } ?? Canvas.defaultScale
    let canvas = Canvas(width: width, height: height, scale: scale)
    let (pw, ph) = (Canvas.pixels(width, scale: scale), Canvas.pixels(height, scale: scale))
    if max(pw, ph) > Double(Canvas.maximumPixelSide) {
      throw error(
        "canvas is \(format(pw))×\(format(ph)) pixels at scale \(format(scale)); each side must be at most \(Canvas.maximumPixelSide) pixels",
        at: path, value)
    }
    return canvas
  }

  /// Samples (progress fractions 0…1, strictly increasing), tolerance (0…255), pixel budget (≥ 0),
  /// and the golden name; what the scene leaves out comes from the project's defaults.
  func golden(_ value: JSONValue, _ path: String) throws(SceneError) -> GoldenSettings {
    let f = try object(value, at: path, keys: Self.goldenKeys)
    var settings = goldenDefaults
    settings.name = try f.optional("name", goldenName)
    if let samplesValue = f["samples"] {
      let samplesPath = f.path("samples")
      let elements = try array(samplesValue, samplesPath)
      guard !elements.isEmpty else {
        throw error("must list at least one progress value", at: samplesPath, samplesValue)
      }
      var samples: [Double] = []
      for (i, element) in elements.enumerated() {
        let p = try fraction(element, JSONPath.index(i, in: samplesPath))
        if let last = samples.last, p <= last {
          throw error(
            "samples must be strictly increasing (\(format(p)) after \(format(last)))",
            at: JSONPath.index(i, in: samplesPath),
            element)
        }
        samples.append(p)
      }
      settings.samples = samples
    }
    // `tolerance` is a number, or a class of the policy (`exact`, `bilinear`) that also sets the
    // budget unless `pixelBudget` is given.
    let policy = try f.optional("tolerance") { (v, p) throws(SceneError) in try tolerance(v, p) }
    settings.tolerance = policy?.tolerance ?? settings.tolerance
    settings.pixelBudget =
      try f.optional("pixelBudget") { (v, p) throws(SceneError) in try integer(v, p, in: 0...Int.max) }
      ?? policy?.pixelBudget ?? settings.pixelBudget
    return settings
  }

  /// A per-channel tolerance 0…255, with no budget of its own, or a `GoldenTolerance` name.
  func tolerance(_ value: JSONValue, _ path: String) throws(SceneError) -> (tolerance: Int, pixelBudget: Int?) {
    guard case .string(let name) = value.node else { return (try integer(value, path, in: 0...255), nil) }
    let names = GoldenTolerance.allCases.map(\.rawValue)
    guard let policy = GoldenTolerance(rawValue: name) else {
      throw error(
        "unknown tolerance '\(Excerpt.quote(name))'; give 0…255 or one of \(names.joined(separator: ", "))", at: path,
        value, suggestion: NameSuggestion.closest(to: name, in: names))
    }
    return (policy.tolerance, policy.pixelBudget)
  }

  /// `golden.name`: a relative path of plain names (`transitions/push`) that stays below the golden
  /// folder: no `..`, no hidden or empty parts, no leading `/`.
  func goldenName(_ value: JSONValue, _ path: String) throws(SceneError) -> String {
    let name = try nonEmptyString(value, path)
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    let plain = parts.allSatisfy { part in
      !part.isEmpty && !part.hasPrefix(".")
        && part.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
        }
    }
    guard name.utf8.count <= 200, parts.count <= 16, plain else {
      throw error(
        "golden name '\(Excerpt.quote(name))' must be a relative path of plain names (letters, digits, '-', '_', '.'), such as 'transitions/push'",
        at: path, value)
    }
    return name
  }
}
