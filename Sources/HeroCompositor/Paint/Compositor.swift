import CCairo
import HeroCache
import HeroModel

/// Paints `FrameState`s as Core Animation would, with Cairo.
///
/// One per render thread (not shared across threads). It caches what stays the same between frames
/// of a transition: decoded images (per path), snapshot rasters (per snapshot id and scale),
/// blurred shadow masks (per shape, radius and scale), text layouts (per text and box) and glyph
/// masks (per layout, scale and quarter-pixel position), so a frame where layers only move or fade
/// costs little more than the fills and composites themselves. Caches are pure functions of their
/// keys, so output never depends on which frames were painted before (byte-identical PNGs).
///
/// `tuning` picks the fast algorithms (default) or the earlier reference ones (for benchmarks and
/// agreement tests); both paint the same picture within a level or two.
///
/// What it does not do: 3D depth sorting or intersection (sublayers are flattened into their
/// parent's plane, as CALayer without CATransformLayer), masks other than the rounded bounds,
/// `maskedCorners`, continuous ("squircle") corners, blend modes or filters.
public final class Compositor {
  /// Relative image paths resolve against this folder (nil: the working directory).
  public let imageDirectory: String?

  /// Cache sizes, in entries: each well above what one scene uses at once (its images, one raster per
  /// snapshot and scale, a few shadow shapes per animated layer), so a warm compositor reuses all of
  /// them, yet bounded so that a long run over many scenes cannot grow memory without limit.
  static let imageCacheCapacity = 256
  static let snapshotRasterCacheCapacity = 128
  static let shadowMaskCacheCapacity = 512
  /// Smaller: offscreen masks are rarely reused (see `offscreenShadowMasks`).
  static let offscreenShadowMaskCacheCapacity = 64
  /// Bytes of pixels each raster cache keeps, per compositor (one per worker): many frames' worth of
  /// what a screen uses at once (a full-screen snapshot @3x is 12 MB, a full-screen shadow mask
  /// 3 MB), yet bounded when every frame makes a new one (an animated shadow radius, a snapshot
  /// that changes) or each is as large as the 16384-pixel canvas limit allows.
  static let snapshotRasterCacheBudget = 1 << 30
  static let shadowMaskCacheBudget = 256 << 20
  static let offscreenShadowMaskCacheBudget = 64 << 20
  static let textMaskCacheBudget = 128 << 20
  static let textLayoutCacheBudget = 64 << 20

  /// `Shadow.maximumNesting`, checked as layers are painted: modifiers can give a layer a shadow
  /// that the scene's views did not declare.
  public static let maximumShadowNesting = Shadow.maximumNesting
  /// `View.maximumGroupNesting`, for every raster a layer is drawn into apart (a translucent group,
  /// a perspective layer's offscreen), checked as layers are painted.
  public static let maximumOffscreenNesting = View.maximumGroupNesting

  /// Decoded images by resolved path.
  var images = BoundedCache<String, DecodedImage>(capacity: Compositor.imageCacheCapacity)
  /// Snapshot rasters (one full-size bitmap each) by id and scale.
  var snapshotRasters = BoundedCache<SnapshotKey, SnapshotRaster>(
    capacity: Compositor.snapshotRasterCacheCapacity, budget: Compositor.snapshotRasterCacheBudget,
    cost: \.surface.byteCount)
  /// Blurred shadow masks by shape, radius and resolution.
  var shadowMasks = BoundedCache<ShadowKey, ShadowMask>(
    capacity: Compositor.shadowMaskCacheCapacity, budget: Compositor.shadowMaskCacheBudget, cost: \.mask.byteCount)
  /// Blurred shadow masks drawn inside perspective offscreens, kept apart: their density follows
  /// the layer's turn and changes nearly every frame, so they are rarely reused and must neither
  /// push out the masks above nor pile up (a held, tilted card still reuses its own).
  var offscreenShadowMasks = BoundedCache<ShadowKey, ShadowMask>(
    capacity: Compositor.offscreenShadowMaskCacheCapacity, budget: Compositor.offscreenShadowMaskCacheBudget,
    cost: \.mask.byteCount)
  /// Font maps by the scene's extra font files (built on the first label painted).
  var textFonts = BoundedCache<[String], TextFonts>(capacity: 4)
  /// Shaped, line-broken labels by text, box size and fonts: a label is laid out once, not per
  /// frame. Bounded, because a label whose size or font size animates (`relayoutText`) makes a
  /// new layout on most frames.
  var textLayouts = BoundedCache<TextLayoutKey, TextLayout>(
    capacity: 1024, budget: Compositor.textLayoutCacheBudget, cost: \.byteCount)
  /// Glyph masks of labels that are only moved, by layout, scale and quarter-pixel position.
  /// Bounded by bytes too: a long `relayoutText` label makes a new mask of up to 4 MB each frame.
  var textMasks = BoundedCache<TextMaskKey, TextMask>(
    capacity: 512, budget: Compositor.textMaskCacheBudget, cost: \.byteCount)

  /// Fast or reference algorithms (see `CompositorTuning`). Default: `.standard`.
  public let tuning: CompositorTuning

  /// The largest size each image is shown at (`ImageDemand`): images are decoded downsampled to it
  /// (with `ImageDecoding.margin`); one not in it is decoded at full size, within the surface limits.
  public let imageDemand: ImageDemand

  public init(
    imageDirectory: String? = nil, tuning: CompositorTuning = .standard, imageDemand: ImageDemand = ImageDemand()
  ) {
    self.imageDirectory = imageDirectory
    self.tuning = tuning
    self.imageDemand = imageDemand
  }

  /// Paints `frame` into `surface` at `scale` pixels per point, replacing its pixels (the canvas
  /// starts transparent; layers paint back to front).
  public func render(_ frame: FrameState, scale: Double, into surface: Surface) throws(CompositorError) {
    guard scale.isFinite, scale > 0 else {
      throw CompositorError("render scale \(scale) must be a positive finite number of pixels per point")
    }
    guard frame.canvasSize.isFinite, frame.canvasSize.width >= 0, frame.canvasSize.height >= 0 else {
      throw CompositorError(
        "canvas size \(frame.canvasSize.width)x\(frame.canvasSize.height) must be finite and non-negative")
    }
    try paintFrame(frame, scale: scale, into: surface, within: nil)
  }

  /// Paints the frame's top-level layers into `surface`: everywhere (`rects` nil), or clipped to
  /// each of `rects` in turn with only the layers whose damage box reaches it (the damaged repaint,
  /// `render(_:scale:into:over:)`). Layers under the last one that covers the whole surface are
  /// only validated; with none covering, the painted pixels are cleared first.
  func paintFrame(_ frame: FrameState, scale: Double, into surface: Surface, within rects: [PixelRect]?)
    throws(CompositorError)
  {
    let first = Self.lastCoveringLayer(frame.layers, width: surface.width, height: surface.height, scale: scale)
    for index in 0..<(first ?? 0) { try Self.validateSkipped(frame.layers[index], path: "layers[\(index)]") }
    if first == nil, rects == nil { surface.clear() }
    let boxes = rects.map { _ in frame.layers.map { damageBox(of: $0, matrix: .scale(scale, scale)) } }
    let pass = RenderPass(frame: frame, scale: scale, rasterDensity: scale, snapshotChain: [])
    try CairoContext.draw(on: surface.pointer, "frame at t = \(frame.time)") { cr throws(CompositorError) in
      // One pass over the whole surface, or one per damaged rect.
      let clips: [PixelRect?] = rects.map { $0.map(Optional.some) } ?? [nil]
      for rect in clips {
        cairo_save(cr)
        if let rect {
          cairo_rectangle(cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
          cairo_clip(cr)
          if first == nil {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
          }
        }
        // A frame's top level is already in paint order (`FrameState.containerStack`), so it is
        // painted as given; sublayers are walked in paint order by `paintLayers`.
        for index in (first ?? 0)..<frame.layers.count {
          if let rect, let box = boxes?[index], !box.intersects(rect) { continue }
          try paint(
            frame.layers[index], cr: cr, parent: .scale(scale, scale), alpha: 1, pass: pass,
            path: "layers[\(index)]")
        }
        cairo_restore(cr)
      }
    }
  }

  /// Paints `frame` into a new surface of the canvas's pixel size at `scale` (`Canvas.pixels`) and
  /// returns its unpremultiplied pixels.
  public func render(_ frame: FrameState, scale: Double) throws(CompositorError) -> RGBAImage {
    let surface = try Compositor.makeSurface(for: frame.canvasSize, scale: scale)
    try render(frame, scale: scale, into: surface)
    return surface.image()
  }

  /// A transparent surface big enough for `size` points at `scale`, within the surface limits.
  /// With `atLeastOnePixel`, a side that rounds to no pixel gets one (a snapshot of a hairline view
  /// still has a raster to sample, as Core Animation's does).
  public static func makeSurface(for size: Size, scale: Double, atLeastOnePixel: Bool = false)
    throws(CompositorError) -> Surface
  {
    guard scale.isFinite, scale > 0 else {
      throw CompositorError("render scale \(scale) must be a positive finite number of pixels per point")
    }
    let least = atLeastOnePixel ? 1.0 : 0
    let w = max(least, Canvas.pixels(size.width, scale: scale))
    let h = max(least, Canvas.pixels(size.height, scale: scale))
    guard w.isFinite, h.isFinite, w <= Double(Int32.max), h <= Double(Int32.max) else {
      throw CompositorError(
        "canvas \(size.width)x\(size.height) points at scale \(scale) is not a drawable size; lower the scale"
      )
    }
    return try Surface(width: Int(w), height: Int(h))
  }

  /// Paints a layer's sublayers in paint order (`Layer.paintOrder`).
  func paintLayers(
    _ layers: [Layer], cr: OpaquePointer, matrix: Homography, alpha: Double, pass: RenderPass, path: String
  ) throws(CompositorError) {
    for index in Layer.paintOrder(layers) {
      try paint(layers[index], cr: cr, parent: matrix, alpha: alpha, pass: pass, path: "\(path)[\(index)]")
    }
  }
}

/// What stays fixed while one frame (or one snapshot) is painted.
struct RenderPass {
  var frame: FrameState
  /// Output pixels per point.
  var scale: Double
  /// Pixels per point of the raster being painted (the output scale, or a perspective layer's
  /// offscreen density): the resolution shadow masks are blurred at.
  var rasterDensity: Double
  /// Snapshot ids being rasterised, innermost last, to refuse a snapshot that contains itself.
  var snapshotChain: [String]
  /// How many layers casting a shadow enclose the one being painted, itself included, within the
  /// raster being painted (a snapshot's raster starts again at 0).
  var shadowNesting = 0
  /// How many offscreen rasters (opacity groups, perspective layers) are held while the layer being
  /// painted is drawn, within the raster being painted.
  var offscreenNesting = 0

  /// The pass inside `layer`, which casts a shadow; throws past `Compositor.maximumShadowNesting`.
  func castingShadow(of layer: Layer, path: String) throws(CompositorError) -> RenderPass {
    try deeper(\.shadowNesting, limit: Compositor.maximumShadowNesting, layer: layer, path: path) {
      "its shadow is cast inside \($0) layers that cast shadows; at most \($1) shadows may nest, since \(Shadow.nestingCost): remove the shadows of some of these views"
    }
  }

  /// The pass inside one more offscreen raster; throws past `Compositor.maximumOffscreenNesting`.
  func enteringOffscreen(of layer: Layer, path: String) throws(CompositorError) -> RenderPass {
    try deeper(\.offscreenNesting, limit: Compositor.maximumOffscreenNesting, layer: layer, path: path) {
      "it is drawn in a raster of its own (a translucent group or a perspective layer) inside \($0) others; at most \($1) may nest, since \(View.groupNestingCost): make some of these views opaque or flat"
    }
  }

  /// This pass with `counter` one higher; throws, naming the layer, with `message(outer, limit)`
  /// past `limit`.
  private func deeper(
    _ counter: WritableKeyPath<RenderPass, Int>, limit: Int, layer: Layer, path: String,
    message: (Int, Int) -> String
  ) throws(CompositorError) -> RenderPass {
    guard self[keyPath: counter] < limit else {
      throw CompositorError("layer '\(layer.key)' (\(path)): " + message(self[keyPath: counter], limit))
    }
    var inner = self
    inner[keyPath: counter] += 1
    return inner
  }
}
