/// Which screen of a transition a view belongs to.
public enum Side: String, Hashable, Sendable, CaseIterable, Codable {
  /// The outgoing (presenting) screen: its views are disappearing.
  case from
  /// The incoming screen: its views are appearing.
  case to

  /// The other screen.
  public var other: Side { self == .from ? .to : .from }
}

/// Names one view of a scene: `side/id` (e.g. `to/red`). Per-view state is keyed by this.
public struct ViewKey: Hashable, Sendable, CustomStringConvertible, Comparable {
  public var side: Side
  public var id: String
  public init(_ side: Side, _ id: String) {
    self.side = side
    self.id = id
  }
  public var description: String { "\(side.rawValue)/\(id)" }
  /// The layer key of the hidden stand-in an animating view leaves in its live parent (`to/card#standIn`),
  /// distinct from the key of the snapshot layer that draws it (`to/card`), so layer keys in a frame
  /// are unique.
  public var standInKey: String { description + "#standIn" }
  public static func < (a: ViewKey, b: ViewKey) -> Bool { a.description < b.description }
}

/// How contents fill a layer's bounds (`CALayer.contentsGravity`): Core Animation's twelve
/// gravities, named as they look on an iOS screen.
///
/// Why "as seen": Core Animation names its edge gravities in a y-up space, and a UIKit view's
/// layer is not flipped (`contentsAreFlipped` is false), so on iOS `kCAGravityTop` shows contents
/// at the bottom of the bounds and UIKit maps `UIView.ContentMode.top` to `kCAGravityBottom`. Here
/// `top` always means "the content's top edge at the layer's top", as `contentMode.top` does.
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable, Codable {
  case resize, resizeAspect, resizeAspectFill, center
  case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

  /// Where the content's natural-size box sits along each axis: 0 at the leading (left or top)
  /// edge, ½ centred, 1 at the trailing edge; nil for the gravities that scale the content.
  public var alignment: (x: Double, y: Double)? {
    switch self {
    case .resize, .resizeAspect, .resizeAspectFill: nil
    case .center: (0.5, 0.5)
    case .top: (0.5, 0)
    case .bottom: (0.5, 1)
    case .left: (0, 0.5)
    case .right: (1, 0.5)
    case .topLeft: (0, 0)
    case .topRight: (1, 0)
    case .bottomLeft: (0, 1)
    case .bottomRight: (1, 1)
    }
  }
}

/// `UIView.ContentMode`, by UIKit's names: how a view shows its drawing when its bounds differ
/// from the bounds it drew for. Each mode is a contents gravity (as seen on screen); `redraw` also
/// asks UIKit to draw again when the bounds change, which an animated bounds change does not do,
/// so while a size animation plays it stretches like `scaleToFill`.
public enum ContentMode: String, Hashable, Sendable, CaseIterable, Codable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
  case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

  /// The gravity UIKit gives the view's layer for this mode.
  public var gravity: ContentsGravity {
    switch self {
    case .scaleToFill, .redraw: .resize
    case .scaleAspectFit: .resizeAspect
    case .scaleAspectFill: .resizeAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }
}

/// How an image is drawn (`UIImage.RenderingMode`).
public enum ImageRendering: String, Hashable, Sendable, CaseIterable, Codable {
  /// The image's own colours.
  case original
  /// `alwaysTemplate`: only the image's alpha counts; it is filled with the view's tint colour.
  case template
}

/// A bitmap shown by a view (a `UIImageView`'s image).
public struct ImageContent: Hashable, Sendable {
  /// The PNG file, as given (scene decoders resolve it against the scene file's folder).
  public var path: String
  /// Unit-rect sub-region of the image that is shown. Default: the whole image.
  public var contentsRect: Rect
  public var gravity: ContentsGravity
  public var rendering: ImageRendering
  public init(
    path: String, contentsRect: Rect = .unit, gravity: ContentsGravity = .resize,
    rendering: ImageRendering = .original
  ) {
    self.path = path
    self.contentsRect = contentsRect
    self.gravity = gravity
    self.rendering = rendering
  }
}

/// A layer border, drawn inside the bounds above content and sublayers.
public struct Border: Hashable, Sendable {
  public var width: Double
  public var color: Color
  public init(width: Double, color: Color = .black) {
    self.width = width
    self.color = color
  }
}

/// A layer shadow. Defaults are Core Animation's (black, opacity 0, offset (0, −3), radius 3).
public struct Shadow: Hashable, Sendable {
  public var color: Color
  public var opacity: Double
  public var offset: Size
  public var radius: Double
  /// The shadow's shape; nil means "from the layer's alpha".
  public var path: Path?
  public init(
    color: Color = .black, opacity: Double = 0, offset: Size = Size(0, -3), radius: Double = 3,
    path: Path? = nil
  ) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
    self.path = path
  }
  public static let none = Shadow()

  /// The most shadow-casting layers one layer may lie inside, itself included. A shadow is cast
  /// from everything its layer draws, the shadows of its sublayers included, so each shadowed
  /// level repaints the levels inside it into a mask that their blur also widens: n nested shadows
  /// cost about n⁴ (120 levels took 5 s and 1 GB a frame on a 300-point canvas). Real screens nest
  /// two or three.
  public static let maximumNesting = 8
  /// Why `maximumNesting` exists, as errors give it.
  public static let nestingCost =
    "each is cast from everything inside it (the cost grows with the fourth power of the depth)"
}

/// One view of a screen (a `UIView` and its layer, as far as Hero can see it).
///
/// Geometry follows UIKit: `frame` is the untransformed frame in the parent's coordinates, so the
/// layer's bounds are `frame.size` and its position is the frame's centre; `transform` is applied
/// about that centre (anchor point 0.5, 0.5).
public struct View: Hashable, Sendable {
  /// Unique within its screen.
  public var id: String
  public var frame: Rect
  /// Nil is clear.
  public var backgroundColor: Color?
  public var opacity: Double
  public var isHidden: Bool
  /// UIKit's `isOpaque`, read by the Match cross-fade rule. Nil derives it from the view's UIKit
  /// class (`isOpaqueByDefault`).
  public var isOpaqueOverride: Bool?
  public var cornerRadius: Double
  public var masksToBounds: Bool
  public var border: Border?
  public var shadow: Shadow?
  public var zPosition: Double
  public var transform: Transform3D
  public var image: ImageContent?
  /// `UIView.tintColor`; nil inherits the nearest ancestor's (`View.defaultTintColor` at the top).
  public var tintColor: Color?
  /// A blur material: the view is a `UIVisualEffectView`.
  public var effect: VisualEffect?
  /// `UIScrollView.contentOffset` (the bounds origin): the children are laid out shifted by −offset.
  public var contentOffset: Point
  /// Set for a label (`UILabel`): the text drawn over the background.
  public var text: TextContent?
  public var heroID: String?
  public var modifiers: [Modifier]
  /// `view.hero.isEnabled`: false removes the view and its subtree from the transition.
  public var isHeroEnabled: Bool
  /// `view.hero.isEnabledForSubviews`: false keeps the view but not its subviews.
  public var isHeroEnabledForSubviews: Bool
  /// Subviews, back to front.
  public var children: [View]

  public init(
    id: String, frame: Rect, backgroundColor: Color? = nil, opacity: Double = 1,
    isHidden: Bool = false, isOpaque: Bool? = nil, cornerRadius: Double = 0,
    masksToBounds: Bool = false, border: Border? = nil, shadow: Shadow? = nil, zPosition: Double = 0,
    transform: Transform3D = .identity, image: ImageContent? = nil, text: TextContent? = nil,
    tintColor: Color? = nil, effect: VisualEffect? = nil, contentOffset: Point = .zero, heroID: String? = nil,
    modifiers: [Modifier] = [], isHeroEnabled: Bool = true, isHeroEnabledForSubviews: Bool = true,
    children: [View] = []
  ) {
    self.id = id
    self.frame = frame
    self.backgroundColor = backgroundColor
    self.opacity = opacity
    self.isHidden = isHidden
    self.isOpaqueOverride = isOpaque
    self.cornerRadius = cornerRadius
    self.masksToBounds = masksToBounds
    self.border = border
    self.shadow = shadow
    self.zPosition = zPosition
    self.transform = transform
    self.image = image
    self.tintColor = tintColor
    self.effect = effect
    self.contentOffset = contentOffset
    self.text = text
    self.heroID = heroID
    self.modifiers = modifiers
    self.isHeroEnabled = isHeroEnabled
    self.isHeroEnabledForSubviews = isHeroEnabledForSubviews
    self.children = children
  }

  /// UIKit's `isOpaque` as Hero reads it: the scene's `opaque`, else the class default.
  public var isOpaque: Bool { isOpaqueOverride ?? isOpaqueByDefault }

  /// UIKit's default `isOpaque` for the view's class, whatever its background: a plain `UIView` is
  /// opaque; a `UIImageView` (a view with an image), a `UILabel` (a view with text) and a
  /// `UIVisualEffectView` (a view with an effect) are not.
  public var isOpaqueByDefault: Bool { image == nil && text == nil && effect == nil }

  /// True when the view declares a shadow that shows: some opacity and colour, and not clipped by
  /// `masksToBounds` (Core Animation draws no shadow for a layer that clips).
  public var castsShadow: Bool {
    guard let shadow, !masksToBounds else { return false }
    return shadow.opacity > 0 && shadow.color.alpha > 0
  }

  /// True when the view is translucent (opacity between 0 and 1, not hidden): Core Animation then
  /// draws it and its subviews as one group, in a raster of their own.
  public var isTranslucent: Bool { !isHidden && opacity > 0 && opacity < 1 }

  /// The most translucent views (`isTranslucent`) one view may lie inside, itself included. Each
  /// holds a raster as large as its painted area (up to the whole canvas) while the ones inside it
  /// are drawn, so n nested translucent full-screen views hold n canvas-sized rasters at once (100
  /// at 2000×2000 pixels took 1.6 GB; at the 16384-pixel canvas limit each is 1 GB).
  public static let maximumGroupNesting = 16
  /// Why `maximumGroupNesting` exists, as errors give it.
  public static let groupNestingCost =
    "each is drawn as one group in a raster of its own, held while the ones inside it are drawn"

  /// UIKit's tint colour where no view in the chain sets one: the system blue.
  public static let defaultTintColor = Color(red: 0, green: 122.0 / 255, blue: 1)

  /// A label (`UILabel`): a view showing `text`, clear unless given a background.
  public static func label(
    id: String, frame: Rect, text: TextContent, backgroundColor: Color? = nil, heroID: String? = nil,
    modifiers: [Modifier] = []
  ) -> View {
    View(id: id, frame: frame, backgroundColor: backgroundColor, text: text, heroID: heroID, modifiers: modifiers)
  }

  /// The layer's bounds size.
  public var size: Size { frame.size }
  /// The layer's position (frame centre) in the parent's coordinates.
  public var position: Point { frame.center }
  /// The map from the view's bounds coordinates to its parent's: a view's layer is anchored at its
  /// centre (see `Transform3D.toParent`).
  public var toParent: Transform3D {
    .toParent(position: position, size: size, anchorPoint: Point(0.5, 0.5), transform: transform)
  }
}
