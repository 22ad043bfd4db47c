import HeroModel

/// Which views a failing sample's difference is in: the reviewer is pointed at the view that
/// changed (and, for a storyboard screen, its line in the storyboard: `ViewSources`), not at the
/// scene file's first line. The frame's visible layers that stand for a view are mapped to the
/// canvas (through every position, anchor point, transform and bounds origin above them, and into
/// the snapshots they show) and scored by how well their box matches the box around the differing
/// pixels (intersection over union): a view whose colour changed fills that box alone.
public enum ChangedViews {
  /// A view of the scene: its side and id (the storyboard object id for a storyboard screen).
  public struct View: Hashable, Sendable, Decodable, Comparable {
    public var side: String
    public var view: String

    public init(side: String, view: String) { (self.side, self.view) = (side, view) }

    /// `from/title`.
    public var key: String { "\(side)/\(view)" }

    public static func < (a: View, b: View) -> Bool { a.key < b.key }
  }

  /// At most this many views are named for one sample (the best matches).
  public static let limit = 3

  /// The views whose boxes best match `box` (pixels at `scale`) in `frame`, best first; views that
  /// match less than half as well as the best are left out. Empty when no view's box meets it.
  public static func find(in frame: FrameState, box: SceneVerification.Box, scale: Double) -> [View] {
    guard scale > 0, box.width > 0, box.height > 0 else { return [] }
    let target = Rect(
      x: Double(box.x) / scale, y: Double(box.y) / scale, width: Double(box.width) / scale,
      height: Double(box.height) / scale)
    var scores: [View: Double] = [:]
    func walk(_ layers: [Layer], space: Transform3D, depth: Int) {
      guard depth < 64 else { return }
      for layer in layers.inPaintOrder where !layer.isHidden && layer.opacity > 0 {
        let toCanvas = layer.toParent.concatenating(space)
        if let side = layer.side, let view = layer.view, let bounds = canvasBox(layer.size, toCanvas) {
          let score = overlap(bounds, target)
          let key = View(side: side.rawValue, view: view)
          if score > 0 && score > scores[key] ?? 0 { scores[key] = score }
        }
        if case .snapshot(let id) = layer.contents, let snapshot = frame.snapshots[id],
          snapshot.size.width > 0, snapshot.size.height > 0
        {
          let fit = Transform3D.scale(
            x: layer.size.width / snapshot.size.width, y: layer.size.height / snapshot.size.height)
          walk(snapshot.layers, space: fit.concatenating(toCanvas), depth: depth + 1)
        }
        walk(layer.sublayers, space: layer.sublayerSpace.concatenating(toCanvas), depth: depth + 1)
      }
    }
    walk(frame.layers, space: .identity, depth: 0)
    let ranked = scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    guard let best = ranked.first?.value else { return [] }
    return ranked.prefix(limit).filter { $0.value >= best / 2 }.map(\.key)
  }

  /// The box on the canvas around a layer's bounds, or nil when a corner is behind the eye.
  static func canvasBox(_ size: Size, _ toCanvas: Transform3D) -> Rect? {
    let corners = [Point(0, 0), Point(size.width, 0), Point(size.width, size.height), Point(0, size.height)]
    let mapped = corners.compactMap { toCanvas.project($0) }
    guard mapped.count == 4 else { return nil }
    let xs = mapped.map(\.x)
    let ys = mapped.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// Intersection over union of two boxes (0 when they do not meet).
  static func overlap(_ a: Rect, _ b: Rect) -> Double {
    let width = min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
    let height = min(a.origin.y + a.size.height, b.origin.y + b.size.height) - max(a.origin.y, b.origin.y)
    guard width > 0, height > 0 else { return 0 }
    let common = width * height
    return common / (a.size.width * a.size.height + b.size.width * b.size.height - common)
  }
}
