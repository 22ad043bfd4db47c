import HeroEngine
import HeroModel

/// The document: name, canvas, fps, the two screens, the transition and golden settings.
extension SceneDecoder {
  static let sceneKeys = [
    "$schema", "name", "description", "canvas", "fps", "fonts", "transition", "from", "to", "golden", "variants",
    "layoutDirection",
  ]
  static let canvasKeys = ["width", "height", "scale"]
  static let goldenKeys = ["samples", "tolerance", "pixelBudget", "name"]
  /// Golden samples × variants of one scene: 100 samples of each of a full matrix's 336 variants
  /// fit, a scene asking for millions of renders does not.
  public static let maximumGoldenRenders = 40_000

  /// The document; nil when a required part could not be read (every error is in `log` then).
  /// The parts are read independently, so that each part's errors are found: a screen is read
  /// even when the canvas is wrong (without the check that its frame is the canvas), the
  /// transition when both screens could be read (its script names their views).
  func parsedScene(_ value: JSONValue, defaultName: String, variant requested: String? = nil) throws(SceneError)
    -> ParsedScene?
  {
    let f = try object(value, at: "", keys: Self.sceneKeys)
    _ = try f.optional("$schema", string)
    let description = try f.optional("description", string)
    let name = try f.optional("name", nonEmptyString) ?? defaultName
    let canvas = attempt { () throws(SceneError) in try f.require("canvas", self.canvas) }
    let fps =
      try f.optional("fps") { (v, p) throws(SceneError) in
        let fps = try positive(v, p)
        guard fps <= SceneLoader.maximumFPS else {
          throw error("\(format(fps)) fps is too many; at most \(format(SceneLoader.maximumFPS))", at: p, v)
        }
        return fps
      } ?? Scene.defaultFPS
    let fonts = attempt { () throws(SceneError) in try self.fonts(f["fonts"], f.path("fonts")) }
    var decoder = self
    decoder.fontCatalog = fonts?.catalog ?? FontCatalog.bundled
    decoder.checksFontFamilies = fonts != nil
    let variants = (try f.optional("variants", variantAxes) ?? variantDefaults).matrix
    let variant = try chosenVariant(
      variants, requested: requested, document: f["variants"] ?? value,
      variantsPath: f["variants"] == nil ? "" : "variants")
    decoder.variant = variant ?? Variant()
    let direction = try f.optional("layoutDirection") { (v, p) throws(SceneError) in
      try knownName(v, p, in: Self.layoutDirections, what: "layout direction") { name in
        // `rtl` or `rightToLeft` here is a scene that means to be mirrored: it follows the
        // direction of its `rtl` variants.
        let lowered = name.lowercased()
        return lowered.contains("rtl") || lowered.contains("right") ? "followsLayoutDirection" : nil
      }
    }
    decoder.mirrors = direction == "followsLayoutDirection" && decoder.variant.isRightToLeft
    func screen(_ key: String) -> View? {
      attempt { () throws(SceneError) in
        try f.require(key) { (v, p) throws(SceneError) in try decoder.screen(v, p, canvas: canvas) }
      }
    }
    let from = screen("from")
    let to = screen("to")
    var transition = TransitionSettings()
    if let from, let to {
      transition =
        try f.optional("transition") { (v, p) throws(SceneError) in
          try decoder.transition(v, p, from: from, to: to)
        } ?? transition
    }
    let golden = try f.optional("golden", golden) ?? goldenDefaults
    // Each sample is rendered once for every variant by record and verify (and lint passes only
    // what they can do).
    let renders = golden.samples.count * max(variants.count, 1)
    if renders > Self.maximumGoldenRenders {
      let at = f["golden"].flatMap { g -> (String, JSONValue)? in
        guard case .object(let members) = g.node, let samples = members.first(where: { $0.key == "samples" }) else {
          return nil
        }
        return (JSONPath.key("samples", in: f.path("golden")), samples.value)
      }
      throw error(
        "\(golden.samples.count) samples × \(max(variants.count, 1)) variants = \(renders) golden renders; a scene "
          + "may ask for at most \(Self.maximumGoldenRenders) (sample fewer progress values, or fewer variants)",
        at: at?.0 ?? f.path("golden"), at?.1 ?? value)
    }
    guard let canvas, let fonts, let from, let to else { return nil }
    let scene = Scene(
      name: name, canvas: decoder.variantCanvas(canvas, keepsScale: Self.keys(of: f["canvas"]).contains("scale")),
      fps: fps, transition: transition, from: from, to: to, golden: golden,
      fonts: fonts.files, description: description)
    return ParsedScene(
      scene: scene, document: value, fontFamilies: fonts.families, variant: variant, variants: variants)
  }

  /// Points, with a `scale` (default 2) that the canvas rule allows (`Canvas.scaleProblem`): more
  /// than 0 and at most 3, and between 1 and `Canvas.maximumPixelSide` pixels a side.
  func canvas(_ value: JSONValue, _ path: String) throws(SceneError) -> Canvas {
    let f = try object(value, at: path, keys: Self.canvasKeys)
    let width = try f.require("width", positive)
    let height = try f.require("height", positive)
    let scale =
      try f.optional("scale") { (v, p) throws(SceneError) in
        let s = try number(v, p)
        guard Canvas.isValidScale(s) else {
          throw error("\(format(s)) is out of range; expected \(Canvas.scaleRangeText)", at: p, v)
        }
        return s
      } ?? Canvas.defaultScale
    let canvas = Canvas(width: width, height: height, scale: scale)
    switch canvas.scaleProblem(scale) {
    case nil, .outOfRange?: break
    case .tooLarge(let pw, let ph)?:
      throw error(
        "canvas is \(format(pw))×\(format(ph)) pixels at scale \(format(scale)); each side must be at most \(Canvas.maximumPixelSide) pixels",
        at: path, value)
    case .tooSmall(let pw, let ph)?:
      throw error(
        "canvas is \(format(pw))×\(format(ph)) pixels at scale \(format(scale)); each side must be at least 1 pixel",
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
