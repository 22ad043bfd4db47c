/// What a layer shows inside its bounds, above its background and below its sublayers.
public enum LayerContent: Hashable, Sendable {
  /// Nothing but background, border, shadow and sublayers.
  case none
  /// A live view (Hero's `useNoSnapshot`, or a real, non-animated root view): its subviews are
  /// this layer's sublayers; nothing else is drawn as contents.
  case view
  /// A bitmap image, drawn with the layer's `contentsRect` and `contentsGravity`.
  case image(path: String)
  /// A snapshot (see `Snapshot`), stretched over the bounds (`resize` gravity) through
  /// `contentsRect`. As Hero's snapshot content view masks to bounds, snapshot contents are always
  /// clipped to the layer's rounded bounds (`cornerRadius`), whatever `masksToBounds` says.
  case snapshot(id: String)
  /// A label's text, laid out in the bounds as `UILabel` does (block centred vertically), or in
  /// the layer's `textLayoutSize` when set.
  case text(TextContent)

  /// The state dump's name for the kind: `none`, `view`, `image`, `snapshot`, `text`.
  public var kindName: String {
    switch self {
    case .none: "none"
    case .view: "view"
    case .image: "image"
    case .snapshot: "snapshot"
    case .text: "text"
    }
  }
}

/// Hero's overlay: a colour at an opacity over the layer's content and sublayers, clipped to the
/// layer's current rounded bounds (hero-semantics D5).
public struct Overlay: Hashable, Sendable {
  public var color: Color
  public var opacity: Double
  public init(color: Color, opacity: Double) {
    self.color = color
    self.opacity = opacity
  }
}

/// One resolved layer of a frame: every property as Core Animation would paint it at that instant.
///
/// Geometry is CALayer's: `position` is where the `anchorPoint` (unit coordinates of the bounds)
/// lands in the parent's coordinate space (for a top-level layer, the canvas; for a sublayer, the
/// parent's bounds, origin top-left); `size` is the bounds size; `transform` is applied about the
/// anchor point. Sublayers are flattened into their parent's plane.
///
/// Paint order within a layer: shadow (behind, outside), background (rounded), contents, sublayers
/// (by `zPosition`, stable), overlay, border (inside the bounds, on top). `masksToBounds` clips
/// contents, sublayers and overlay to the rounded bounds and removes the shadow.
public struct Layer: Hashable, Sendable {
  /// `side/view` for layers that stand for a view; a descriptive key otherwise (`container`).
  public var key: String
  public var side: Side?
  /// The scene view id, or nil for layers the engine adds.
  public var view: String?
  public var heroID: String?

  public var position: Point
  public var size: Size
  /// `CALayer.bounds.origin` (a scroll view's `contentOffset`): sublayers are positioned in a space
  /// whose origin is here, so they draw shifted by −boundsOrigin. The layer's own background,
  /// contents and border are drawn over (0, 0, width, height) as for any layer.
  public var boundsOrigin: Point
  public var anchorPoint: Point
  public var transform: Transform3D

  public var opacity: Double
  /// True: opacity applies to the flattened layer group (UIKit's default). False (Hero's snapshots):
  /// opacity multiplies down to each sublayer, so overlapping sublayers show through each other.
  public var allowsGroupOpacity: Bool
  public var zPosition: Double
  public var isHidden: Bool

  public var backgroundColor: Color?
  public var cornerRadius: Double
  public var masksToBounds: Bool
  public var borderWidth: Double
  public var borderColor: Color

  public var shadowColor: Color
  public var shadowOpacity: Double
  public var shadowOffset: Size
  public var shadowRadius: Double
  public var shadowPath: Path?

  public var overlay: Overlay?
  public var contents: LayerContent
  /// Unit-rect sub-region of the contents shown. Default (0, 0, 1, 1).
  public var contentsRect: Rect
  /// Pixels per point of image contents (for `center` gravity). Default 1.
  public var contentsScale: Double
  public var contentsGravity: ContentsGravity
  /// For image contents rendered as a template: the resolved tint (the image's alpha filled with
  /// it). Nil draws the image's own colours.
  public var contentsTint: Color?
  /// A backdrop blur material painted below the background (see `VisualEffect`).
  public var effect: VisualEffect?
  /// For text contents: the bounds size the text was laid out for, shown in the current bounds by
  /// `contentsGravity` (a live label draws once, for the bounds a size animation ends at:
  /// hero-semantics §6.10). Nil: laid out for the current bounds.
  public var textLayoutSize: Size?

  /// Back to front (before zPosition ordering).
  public var sublayers: [Layer]

  public init(
    key: String, side: Side? = nil, view: String? = nil, heroID: String? = nil,
    position: Point, size: Size, boundsOrigin: Point = .zero, anchorPoint: Point = Point(0.5, 0.5),
    transform: Transform3D = .identity, opacity: Double = 1, allowsGroupOpacity: Bool = true,
    zPosition: Double = 0, isHidden: Bool = false, backgroundColor: Color? = nil,
    cornerRadius: Double = 0, masksToBounds: Bool = false, borderWidth: Double = 0,
    borderColor: Color = .black, shadowColor: Color = .black, shadowOpacity: Double = 0,
    shadowOffset: Size = Size(0, -3), shadowRadius: Double = 3, shadowPath: Path? = nil,
    overlay: Overlay? = nil, contents: LayerContent = .none, contentsRect: Rect = .unit,
    contentsScale: Double = 1, contentsGravity: ContentsGravity = .resize, contentsTint: Color? = nil,
    effect: VisualEffect? = nil, textLayoutSize: Size? = nil, sublayers: [Layer] = []
  ) {
    self.key = key
    self.side = side
    self.view = view
    self.heroID = heroID
    self.position = position
    self.size = size
    self.boundsOrigin = boundsOrigin
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.opacity = opacity
    self.allowsGroupOpacity = allowsGroupOpacity
    self.zPosition = zPosition
    self.isHidden = isHidden
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.masksToBounds = masksToBounds
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.shadowColor = shadowColor
    self.shadowOpacity = shadowOpacity
    self.shadowOffset = shadowOffset
    self.shadowRadius = shadowRadius
    self.shadowPath = shadowPath
    self.overlay = overlay
    self.contents = contents
    self.contentsRect = contentsRect
    self.contentsScale = contentsScale
    self.contentsGravity = contentsGravity
    self.contentsTint = contentsTint
    self.effect = effect
    self.textLayoutSize = textLayoutSize
    self.sublayers = sublayers
  }

  /// The bounds rectangle in the layer's own coordinates: (0, 0, width, height).
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The map from this layer's bounds coordinates to its parent's (see `Transform3D.toParent`).
  public var toParent: Transform3D {
    .toParent(position: position, size: size, anchorPoint: anchorPoint, transform: transform)
  }

  /// The map from the sublayers' parent space (origin `boundsOrigin`) to the space this layer
  /// draws its own parts in (origin at the bounds' top-left).
  public var sublayerSpace: Transform3D { .translation(x: -boundsOrigin.x, y: -boundsOrigin.y) }
}

/// A view's subtree captured as a bitmap source: the compositor renders `layers` once into an
/// offscreen image of `size` points at the output scale, and reuses it on every frame.
///
/// As in Hero (hero-semantics §6.3), the root view is captured with corner radius 0, opacity 1 and no
/// shadow, and animated descendants are left out. `layers` are in the snapshot's own coordinate
/// space (origin at its top-left, `size` the captured view's bounds).
public struct Snapshot: Hashable, Sendable {
  /// Unique within a transition (by convention the captured view's key, `side/id`).
  public var id: String
  public var size: Size
  public var layers: [Layer]
  public init(id: String, size: Size, layers: [Layer]) {
    self.id = id
    self.size = size
    self.layers = layers
  }
}

/// Everything the compositor needs to paint one frame, and what `hero states` prints.
public struct FrameState: Hashable, Sendable {
  /// Seconds since the transition began.
  public var time: Double
  /// Hero's progress (0…1) at this frame.
  public var progress: Double
  /// The canvas (container) size in points.
  public var canvasSize: Size
  /// Top-level layers in paint order, back to front (`containerStack`: the container first); each
  /// layer keeps its sublayers in the order they were built, painted in `Layer.paintOrder`.
  public var layers: [Layer]
  /// The snapshots that layers with `.snapshot` contents refer to, by id.
  public var snapshots: [String: Snapshot]
  /// Font files (absolute paths) text may use besides the bundled ones (the scene's `fonts`).
  public var fonts: [String]

  public init(
    time: Double, progress: Double, canvasSize: Size, layers: [Layer], snapshots: [String: Snapshot] = [:],
    fonts: [String] = []
  ) {
    self.fonts = fonts
    self.time = time
    self.progress = progress
    self.canvasSize = canvasSize
    self.layers = layers
    self.snapshots = snapshots
  }
}
