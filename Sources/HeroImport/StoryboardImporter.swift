import Foundation
import HeroEngine
import HeroLayout
import HeroModel
import HeroScene

/// Imports one transition of a storyboard: two view controllers' views and the transition between
/// them, as a `Scene`, with a report of what was approximated.
public struct StoryboardImporter: Sendable {
  /// What to import: both ends (by storyboard identifier, object id or unique custom class) or a
  /// segue, and optionally the kind and the scale.
  public struct Request: Sendable {
    public var from: String?
    public var to: String?
    public var segue: String?
    /// Nil: from the segue, else from the controllers' containers.
    public var kind: TransitionKind?
    /// Pixels per point; nil: the document's device's.
    public var scale: Double?
    /// The scene's name.
    public var name: String
    /// The screen to lay the views out for; nil: the document's device.
    public var layout: LayoutTarget?
    /// Measures labels' text for their intrinsic sizes (the compositor's `TextMeasurer.measure`);
    /// without it labels have no intrinsic size.
    public var measureText: TextMeasuring?
    /// Which side is leading, when laid out for the document's device (a `layout` has its own).
    public var direction: LayoutDirection = .leftToRight
    /// The Hero setup each end's code makes (HeroSwiftSource reads it); nil: the storyboard's only.
    public var heroSetup: (@Sendable (Storyboard.Controller) -> HeroSetup)?
    public init(
      from: String? = nil, to: String? = nil, segue: String? = nil, kind: TransitionKind? = nil,
      scale: Double? = nil, name: String, layout: LayoutTarget? = nil, measureText: TextMeasuring? = nil
    ) {
      self.from = from
      self.to = to
      self.segue = segue
      self.kind = kind
      self.scale = scale
      self.name = name
      self.layout = layout
      self.measureText = measureText
    }
  }

  public struct Result: Sendable {
    public var scene: Scene
    public var report: ImportReport
    /// The two view controllers imported (after a container's content is chosen), by how a linked
    /// scene names them: the storyboard identifier, else the object id.
    public var fromController = ""
    public var toController = ""
  }

  public let storyboard: Storyboard
  public let catalog: AssetCatalog

  public init(storyboard: Storyboard, catalog: AssetCatalog) {
    self.storyboard = storyboard
    self.catalog = catalog
  }

  /// Reads `path` and the asset catalogs next to it (plus `assetCatalogs`). With `sandbox`, every
  /// file read (the storyboard, the catalogs and their files) must lie inside that folder after links
  /// are resolved (`hero import … --sandbox`); asset files must lie inside their catalog either way.
  public init(path: String, assetCatalogs: [String] = [], sandbox: String? = nil) throws(ImportError) {
    self.init(
      storyboard: try StoryboardReader.read(path: path, sandbox: sandbox),
      catalog: try AssetCatalog.discover(near: path, extra: assetCatalogs, sandbox: sandbox))
  }

  /// Reads `.xib` files (their top-level views are the "controllers") and the catalogs beside the
  /// first; `sandbox` as for a storyboard.
  public init(xibs: [String], assetCatalogs: [String] = [], sandbox: String? = nil) throws(ImportError) {
    self.init(
      storyboard: try XibReader.read(paths: xibs, sandbox: sandbox),
      catalog: try AssetCatalog.discover(near: xibs.first ?? ".", extra: assetCatalogs, sandbox: sandbox))
  }

  public func importScene(_ request: Request) throws(ImportError) -> Result {
    var report = ImportReport()
    let graph = ControllerGraph(storyboard)
    var (fromID, toID, segue) = try ends(request)
    fromID = try graph.content(of: fromID, report: &report)
    toID = try graph.content(of: toID, report: &report)
    guard fromID != toID else {
      throw ImportError(
        file: storyboard.file, message: "both ends are the same view controller ('\(fromID)')")
    }
    let kind: TransitionKind
    if let requested = request.kind {
      kind = requested
    } else {
      kind = try graph.kind(from: fromID, to: toID, segue: segue, report: &report)
    }
    guard let from = storyboard.controller(id: fromID), let to = storyboard.controller(id: toID) else {
      throw ImportError(file: storyboard.file, message: "view controller not found")
    }
    let scale =
      request.scale == nil && request.layout != nil
      ? request.layout!.scale : try self.scale(request.scale, report: &report)
    let assets = AssetLookups(catalog, scale: scale)
    let colors = ColorReader(storyboard: storyboard, catalog: assets)
    let target = layoutTarget(request, from: from, scale: scale, report: &report)

    var laidOut = false
    func screen(_ c: Storyboard.Controller, _ side: Side) throws(ImportError) -> View {
      guard let root = c.rootView else {
        throw ImportError(
          file: storyboard.file, line: c.node.line, message: "view controller '\(c.displayName)' has no view")
      }
      var importer = ViewImporter(
        storyboard: storyboard, colors: colors, assets: assets, side: side)
      // The direction holds for natural alignment whether or not the screen is laid out.
      importer.direction = target?.direction ?? request.direction
      if let target, request.layout != nil || Self.hasConstraints(root) {
        laidOut = true
        let own = self.target(target, under: c)
        importer.frames = try importer.layOut(
          root: root, controller: c.node, target: own, measureText: request.measureText, report: &report)
        if own.isDocumentDevice {
          try checkStoredFrames(root: root, c, importer: importer, target: own, request: request, report: &report)
        }
      }
      return try importer.importView(root, tint: View.defaultTintColor, depth: 0, report: &report)
    }
    let fromSetup = request.heroSetup.map { $0(from) }
    let toSetup = request.heroSetup.map { $0(to) }
    var fromView = try screen(from, .from)
    var toView = try screen(to, .to)
    fromSetup?.note(side: .from, report: &report)
    toSetup?.note(side: .to, report: &report)
    fromSetup?.apply(to: &fromView, side: .from, overrides: [:], report: &report)
    toSetup?.apply(to: &toView, side: .to, overrides: [:], report: &report)
    let canvasSize = fromView.frame.size
    guard canvasSize.width > 0, canvasSize.height > 0 else {
      throw ImportError(
        file: storyboard.file, line: from.rootView?.line,
        message: "the view of '\(from.displayName)' has no size")
    }
    fromView.frame = Rect(origin: .zero, size: canvasSize)
    if toView.frame.size != canvasSize {
      report.add(
        .approximated, "to/\(toView.id)",
        "view is \(Int(toView.frame.width))×\(Int(toView.frame.height)) in IB; drawn at the canvas size \(Int(canvasSize.width))×\(Int(canvasSize.height))"
      )
    }
    toView.frame = Rect(origin: .zero, size: canvasSize)

    var transition = TransitionSettings(kind: kind)
    // The code of the controller that owns the setting first: the presented one for a modal
    // transition, else the one already on screen when the transition starts.
    let ordered =
      kind == .present || kind == .pop || kind == .tabBackward ? [toSetup, fromSetup] : [fromSetup, toSetup]
    if let coded = ordered.lazy.compactMap({ $0?.animation(for: kind) }).first {
      transition.animation = coded.value
      report.add(.source, "", "default animation '\(coded.value.stringForm)' from \(coded.location)")
    } else {
      transition.animation = graph.animation(kind: kind, from: fromID, to: toID, report: &report)
    }
    if kind == .present || kind == .dismiss {
      transition.presentation = graph.presentation(
        presented: kind == .present ? to : from, segue: segue, report: &report)
    }
    if let enabled = ordered.lazy.compactMap({ $0?.enables(kind) }).first {
      if !enabled.value {
        report.add(
          .warning, "", "the code turns Hero off (\(enabled.location)): on a device UIKit's own transition runs")
      }
    } else {
      graph.checkHeroEnabled(kind: kind, from: fromID, to: toID, report: &report)
    }
    if kind.isNavigation || kind.isTabBar {
      report.add(
        .approximated, "",
        "the \(kind.isNavigation ? "navigation bar" : "tab bar") is not drawn: it stays outside Hero's container"
      )
    }
    if let target, laidOut {
      report.add(.approximated, "", "laid out with Auto Layout for \(target.description)")
    } else {
      report.add(
        .approximated, "",
        "frames are the ones IB stored for \(storyboard.deviceID.map { "device '\($0)'" } ?? "the document's device"); constraints are not solved"
      )
    }
    // Says where the scene came from, so a gallery of imported scenes explains itself.
    let storyboardName = URL(fileURLWithPath: storyboard.file).lastPathComponent
    let via = segue.map { " (segue '\(Excerpt.quote($0.identifier ?? $0.id))')" } ?? ""
    let description =
      "Imported by hero import from \(storyboardName)\(via): the \(kind.rawValue) from '\(Excerpt.quote(from.displayName))' to '\(Excerpt.quote(to.displayName))'."
    let scene = Scene(
      name: request.name, canvas: Canvas(width: canvasSize.width, height: canvasSize.height, scale: scale),
      transition: transition, from: fromView, to: toView, description: description)
    return Result(
      scene: scene, report: report, fromController: from.storyboardIdentifier ?? from.id,
      toController: to.storyboardIdentifier ?? to.id)
  }

  /// Lays one controller's view (a xib's top-level view) out for `target` (nil: the document's
  /// device): every view's frame by element id, in its superview's coordinates, and the report of
  /// conflicts and ambiguities.
  public func layOut(
    _ reference: String, target: LayoutTarget? = nil, measureText: TextMeasuring? = nil
  ) throws(ImportError) -> (frames: [String: Rect], report: ImportReport) {
    var report = ImportReport()
    guard let c = storyboard.controller(id: try controllerID(reference)), let root = c.rootView else {
      throw ImportError(file: storyboard.file, message: "'\(Excerpt.quote(reference))' has no view")
    }
    let scale = try self.scale(nil, report: &report)
    let assets = AssetLookups(catalog, scale: scale)
    var importer = ViewImporter(
      storyboard: storyboard, colors: ColorReader(storyboard: storyboard, catalog: assets), assets: assets, side: .from)
    let request = Request(name: "", layout: target)
    guard let chosen = layoutTarget(request, from: c, scale: target?.scale ?? scale, report: &report) else {
      throw ImportError(file: storyboard.file, line: root.line, message: "'\(Excerpt.quote(reference))' has no size")
    }
    importer.direction = chosen.direction
    let frames = try importer.layOut(
      root: root, controller: c.node, target: self.target(chosen, under: c), measureText: measureText, report: &report)
    return (frames, report)
  }

  /// One controller's view (by storyboard identifier, object id or unique custom class) laid out
  /// with Auto Layout for `target` (a scene variant's device and direction), its colours in
  /// `appearance` and its text styles at `contentSize`: the screen a scene side refers to
  /// (`{"storyboard": …, "controller": …}`, docs/variants.md), imported again for each variant. The
  /// root's frame is the target's screen.
  /// `heroSetup` is the controller's code's (HeroSwiftSource); `overrides`, the scene file's, by
  /// outlet name or object id, win over it.
  public func importScreen(
    _ reference: String, side: Side, target: LayoutTarget, appearance: Appearance = .light,
    contentSize: ContentSizeCategory = .standard, measureText: TextMeasuring?, heroSetup: HeroSetup? = nil,
    overrides: [String: ScreenOverride] = [:]
  ) throws(ImportError) -> (view: View, report: ImportReport) {
    var report = ImportReport()
    guard let c = storyboard.controller(id: try controllerID(reference)), let root = c.rootView else {
      throw ImportError(file: storyboard.file, message: "'\(Excerpt.quote(reference))' has no view")
    }
    let assets = AssetLookups(catalog, scale: target.scale)
    var colors = ColorReader(storyboard: storyboard, catalog: assets)
    colors.appearance = appearance
    var importer = ViewImporter(storyboard: storyboard, colors: colors, assets: assets, side: side)
    importer.contentSize = contentSize
    importer.direction = target.direction
    let own = self.target(target, under: c)
    importer.frames = try importer.layOut(
      root: root, controller: c.node, target: own, measureText: measureText, report: &report)
    let tint = SystemColor.named["systemBlue"]?.resolved(appearance) ?? View.defaultTintColor
    var view = try importer.importView(root, tint: tint, depth: 0, report: &report)
    view.frame = Rect(0, own.viewTop, own.screen.width, own.screen.height)
    let setup = heroSetup ?? HeroSetup()
    setup.note(side: side, report: &report)
    setup.apply(to: &view, side: side, overrides: try byObjectID(overrides, of: c), report: &report)
    return (view, report)
  }

  /// The two controller ids and the segue, from the request.
  private func ends(_ request: Request) throws(ImportError) -> (String, String, Storyboard.Segue?) {
    if let segueID = request.segue {
      guard request.from == nil, request.to == nil else {
        throw ImportError(file: storyboard.file, message: "give either --segue or --from and --to, not both")
      }
      guard let segue = storyboard.segues.first(where: { $0.id == segueID || $0.identifier == segueID })
      else {
        throw ImportError(
          file: storyboard.file, message: "no segue with id '\(Excerpt.quote(segueID))'",
          suggestion: NameSuggestion.closest(to: segueID, in: storyboard.segues.map(\.id)))
      }
      if segue.kind == "relationship" || segue.kind == "embed" {
        throw ImportError(
          file: storyboard.file, line: segue.line,
          message:
            "segue '\(segue.id)' is of kind '\(StoryboardListing.kindName(segue))', not a transition; import its ends with --from and --to"
        )
      }
      return (segue.source, segue.destination, segue)
    }
    guard let fromRef = request.from, let toRef = request.to else {
      throw ImportError(file: storyboard.file, message: "give --from and --to (or --segue)")
    }
    let from = try controllerID(fromRef)
    let to = try controllerID(toRef)
    let segue = storyboard.segues.first {
      $0.source == from && $0.destination == to && $0.kind != "relationship"
    }
    return (from, to, segue)
  }

  /// Controller ids an ambiguous class reference lists.
  static let listedMatches = 5

  /// The scene file's overrides keyed by object id: each key is an outlet of `controller` or the
  /// object id of a view in its tree.
  func byObjectID(_ overrides: [String: ScreenOverride], of controller: Storyboard.Controller) throws(ImportError)
    -> [String: ScreenOverride]
  {
    guard !overrides.isEmpty else { return [:] }
    let outlets = controller.outlets
    var ids: Set<String> = []
    var stack = controller.rootView.map { [$0] } ?? []
    while let n = stack.popLast() {
      if let id = n["id"] { ids.insert(id) }
      stack += n.children
    }
    var result: [String: ScreenOverride] = [:]
    for key in overrides.keys.sorted() {
      guard let id = outlets[key] ?? (ids.contains(key) ? key : nil) else {
        throw ImportError(
          file: storyboard.file,
          message:
            "'\(Excerpt.quote(key))' is neither an outlet of '\(controller.displayName)' nor the id of one of its views",
          suggestion: NameSuggestion.closest(to: key, in: Array(outlets.keys)))
      }
      result[id] = overrides[key]
    }
    return result
  }

  /// A controller by storyboard identifier, object id or (when unique) custom class.
  public func controllerID(_ reference: String) throws(ImportError) -> String {
    let all = storyboard.controllers
    if let c = all.first(where: { $0.storyboardIdentifier == reference })
      ?? all.first(where: { $0.id == reference })
    {
      return c.id
    }
    let byClass = all.filter { $0.customClass == reference }
    if byClass.count == 1 { return byClass[0].id }
    if byClass.count > 1 {
      // A few ids to choose from, not every one: a storyboard may hold thousands of one class.
      let shown = byClass.prefix(Self.listedMatches).map { "'\(Excerpt.quote($0.id))'" }.joined(separator: ", ")
      let more = byClass.count > Self.listedMatches ? ", … \(byClass.count - Self.listedMatches) more" : ""
      throw ImportError(
        file: storyboard.file,
        message:
          "\(byClass.count) view controllers have class '\(Excerpt.quote(reference))'; name one by id (\(shown)\(more))"
      )
    }
    let names = all.flatMap { [$0.storyboardIdentifier, $0.id, $0.customClass].compactMap { $0 } }
    throw ImportError(
      file: storyboard.file,
      message:
        "no view controller with storyboard identifier, id or class '\(Excerpt.quote(reference))'",
      suggestion: NameSuggestion.closest(to: reference, in: names))
  }

  /// True when a view of the tree has constraints: only then is the document's own device laid out
  /// again (a screen of stored frames keeps them exactly; `--device` lays out any screen).
  static func hasConstraints(_ node: XMLNode) -> Bool {
    var stack = [node]
    while let n = stack.popLast() {
      if n.name == "constraint" { return true }
      stack += n.children
    }
    return false
  }

  /// The screen to lay out for: the request's, else the document's device, else (a device not in
  /// the table) the size of the first view as stored, without safe-area insets.
  private func layoutTarget(
    _ request: Request, from: Storyboard.Controller, scale: Double, report: inout ImportReport
  ) -> LayoutTarget? {
    if let given = request.layout { return given }
    if let id = storyboard.deviceID, let device = Device.interfaceBuilder(id) {
      var target =
        storyboard.deviceOrientation == "landscape"
        ? LayoutTarget(landscape: device, direction: request.direction)
        : LayoutTarget(device: device, direction: request.direction)
      target.isDocumentDevice = true
      target.scale = scale
      return target
    }
    guard let root = from.rootView, let rect = root.child("rect", key: "frame"),
      let w = rect["width"].flatMap(Double.init), let h = rect["height"].flatMap(Double.init), w > 0, h > 0,
      w.isFinite, h.isFinite
    else { return nil }
    return LayoutTarget(screen: AutoLayout.Screen(width: w, height: h), scale: scale, direction: request.direction)
  }

  /// Pixels per point: the request's, else the document device's (2 when the device is unknown).
  private func scale(_ requested: Double?, report: inout ImportReport) throws(ImportError) -> Double {
    if let s = requested {
      guard Canvas.isValidScale(s) else {
        throw ImportError(
          file: storyboard.file,
          message: "scale \(NumberText.shortest(s)) is out of range; use \(Canvas.scaleRangeText)")
      }
      return s
    }
    guard let device = storyboard.deviceID else { return 2 }
    if let s = Self.deviceScales[device] { return s }
    report.add(.approximated, "", "device '\(device)' not known; rendered at scale 2")
    return 2
  }

  /// Interface Builder's device ids and their screens' scale.
  static let deviceScales: [String: Double] = [
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina5_5": 3, "retina5_9": 3, "retina6_1": 2,
    "retina6_5": 3, "retina6_0": 3, "retina6_12": 3, "retina6_7": 3, "retina6_72": 3, "retina6_3": 3,
    "retina6_9": 3, "iPad": 1, "ipad9_7": 2, "ipad10_2": 2, "ipad10_5": 2, "ipad10_9rounded": 2, "ipad11": 2,
    "ipad12_9": 2, "ipad12_9rounded": 2,
  ]
}
