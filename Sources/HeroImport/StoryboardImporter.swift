import Foundation
import HeroEngine
import HeroModel

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
    public init(
      from: String? = nil, to: String? = nil, segue: String? = nil, kind: TransitionKind? = nil,
      scale: Double? = nil, name: String
    ) {
      self.from = from
      self.to = to
      self.segue = segue
      self.kind = kind
      self.scale = scale
      self.name = name
    }
  }

  public struct Result: Sendable {
    public var scene: Scene
    public var report: ImportReport
  }

  public let storyboard: Storyboard
  public let catalog: AssetCatalog

  public init(storyboard: Storyboard, catalog: AssetCatalog) {
    self.storyboard = storyboard
    self.catalog = catalog
  }

  /// Reads `path` and the asset catalogs next to it (plus `assetCatalogs`).
  public init(path: String, assetCatalogs: [String] = []) throws(ImportError) {
    self.init(
      storyboard: try StoryboardReader.read(path: path),
      catalog: try AssetCatalog.discover(near: path, extra: assetCatalogs))
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
    let scale = try scale(request.scale, report: &report)
    let assets = AssetLookups(catalog, scale: scale)
    let colors = ColorReader(storyboard: storyboard, catalog: assets)

    func screen(_ c: Storyboard.Controller, _ side: Side) throws(ImportError) -> View {
      guard let root = c.rootView else {
        throw ImportError(
          file: storyboard.file, line: c.node.line, message: "view controller '\(c.displayName)' has no view")
      }
      let importer = ViewImporter(
        storyboard: storyboard, colors: colors, assets: assets, side: side)
      return try importer.importView(root, tint: View.defaultTintColor, depth: 0, report: &report)
    }
    var fromView = try screen(from, .from)
    var toView = try screen(to, .to)
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
    transition.animation = graph.animation(kind: kind, from: fromID, to: toID, report: &report)
    if kind == .present || kind == .dismiss {
      transition.presentation = graph.presentation(
        presented: kind == .present ? to : from, segue: segue, report: &report)
    }
    graph.checkHeroEnabled(kind: kind, from: fromID, to: toID, report: &report)
    if kind.isNavigation || kind.isTabBar {
      report.add(
        .approximated, "",
        "the \(kind.isNavigation ? "navigation bar" : "tab bar") is not drawn: it stays outside Hero's container"
      )
    }
    report.add(
      .approximated, "",
      "frames are the ones IB stored for \(storyboard.deviceID.map { "device '\($0)'" } ?? "the document's device"); constraints are not solved"
    )
    // Says where the scene came from, so a gallery of imported scenes explains itself.
    let storyboardName = URL(fileURLWithPath: storyboard.file).lastPathComponent
    let via = segue.map { " (segue '\(Excerpt.quote($0.identifier ?? $0.id))')" } ?? ""
    let description =
      "Imported by hero import from \(storyboardName)\(via): the \(kind.rawValue) from '\(Excerpt.quote(from.displayName))' to '\(Excerpt.quote(to.displayName))'."
    let scene = Scene(
      name: request.name, canvas: Canvas(width: canvasSize.width, height: canvasSize.height, scale: scale),
      transition: transition, from: fromView, to: toView, description: description)
    return Result(scene: scene, report: report)
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

  /// A controller by storyboard identifier, object id or (when unique) custom class.
  func controllerID(_ reference: String) throws(ImportError) -> String {
    let all = storyboard.controllers
    if let c = all.first(where: { $0.storyboardIdentifier == reference })
      ?? all.first(where: { $0.id == reference })
    {
      return c.id
    }
    let byClass = all.filter { $0.customClass == reference }
    if byClass.count == 1 { return byClass[0].id }
    if byClass.count > 1 {
      throw ImportError(
        file: storyboard.file,
        message:
          "\(byClass.count) view controllers have class '\(reference)'; name one by id (\(byClass.map(\.id).joined(separator: ", ")))"
      )
    }
    let names = all.flatMap { [$0.storyboardIdentifier, $0.id, $0.customClass].compactMap { $0 } }
    throw ImportError(
      file: storyboard.file,
      message:
        "no view controller with storyboard identifier, id or class '\(Excerpt.quote(reference))'",
      suggestion: NameSuggestion.closest(to: reference, in: names))
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
