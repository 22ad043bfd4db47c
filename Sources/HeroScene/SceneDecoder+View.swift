import Foundation
import HeroFiles
import HeroModel

/// Views: the keys of docs/scene-format.md's view table, children, and per-screen id uniqueness.
extension SceneDecoder {
  static let viewKeys = [
    "id", "frame", "backgroundColor", "opacity", "hidden", "opaque", "cornerRadius", "masksToBounds",
    "border",
    "shadow", "zPosition", "transform", "image", "text", "heroID", "modifiers", "children", "heroEnabled",
    "heroEnabledForSubviews", "tintColor", "effect", "contentOffset", "autoresizing",
  ]
  static let borderKeys = ["width", "color"]
  static let shadowKeys = ["color", "opacity", "offset", "radius", "path"]
  /// Shadow blur radii accepted, points: a wider blur spreads any shadow to nothing visible, and
  /// beyond it the mask's resolution underflows.
  static let shadowRadiusRange = 0.0...10_000
  static let imageKeys = ["path", "contentsRect", "gravity", "rendering"]

  /// A screen: a root view whose frame is the canvas. Ids must be unique within it. Without a
  /// canvas (when it is wrong), the root's frame is not checked against it. The root is laid out
  /// at the variant's canvas (`variantCanvas`), its subviews following their autoresizing masks.
  func screen(_ value: JSONValue, _ path: String, canvas: Canvas?) throws(SceneError) -> View {
    if Self.keys(of: value).contains("storyboard") { return try importedScreen(value, path, canvas: canvas) }
    var ids: [String: String] = [:]
    let screen = canvas.map { Rect(origin: .zero, size: $0.size) }
    // A root's frame may be left out (it is the canvas), so it is read as a screen's in any case.
    var root = try view(
      value, path, screen: screen ?? Rect(origin: .zero, size: Size(1, 1)), ids: &ids, checksFrame: canvas != nil,
      actual: canvas.map { variantCanvas($0).size })
    if let canvas { root.frame = Rect(origin: .zero, size: variantCanvas(canvas).size) }
    return root
  }

  /// One view and its subtree. `screen` is the canvas rectangle for a root view (its frame, which
  /// may be left out) and nil for any other view (whose frame is required). `ids` maps each id seen
  /// in this screen to its path, to report duplicates. `parent` is the superview's size as written
  /// and for the variant (the frame is `placed` for it); `actual` is a root's size for the variant.
  func view(
    _ value: JSONValue, _ path: String, screen: Rect?, ids: inout [String: String], checksFrame: Bool = true,
    parent: Placement? = nil, actual: Size? = nil
  ) throws(SceneError) -> View {
    let f = try object(value, at: path, keys: Self.viewKeys)
    let idValue = try f.required("id")
    let id = try nonEmptyString(idValue, f.path("id"))
    if id.contains("/") {
      report(
        error("view ids must not contain '/' (it separates side and id in view keys)", at: f.path("id"), idValue))
    }
    if let first = ids[id] {
      report(error("duplicate view id '\(id)' (already used at \(first))", at: f.path("id"), idValue))
    } else {
      ids[id] = path
    }

    let frame: Rect
    // A frame that is given but wrong is logged (by `optional`) and not missing as well.
    let frameGiven = f["frame"] != nil
    switch (try f.optional("frame", rect), screen) {
    case (let given?, nil): frame = given
    case (nil, let canvas?): frame = canvas
    case (let given?, let canvas?):
      if given != canvas && checksFrame {
        report(
          error(
            "a screen's frame is the canvas; remove 'frame' or set it to [0, 0, \(format(canvas.width)), \(format(canvas.height))]",
            at: f.path("frame"), f["frame"] ?? value))
      }
      frame = canvas
    case (nil, nil):
      // Logged, and the view read on with an empty frame: its values and subviews are checked too.
      if !frameGiven { report(f.missing("frame")) }
      frame = .zero
    }

    let mask = try f.optional("autoresizing", autoresizing) ?? []
    let placement = Placement(
      declared: frame.size, actual: actual ?? parent.map { placed(frame, mask: mask, parent: $0).size } ?? frame.size)
    // What is left out keeps `View`'s own defaults.
    var view = View(id: id, frame: parent.map { placed(frame, mask: mask, parent: $0) } ?? frame)
    view.backgroundColor = try f.optional("backgroundColor", color)
    view.opacity = try f.optional("opacity", layerNumber(.opacity)) ?? view.opacity
    view.isHidden = try f.optional("hidden", bool) ?? view.isHidden
    view.isOpaqueOverride = try f.optional("opaque", bool)
    view.cornerRadius = try f.optional("cornerRadius", layerNumber(.cornerRadius)) ?? view.cornerRadius
    view.masksToBounds = try f.optional("masksToBounds", bool) ?? view.masksToBounds
    view.border = try f.optional("border", border)
    view.shadow = try f.optional("shadow", shadow)
    view.zPosition = try f.optional("zPosition", number) ?? view.zPosition
    view.transform = try f.optional("transform", transform) ?? view.transform
    view.image = try f.optional("image", image)
    view.text = try f.optional("text", text)
    if view.image != nil, let textValue = f["text"] {
      report(
        error(
          "a view shows either an image or text, not both (UIImageView or UILabel); put the label in a child view",
          at: f.path("text"), textValue))
    }
    view.tintColor = try f.optional("tintColor", color)
    view.effect = try f.optional("effect", effect)
    if view.image != nil || view.text != nil, let effectValue = f["effect"] {
      report(
        error(
          "a view with an 'effect' is a UIVisualEffectView and shows no image or text; put them in a subview",
          at: f.path("effect"), effectValue))
    }
    view.contentOffset = try f.optional("contentOffset", point) ?? view.contentOffset
    view.heroID = try f.optional("heroID", nonEmptyString)
    view.modifiers = try f.optional("modifiers", modifiers) ?? view.modifiers
    view.isHeroEnabled = try f.optional("heroEnabled", bool) ?? view.isHeroEnabled
    view.isHeroEnabledForSubviews = try f.optional("heroEnabledForSubviews", bool) ?? view.isHeroEnabledForSubviews
    if let childrenValue = f["children"] {
      let childrenPath = f.path("children")
      // A child that cannot be read is logged and left out; its siblings are read on.
      let children: [JSONValue] = attempt { () throws(SceneError) in try array(childrenValue, childrenPath) } ?? []
      for (i, child) in children.enumerated() {
        do {
          view.children.append(
            try self.view(child, JSONPath.index(i, in: childrenPath), screen: nil, ids: &ids, parent: placement))
        } catch {
          report(error)
        }
      }
    }
    return view
  }

  func border(_ value: JSONValue, _ path: String) throws(SceneError) -> Border {
    let f = try object(value, at: path, keys: Self.borderKeys)
    var border = Border(width: try f.require("width", layerNumber(.borderWidth)))
    border.color = try f.optional("color", color) ?? border.color
    return border
  }

  /// Core Animation's defaults for what is left out: black, opacity 0, offset (0, −3), radius 3.
  func shadow(_ value: JSONValue, _ path: String) throws(SceneError) -> Shadow {
    let f = try object(value, at: path, keys: Self.shadowKeys)
    let defaults = Shadow()
    return Shadow(
      color: try f.optional("color", color) ?? defaults.color,
      opacity: try f.optional("opacity", layerNumber(.shadowOpacity)) ?? defaults.opacity,
      offset: try f.optional("offset", size) ?? defaults.offset,
      radius: try f.optional("radius") { (v, p) throws(SceneError) in
        try number(v, p, in: Self.shadowRadiusRange)
      }
        ?? defaults.radius,
      path: try f.optional("path", shadowPath))
  }

  /// `[x, y, w, h]` (a rectangle), `{ "rect": [x, y, w, h], "cornerRadius": r }`,
  /// `{ "ellipse": [x, y, w, h] }`, or SVG path data as the state dump prints it
  /// (`"M 0 0 L 10 0 … Z"`), in the view's own coordinates (points).
  func shadowPath(_ value: JSONValue, _ path: String) throws(SceneError) -> Path {
    if case .array = value.node { return .rect(try rect(value, path)) }
    if case .string(let data) = value.node {
      do {
        return try SVGPathData.parse(data)
      } catch {
        let expected = error.expected.map { "; expected \($0)" } ?? ""
        throw self.error(
          "\(error.message) at column \(error.column) of the path data\(expected)", at: path, value)
      }
    }
    guard case .object = value.node else {
      throw error(
        "expected [x, y, width, height], { \"rect\": [...], \"cornerRadius\": r }, { \"ellipse\": [...] } or SVG path data, found \(value.typeDescription)",
        at: path, value)
    }
    let f = try object(value, at: path, keys: ["rect", "cornerRadius", "ellipse"])
    switch (f["rect"], f["ellipse"]) {
    case (let r?, nil):
      let radius = try f.optional("cornerRadius", nonNegative) ?? 0
      return .roundedRect(try rect(r, f.path("rect")), cornerRadius: radius)
    case (nil, let e?):
      if let radius = f["cornerRadius"] {
        throw error("'cornerRadius' applies to 'rect' only", at: f.path("cornerRadius"), radius)
      }
      return .ellipse(in: try rect(e, f.path("ellipse")))
    case (_?, _?):
      throw error("give either 'rect' or 'ellipse', not both", at: path, value)
    case (nil, nil):
      throw f.missing("rect", "ellipse", message: "missing required key 'rect' or 'ellipse'")
    }
  }

  /// The image file must exist; its path is stored absolute (resolved against the scene's folder).
  func image(_ value: JSONValue, _ path: String) throws(SceneError) -> ImageContent {
    let f = try object(value, at: path, keys: Self.imageKeys)
    let fileValue = try f.required("path")
    let given = try nonEmptyString(fileValue, f.path("path"))
    let resolved = resolve(given)
    do {
      try InputFile.check(resolved, kind: .image, sandbox: sandbox)
    } catch let e {
      let reason = e.isMissing ? "not found (looked for \(resolved))" : e.reason
      throw self.error("image file '\(Excerpt.quote(given))' \(reason)", at: f.path("path"), fileValue)
    }
    // The header says whether the file is a PNG or JPEG at all and what a decode costs: both are refused
    // here, at the scene's line (`lint` too), not first when a frame paints it. A file whose data is
    // corrupt past its header is reported when it is painted, with the decoder's reason.
    let header: PNGHeader
    do {
      header = try PNGHeader.read(resolved, sandbox: sandbox)
    } catch {
      throw self.error(
        "image file '\(Excerpt.quote(given))' cannot be shown: \(error.headerProblem); scene images must be PNG or JPEG files",
        at: f.path("path"), fileValue)
    }
    if let problem = header.sizeError {
      throw self.error("image file '\(Excerpt.quote(given))' \(problem)", at: f.path("path"), fileValue)
    }
    var image = ImageContent(path: resolved)
    image.contentsRect = try f.optional("contentsRect", rect) ?? image.contentsRect
    image.gravity =
      try f.optionalCase("gravity", ContentsGravity.self, what: "gravity") ?? image.gravity
    image.rendering =
      try f.optionalCase("rendering", ImageRendering.self, what: "rendering mode") ?? image.rendering
    return image
  }
}

/// A side that refers to a screen of a storyboard, laid out for the variant when the scene loads.
extension SceneDecoder {
  static let importedScreenKeys = ["storyboard", "controller", "views"]
  static let screenOverrideKeys = ["heroID", "modifiers"]
  /// Views a side's `views` may name (a screen holds far fewer).
  static let maximumScreenOverrides = 10_000

  /// `{"storyboard": path, "controller": name}`: the storyboard's path relative to the scene file,
  /// the view controller by storyboard identifier, object id or unique class, and `views`: a view's
  /// `heroID` and `modifiers` by outlet name or object id, over the storyboard's and the code's. Its layout follows
  /// the variant's device and direction (leading and trailing constraints), so it is never mirrored
  /// again.
  func importedScreen(_ value: JSONValue, _ path: String, canvas: Canvas?) throws(SceneError) -> View {
    let f = try object(value, at: path, keys: Self.importedScreenKeys)
    let documentValue = try f.required("storyboard")
    let document = try nonEmptyString(documentValue, f.path("storyboard"))
    let controllerValue = try f.required("controller")
    let controller = try nonEmptyString(controllerValue, f.path("controller"))
    let overrides = try f.optional("views", screenOverrides) ?? [:]
    guard let canvas else {
      // The canvas's own error is reported; without it there is no screen to lay out for.
      return View(id: controller, frame: .zero)
    }
    guard let screens else {
      throw error(
        "a screen from a storyboard is laid out by HeroImport; load the scene with LoadedScene (HeroVerify), as hero's commands do",
        at: path, value)
    }
    guard let side = Side(rawValue: path) else {
      throw error("only 'from' and 'to' can be screens of a storyboard", at: path, value)
    }
    do {
      return try screens.screen(
        document: resolve(document), controller: controller, side: side, canvas: variantCanvas(canvas),
        variant: variant, sandbox: sandbox, overrides: overrides)
    } catch {
      let blamed =
        error.member == .controller ? controllerValue : (error.member == .views ? f["views"] ?? value : documentValue)
      throw self.error(error.message, at: f.path(error.member.rawValue), blamed)
    }
  }

  /// `{"albumArt": {"heroID": "album", "modifiers": "fade"}}`.
  func screenOverrides(_ value: JSONValue, _ path: String) throws(SceneError) -> [String: ScreenOverride] {
    guard case .object(let members) = value.node else {
      throw error("expected an object of views by outlet name or object id", at: path, value)
    }
    guard members.count <= Self.maximumScreenOverrides else {
      throw error("names more than \(Self.maximumScreenOverrides) views", at: path, value)
    }
    var result: [String: ScreenOverride] = [:]
    for member in members {
      let memberPath = JSONPath.key(member.key, in: path)
      let o = try object(member.value, at: memberPath, keys: Self.screenOverrideKeys)
      var override = ScreenOverride()
      override.heroID = try o.optional("heroID", nonEmptyString)
      override.modifiers = try o.optional("modifiers", modifiers)
      result[member.key] = override
    }
    return result
  }
}
