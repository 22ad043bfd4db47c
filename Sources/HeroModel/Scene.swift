/// The canvas a transition is rendered on: the Hero container's bounds.
public struct Canvas: Hashable, Sendable {
  /// Points.
  public var size: Size
  /// Pixels per point: more than 0, at most `maximumScale` (`scaleProblem`). Fractional scales are
  /// fine (0.5 for small goldens, 1.5 for some Android-sized screens).
  public var scale: Double
  /// The scale of a canvas that names none (a Retina screen).
  public static let defaultScale = 2.0
  public init(width: Double, height: Double, scale: Double = Canvas.defaultScale) {
    self.size = Size(width, height)
    self.scale = scale
  }
  public var pixelWidth: Int { pixelSize(scale: scale).width }
  public var pixelHeight: Int { pixelSize(scale: scale).height }

  /// The largest canvas side accepted, pixels: Cairo's image-surface limit. 16384² is also within its
  /// area limit (2²⁸ pixels), so no separate area check is needed.
  public static let maximumPixelSide = 16384

  /// The largest scale: 3 pixels a point, the densest iPhone screens.
  public static let maximumScale = 3.0

  /// The scale rule's range part, which needs no canvas: more than 0, at most `maximumScale` (NaN
  /// and infinities are outside). Scene files, every command's `--scale` and `hero serve`'s `scale`
  /// parameter check it before the value is used for anything.
  public static func isValidScale(_ scale: Double) -> Bool { scale > 0 && scale <= maximumScale }

  /// The allowed range in words, for messages.
  public static let scaleRangeText = "more than 0 and at most \(NumberText.shortest(maximumScale))"

  /// Why this canvas cannot be rendered at `scale`, or nil when it can: the one scale rule, used by
  /// the scene decoder, the commands and the server alike. The range is checked first, and the pixel
  /// sizes are worked out in `Double` and only compared, never converted, so any value is safe here.
  public func scaleProblem(_ scale: Double) -> ScaleProblem? {
    guard Canvas.isValidScale(scale) else { return .outOfRange }
    let (width, height) = (Canvas.pixels(size.width, scale: scale), Canvas.pixels(size.height, scale: scale))
    if max(width, height) > Double(Canvas.maximumPixelSide) { return .tooLarge(width: width, height: height) }
    if min(width, height) < 1 { return .tooSmall(width: size.width * scale, height: size.height * scale) }
    return nil
  }

  /// What is wrong with a scale for a canvas.
  public enum ScaleProblem: Hashable, Sendable {
    /// Not more than 0 and at most `maximumScale`.
    case outOfRange
    /// A side over `maximumPixelSide` pixels (the rounded pixel size).
    case tooLarge(width: Double, height: Double)
    /// A side under one pixel (the exact pixel size, before rounding).
    case tooSmall(width: Double, height: Double)
  }

  /// Pixels for `points` at `scale`, rounded to the nearest pixel: the one rule for a frame's size, used
  /// by the scene validator, the compositor's surface and the video writer alike.
  public static func pixels(_ points: Double, scale: Double) -> Double { (points * scale).rounded() }

  /// The frame size in pixels at `scale` (which may differ from the scene's own, as with `--scale`).
  /// For a canvas whose sides at `scale` are within `maximumPixelSide`.
  public func pixelSize(scale: Double) -> (width: Int, height: Int) {
    (Int(Canvas.pixels(size.width, scale: scale)), Int(Canvas.pixels(size.height, scale: scale)))
  }
}

/// What UIKit would tell Hero: which container and which direction.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable, Codable {
  case present, dismiss, push, pop, tabForward, tabBackward
  /// Hero's `isPresenting`.
  public var isPresenting: Bool { self == .present || self == .push || self == .tabForward }
  public var isNavigation: Bool { self == .push || self == .pop }
  public var isTabBar: Bool { self == .tabForward || self == .tabBackward }
}

/// Modal presentation style of the presented screen.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable, Codable {
  case fullScreen, overFullScreen
}

/// Direction of a default animation: the direction of motion.
public enum AnimationDirection: String, Hashable, Sendable, CaseIterable {
  case left, right, up, down
  public var opposite: AnimationDirection {
    switch self {
    case .left: .right
    case .right: .left
    case .up: .down
    case .down: .up
    }
  }
}

/// Hero's default (template) animations (`HeroDefaultAnimationType`, hero-semantics §5).
public indirect enum DefaultAnimation: Hashable, Sendable {
  case auto
  case push(AnimationDirection)
  case pull(AnimationDirection)
  case cover(AnimationDirection)
  case uncover(AnimationDirection)
  case slide(AnimationDirection)
  case zoomSlide(AnimationDirection)
  case pageIn(AnimationDirection)
  case pageOut(AnimationDirection)
  case fade
  case zoom
  case zoomOut
  case selectBy(presenting: DefaultAnimation, dismissing: DefaultAnimation)
  case none

  /// `selectBy(presenting: a, dismissing: a.reversed())`.
  public static func autoReverse(presenting a: DefaultAnimation) -> DefaultAnimation {
    .selectBy(presenting: a, dismissing: a.reversed())
  }

  /// Hero's `reversed()` (hero-semantics §5.3).
  public func reversed() -> DefaultAnimation {
    switch self {
    case .push(let d): .pull(d.opposite)
    case .pull(let d): .push(d.opposite)
    case .cover(let d): .uncover(d.opposite)
    case .uncover(let d): .cover(d.opposite)
    case .pageIn(let d): .pageOut(d.opposite)
    case .pageOut(let d): .pageIn(d.opposite)
    case .slide(let d): .slide(d.opposite)
    case .zoomSlide(let d): .zoomSlide(d.opposite)
    case .zoom: .zoomOut
    case .zoomOut: .zoom
    case .auto, .fade, .none, .selectBy: self
    }
  }
}

/// A scripted interactive gesture (hero-semantics §7.3): progress keyframes, applies, then a release.
public struct InteractiveScript: Hashable, Sendable {
  public struct ProgressKeyframe: Hashable, Sendable {
    /// Seconds since the transition began.
    public var time: Double
    /// Hero's progress, 0…1, applied as `update(progress)`.
    public var progress: Double
    public init(time: Double, progress: Double) {
      self.time = time
      self.progress = progress
    }
  }
  public struct Apply: Hashable, Sendable {
    public var time: Double
    public var view: ViewKey
    public var modifiers: [Modifier]
    /// The index of the scene file's `apply` entry this call comes from (one entry naming an id on
    /// both screens becomes two applies), so errors name the entry the author wrote; nil when
    /// built in code (the position in `applies` is used then).
    public var entry: Int?
    public init(time: Double, view: ViewKey, modifiers: [Modifier], entry: Int? = nil) {
      self.time = time
      self.view = view
      self.modifiers = modifiers
      self.entry = entry
    }
  }
  public enum Action: String, Hashable, Sendable, Codable { case finish, cancel }
  public struct Release: Hashable, Sendable {
    public var time: Double
    public var action: Action
    public var animate: Bool
    public init(time: Double, action: Action, animate: Bool = true) {
      self.time = time
      self.action = action
      self.animate = animate
    }
  }

  /// Linear between keyframes.
  public var progress: [ProgressKeyframe]
  public var applies: [Apply]
  public var release: Release?
  public init(progress: [ProgressKeyframe] = [], applies: [Apply] = [], release: Release? = nil) {
    self.progress = progress
    self.applies = applies
    self.release = release
  }
}

/// Transition-wide settings (the scene file's `transition` object).
public struct TransitionSettings: Hashable, Sendable {
  public var kind: TransitionKind
  public var presentation: PresentationStyle
  public var animation: DefaultAnimation
  /// Transition-wide duration override, seconds.
  public var duration: Double?
  /// Transition-wide timing override.
  public var timing: TimingCurve?
  /// Hero's `containerColor`. Default: black.
  public var containerColor: Color
  public var interactive: InteractiveScript?

  public init(
    kind: TransitionKind = .present, presentation: PresentationStyle = .fullScreen,
    animation: DefaultAnimation = .auto, duration: Double? = nil, timing: TimingCurve? = nil,
    containerColor: Color = .black, interactive: InteractiveScript? = nil
  ) {
    self.kind = kind
    self.presentation = presentation
    self.animation = animation
    self.duration = duration
    self.timing = timing
    self.containerColor = containerColor
    self.interactive = interactive
  }
}

/// How a scene's frames are checked against goldens.
public struct GoldenSettings: Hashable, Sendable {
  /// Progress fractions to sample. Default: 0, 0.25, 0.5, 0.75, 1.
  public var samples: [Double]
  /// Per-channel tolerance (0…255). Default: `GoldenTolerance.exact`'s (0).
  public var tolerance: Int
  /// How many pixels may differ beyond the tolerance. Default: `GoldenTolerance.exact`'s (0).
  public var pixelBudget: Int
  public init(
    samples: [Double] = [0, 0.25, 0.5, 0.75, 1], tolerance: Int = GoldenTolerance.exact.tolerance,
    pixelBudget: Int = GoldenTolerance.exact.pixelBudget
  ) {
    self.samples = samples
    self.tolerance = tolerance
    self.pixelBudget = pixelBudget
  }
}

/// A scene: two screens and the transition between them.
public struct Scene: Hashable, Sendable {
  public var name: String
  public var canvas: Canvas
  /// Frames per second of the rendered sequence. Default `defaultFPS`.
  public var fps: Double
  /// The frame rate of a scene that names none: UIKit's display refresh.
  public static let defaultFPS = 60.0
  public var transition: TransitionSettings
  /// The outgoing screen; its frame is the canvas.
  public var from: View
  /// The incoming screen; its frame is the canvas.
  public var to: View
  public var golden: GoldenSettings
  /// Font files (absolute paths) the scene's labels may use besides the bundled ones.
  public var fonts: [String]
  /// What the scene shows and what its goldens must show (free text for people; `hero lint` and
  /// the reports print it).
  public var description: String?

  public init(
    name: String, canvas: Canvas, fps: Double = Scene.defaultFPS, transition: TransitionSettings = .init(),
    from: View, to: View, golden: GoldenSettings = .init(), fonts: [String] = [], description: String? = nil
  ) {
    self.fonts = fonts
    self.description = description
    self.name = name
    self.canvas = canvas
    self.fps = fps
    self.transition = transition
    self.from = from
    self.to = to
    self.golden = golden
  }

  public func root(_ side: Side) -> View { side == .from ? from : to }
}
