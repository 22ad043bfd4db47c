import HeroModel

/// A layer's shadow shape, rasterised as coverage in the layer's own plane and blurred: drawn each
/// frame as a mask of the shadow colour, offset, under the layer's current transform.
///
/// Rendering the shadow in the layer's plane is what Core Animation does: the offset and blur
/// rotate and scale with the layer's transform.
struct ShadowMask {
  /// The blurred coverage.
  var mask: AlphaMask
  /// Where mask pixel (0, 0) lies in the layer's bounds coordinates (points, before the offset).
  var origin: Point
  /// Mask pixels per point.
  var pixelsPerPoint: Double

  /// The Gaussian standard deviation, in points, for a `shadowRadius` of `radius` points:
  /// **σ = shadowRadius / 2**.
  ///
  /// Apple documents `shadowRadius` as the shadow's "blur radius". The web platform, whose shadows
  /// are meant to look like native ones, defines a blur radius as twice the standard deviation
  /// (CSS Backgrounds 3 `box-shadow`, Canvas 2D `shadowBlur`), and the usual conversion between
  /// design tools and UIKit keeps the same reading. With σ = r/2 the visible fall-off (≈ 3σ) ends
  /// about 1.5 r outside the shape, which is what a CALayer shadow of radius r looks like; taking
  /// σ = r would double the spread and wash shadows out.
  static func sigma(forRadius radius: Double) -> Double { max(0, radius) / 2 }
}

/// What a shadow mask depends on — never the layer's position or opacity, so moving or fading a
/// layer reuses its blurred mask.
struct ShadowKey: Hashable {
  enum Shape: Hashable {
    /// `shadowPath`, filled with the non-zero rule.
    case path(Path)
    /// The layer's own alpha: the layer normalised to what shapes it (see `shadowShape(of:)`).
    case layer(Layer)
  }
  var shape: Shape
  var radius: Double
  var pixelsPerPoint: Double
}

/// Blurred shadow masks across frames, evicting the oldest beyond `capacity` entries.
struct ShadowMaskCache {
  var capacity = 256
  private var entries: [ShadowKey: ShadowMask] = [:]
  private var order: [ShadowKey] = []

  subscript(key: ShadowKey) -> ShadowMask? { entries[key] }

  mutating func insert(_ mask: ShadowMask, for key: ShadowKey) {
    if entries.updateValue(mask, forKey: key) == nil { order.append(key) }
    while order.count > capacity { entries[order.removeFirst()] = nil }
  }

  var count: Int { entries.count }
}

extension Layer {
  /// The layer stripped of everything that moves it or fades it or draws its shadow: the key under
  /// which its alpha-derived shadow mask is cached.
  var shadowShape: Layer {
    var l = self
    l.key = ""
    l.side = nil
    l.view = nil
    l.heroID = nil
    l.position = .zero
    l.anchorPoint = .zero
    l.transform = .identity
    l.opacity = 1
    l.allowsGroupOpacity = true
    l.zPosition = 0
    l.shadowOpacity = 0
    l.shadowColor = .black
    l.shadowOffset = .zero
    l.shadowRadius = 0
    l.shadowPath = nil
    return l
  }
}
