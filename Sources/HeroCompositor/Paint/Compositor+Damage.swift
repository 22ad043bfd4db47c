import HeroModel

extension PixelRect {
  init(x0: Int, y0: Int, x1: Int, y1: Int) { self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }

  /// One past the last column and row.
  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  public var area: Int { isEmpty ? 0 : width * height }

  func intersects(_ o: PixelRect) -> Bool { x < o.maxX && o.x < maxX && y < o.maxY && o.y < maxY }
  func union(_ o: PixelRect) -> PixelRect {
    PixelRect(x0: min(x, o.x), y0: min(y, o.y), x1: max(maxX, o.maxX), y1: max(maxY, o.maxY))
  }
  func clamped(width w: Int, height h: Int) -> PixelRect {
    PixelRect(x0: max(0, x), y0: max(0, y), x1: min(w, maxX), y1: min(h, maxY))
  }
}

/// What a repaint over the previous frame touched: the rects repainted (disjoint), or the whole
/// surface.
public enum Damage: Hashable, Sendable {
  case full
  case rects([PixelRect])
}

extension Compositor {
  /// Past this share of the surface, one unclipped repaint is cheaper than the damaged rects.
  static let fullRepaintShare = 0.75

  /// Paints `frame` into `surface`, which holds `previous` exactly as this compositor painted it at
  /// the same `scale`: only the pixels that can differ are repainted (clipped to whole-pixel rects,
  /// cleared or covered, then every layer reaching them painted in order), so the result is
  /// byte-identical to `render(_:scale:into:)`. Without `previous`, or when the frames differ in
  /// canvas or fonts, paints the whole frame. Returns what was repainted (nothing when the frames
  /// paint the same picture).
  ///
  /// Painting is local — a pixel depends only on the layers whose painted extent (with shadows,
  /// antialiasing and text ink) contains it — except for two things that read their surroundings:
  /// backdrop materials (the pixels behind, and the clip) and perspective layers (their offscreen
  /// is fitted to the clip). A top-level layer containing either is repainted whole, with the
  /// backdrop's reach, whenever the damage touches it (see `damage(from:to:scale:width:height:)`).
  public func render(_ frame: FrameState, scale: Double, into surface: Surface, over previous: FrameState?)
    throws(CompositorError) -> Damage
  {
    try render(frame, scale: scale, into: surface, over: previous, fullRepaintShare: Self.fullRepaintShare)
  }

  /// `render(_:scale:into:over:)`, painting the whole frame once the damage covers `fullRepaintShare`
  /// of the surface (tests pass 1 to exercise the damaged rects on every frame).
  func render(
    _ frame: FrameState, scale: Double, into surface: Surface, over previous: FrameState?, fullRepaintShare: Double
  ) throws(CompositorError) -> Damage {
    guard let previous,
      let rects = damage(
        from: previous, to: frame, scale: scale, width: surface.width, height: surface.height,
        fullRepaintShare: fullRepaintShare)
    else {
      try render(frame, scale: scale, into: surface)
      return .full
    }
    guard !rects.isEmpty else { return .rects([]) }
    try paintFrame(frame, scale: scale, into: surface, within: rects)
    return .rects(rects)
  }

  /// The disjoint bands of rows of a `width`×`height` surface that differ between `old` and `new`
  /// painted at `scale` (empty: the same picture), or nil when the whole frame must be painted.
  ///
  /// Top-level layers are compared by index; a layer that differs damages its old and new painted
  /// boxes. When only sublayers differ (the layer's own properties, sublayer count and plane are
  /// the same, and no shadow is cast from the subtree's shape), the comparison descends, so a
  /// moving card damages the card, not the screen it lies on. Layers showing a snapshot that
  /// changed count as changed.
  func damage(
    from old: FrameState, to new: FrameState, scale: Double, width: Int, height: Int,
    fullRepaintShare: Double = Compositor.fullRepaintShare
  ) -> [PixelRect]? {
    guard old.canvasSize == new.canvasSize, old.fonts == new.fonts, scale.isFinite, scale > 0 else { return nil }
    let changedSnapshots = Set(
      Set(old.snapshots.keys).union(new.snapshots.keys).filter { old.snapshots[$0] != new.snapshots[$0] })
    var diff = DamageDiff(
      compositor: self, changedSnapshots: changedSnapshots, width: width, height: height,
      limit: fullRepaintShare >= 1 ? Int.max : Int(fullRepaintShare * Double(width * height)))
    let root = Homography.scale(scale, scale)
    for i in 0..<max(old.layers.count, new.layers.count) {
      let a = i < old.layers.count ? old.layers[i] : nil
      let b = i < new.layers.count ? new.layers[i] : nil
      guard diff.compare(a, b, matrix: root) else { return nil }
    }
    var rects = diff.rects.map { Self.band($0, width: width, height: height) }.filter { !$0.isEmpty }
    guard !rects.isEmpty else { return [] }
    // Layers that read their surroundings, and resampled paints (see `resampledBoxes(in:matrix:)`),
    // are repainted whole once the damage reaches them; that can reach further layers, so repeat
    // until nothing is added.
    var sensitive: [PixelRect] = []
    for layers in [old.layers, new.layers] {
      for layer in layers {
        let boxes: [PixelRect]
        if let reach = readingReach(of: layer, matrix: root) {
          guard let box = reach else { return nil }
          boxes = [box]
        } else {
          guard let resampled = resampledBoxes(in: layer, matrix: root, scale: scale) else { return nil }
          boxes = resampled
        }
        for box in boxes {
          let band = Self.band(box, width: width, height: height)
          if !band.isEmpty { sensitive.append(band) }
        }
      }
    }
    var grew = true
    while grew {
      grew = false
      rects = Self.disjoint(rects)
      for (i, box) in sensitive.enumerated().reversed() where rects.contains(where: { $0.intersects(box) }) {
        rects.append(box)
        sensitive.remove(at: i)
        grew = true
      }
    }
    let area = rects.reduce(0) { $0 + $1.area }
    return fullRepaintShare < 1 && Double(area) >= fullRepaintShare * Double(width * height) ? nil : rects
  }

  /// The full-width band of surface rows that `box` spans. Damage is repainted in whole rows: a clip
  /// edge across a shape changes how Cairo rasterises the shape's other edges in the same pixel rows
  /// (clipped edges starting mid-row send the row from the exact-area path to sub-row sampling: a
  /// level or two off at antialiased curves), while a clip at row boundaries changes nothing.
  static func band(_ box: PixelRect, width: Int, height: Int) -> PixelRect {
    PixelRect(x0: 0, y0: max(0, box.y), x1: width, y1: min(height, box.maxY))
  }

  /// Merges overlapping bands (full-width rects, see `band(_:width:height:)`) into disjoint bands,
  /// top to bottom: one sort and a sweep, as bands overlap exactly when their rows do (merging
  /// pairwise rect by rect was quadratic in the damaged layers, per frame).
  static func disjoint(_ bands: [PixelRect]) -> [PixelRect] {
    var result: [PixelRect] = []
    for band in bands.sorted(by: { $0.y < $1.y }) {
      if let last = result.last, last.intersects(band) {
        result[result.count - 1] = last.union(band)
      } else {
        result.append(band)
      }
    }
    return result
  }

  /// The whole-pixel box a layer and its subtree can paint (`matrix`: the parent's space → device
  /// pixels), with text ink beyond a label's bounds and a pixel of antialiasing and bilinear reach
  /// on every side; empty when it paints nothing, nil when it cannot be bounded.
  func damageBox(of layer: Layer, matrix: Homography) -> PixelRect? {
    guard !layer.isHidden else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
    guard layer.opacity.isFinite else { return nil }
    guard layer.opacity > 0 else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
    let local = Homography(flattening: layer.toParent).concatenating(matrix)
    let extent = LayerExtent(contentsBox: { [unowned self] in self.damageContentsBox(of: $0) })
    let e = extent.extent(of: layer)
    guard e.isFinite, local.isFinite, let points = local.apply(e.corners), let b = PointBounds(points) else {
      return nil
    }
    let edges = [
      (b.minX - 1).rounded(.down), (b.minY - 1).rounded(.down), (b.maxX + 1).rounded(.up),
      (b.maxY + 1).rounded(.up),
    ]
    guard edges.allSatisfy({ $0.isFinite && abs($0) < Double(Int32.max) }) else { return nil }
    return PixelRect(x0: Int(edges[0]), y0: Int(edges[1]), x1: Int(edges[2]), y1: Int(edges[3]))
  }

  /// `contentsBox(of:)`, with a label's box grown by what its glyphs can reach outside it: a first
  /// line taller than the box, and ink past the line box (italic overhang, large descenders).
  func damageContentsBox(of layer: Layer) -> Rect {
    guard case .text(let text) = layer.contents else { return contentsBox(of: layer) }
    let (box, placed) = Self.textPlacement(of: layer)
    // A stretched label's ink reaches as far as its glyphs are stretched.
    let stretch =
      box.width > 0 && box.height > 0 ? max(1, placed.width / box.width, placed.height / box.height) : 1
    let reach = 2 * text.font.size.magnitude * max(1, text.lineHeight.magnitude) * stretch
    guard reach.isFinite, placed.isFinite else { return layer.bounds }
    return placed.union(layer.bounds).insetBy(dx: -reach, dy: -reach)
  }

  /// For a top-level layer whose subtree reads its surroundings (a backdrop material, or a
  /// perspective layer), the box it must be repainted over as a whole: its painted box, grown by
  /// the materials' blur reach. `nil` when the layer reads nothing; `.some(nil)` when the box
  /// cannot be bounded.
  func readingReach(of layer: Layer, matrix: Homography) -> PixelRect?? {
    var reach = 0.0
    guard Self.readsSurroundings(layer, matrix: matrix, reach: &reach) else { return nil }
    guard let box = damageBox(of: layer, matrix: matrix), reach.isFinite, reach < 1e6 else {
      return .some(nil)
    }
    let grow = Int(reach.rounded(.up))
    return .some(
      PixelRect(x: box.x - grow, y: box.y - grow, width: box.width + 2 * grow, height: box.height + 2 * grow))
  }

  /// True when the subtree holds a visible backdrop material or a layer drawn with perspective;
  /// `reach` grows to the farthest a material reads past its bounds, in device pixels.
  private static func readsSurroundings(_ layer: Layer, matrix: Homography, reach: inout Double) -> Bool {
    guard !layer.isHidden, layer.opacity > 0 else { return false }
    let local = Homography(flattening: layer.toParent).concatenating(matrix)
    var reads = !local.isAffine
    if let effect = layer.effect {
      reads = true
      // `backdrop(of:)` reads `BackdropGrid.reach` past the layer's box (the earlier three-box
      // blur of `CompositorTuning.reference` reads less: ⌈3σ⌉ + 2 blocks of at most σ / 8).
      reach = max(reach, Double(BackdropGrid(sigmaPixels: backdropSigma(effect, matrix: local)).reach))
    }
    let inner = Homography(flattening: layer.sublayerSpace).concatenating(local)
    for child in layer.sublayers where readsSurroundings(child, matrix: inner, reach: &reach) { reads = true }
    return reads
  }
}

/// The comparison behind `Compositor.damage(from:to:scale:width:height:)`: collects the boxes of
/// the layers that differ.
private struct DamageDiff {
  let compositor: Compositor
  let changedSnapshots: Set<String>
  let width: Int
  let height: Int
  /// A single box this large means a whole repaint (a full-screen view fading): stop comparing.
  let limit: Int
  var rects: [PixelRect] = []

  /// Adds the damage between two layers at the same place in the tree (`matrix`: their parent's
  /// space → device pixels); false when a box cannot be bounded or is past `limit` on its own.
  mutating func compare(_ a: Layer?, _ b: Layer?, matrix: Homography) -> Bool {
    if let a, let b, a == b, !showsChangedSnapshot(a) { return true }
    if let a, let b, !showsChangedSnapshot(a, itself: true), Self.sameExceptSublayers(a, b) {
      let local = Homography(flattening: a.toParent).concatenating(matrix)
      if local.isAffine {
        let inner = Homography(flattening: a.sublayerSpace).concatenating(local)
        for i in 0..<a.sublayers.count {
          guard compare(a.sublayers[i], b.sublayers[i], matrix: inner) else { return false }
        }
        return true
      }
    }
    for layer in [a, b] {
      guard let layer else { continue }
      guard let box = compositor.damageBox(of: layer, matrix: matrix),
        box.clamped(width: width, height: height).area < limit
      else { return false }
      if !box.isEmpty { rects.append(box) }
    }
    return true
  }

  /// True when the layers differ only inside their sublayers (same count), in a way that changes
  /// nothing painted outside the changed sublayers: no shadow cast from the subtree's shape, no
  /// change of group opacity, and their own contents unchanged.
  static func sameExceptSublayers(_ a: Layer, _ b: Layer) -> Bool {
    guard a.sublayers.count == b.sublayers.count, !(a.hasVisibleShadow && a.shadowPath == nil) else { return false }
    var (ownA, ownB) = (a, b)
    (ownA.sublayers, ownB.sublayers) = ([], [])
    guard ownA == ownB else { return false }
    // Whether the subtree is painted as one group can change with its sublayers (one visible part
    // or several); a group and separate parts differ in rounding.
    let opacity = CairoPaths.clamp01(a.opacity)
    return opacity >= 1 || !a.allowsGroupOpacity
      || (Compositor.paintCount(a, upTo: 2) > 1) == (Compositor.paintCount(b, upTo: 2) > 1)
  }

  /// True when the layer (`itself`), or it or one of its sublayers, shows a snapshot whose layers
  /// changed.
  func showsChangedSnapshot(_ layer: Layer, itself: Bool = false) -> Bool {
    guard !changedSnapshots.isEmpty else { return false }
    if case .snapshot(let id) = layer.contents, changedSnapshots.contains(id) { return true }
    return !itself && layer.sublayers.contains { showsChangedSnapshot($0) }
  }
}
