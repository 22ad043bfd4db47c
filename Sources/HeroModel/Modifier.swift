/// One Hero modifier, as a value (`HeroModifier` without the closure).
///
/// Build them with the static factories, which read like Hero's API: `.fade`, `.scale(0.5)`,
/// `.translate(x: 100)`, `.cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: true)`.
/// The engine folds a view's modifiers, in order, into a target state (hero-semantics §3).
public struct Modifier: Hashable, Sendable {
  /// What the modifier does. Public so passes and animators can inspect modifiers.
  public indirect enum Kind: Hashable, Sendable {
    case fade
    case forceNonFade
    case opacity(Double)
    case position(Point)
    case size(Size)
    case transform(Transform3D)
    case perspective(Double)
    case scale(x: Double, y: Double, z: Double)
    case translate(x: Double, y: Double, z: Double)
    /// Radians, applied about x, then y, then z (hero-semantics §1.2).
    case rotate(x: Double, y: Double, z: Double)
    case backgroundColor(Color)
    case borderColor(Color)
    case borderWidth(Double)
    case cornerRadius(Double)
    case zPosition(Double)
    case contentsRect(Rect)
    case contentsScale(Double)
    case shadowColor(Color)
    case shadowOpacity(Double)
    case shadowOffset(Size)
    case shadowRadius(Double)
    case shadowPath(Path)
    case masksToBounds(Bool)
    case overlay(color: Color, opacity: Double)
    /// Seconds; `.infinity` means "match the longest" (`durationMatchLongest`).
    case duration(Double)
    case delay(Double)
    case timingFunction(TimingCurve)
    case spring(stiffness: Double, damping: Double)
    case source(heroID: String)
    case arc(intensity: Double)
    case cascade(delta: Double, direction: CascadeDirection, delayMatchedViews: Bool)
    case beginWith([Modifier])
    case useGlobalCoordinateSpace
    case ignoreSubviewModifiers(recursive: Bool)
    case snapshotType(SnapshotType)
    case forceAnimate
    case useScaleBasedSizeChange
    /// HeroFrames extension: a matched label re-lays out its text every frame (font size, colour
    /// and wrap width interpolated) instead of stretching a snapshot bitmap.
    case relayoutText
    case when(Condition, [Modifier])
  }

  public var kind: Kind
  public init(_ kind: Kind) { self.kind = kind }
}

/// Where a cascade starts (hero-semantics §4.7).
public enum CascadeDirection: Hashable, Sendable {
  case topToBottom, bottomToTop, leftToRight, rightToLeft
  /// Resolved left-to-right: HeroFrames renders a left-to-right user interface.
  case leadingToTrailing
  case trailingToLeading
  /// Nearest to the centre first (centre in the cascading view's coordinates).
  case radial(center: Point)
  /// Farthest from the centre first.
  case inverseRadial(center: Point)
}

/// How a view is captured for the transition (hero-semantics §6.3).
public enum SnapshotType: String, Hashable, Sendable, CaseIterable {
  case optimized, normal, layerRender, noSnapshot
}

/// The condition of a conditional modifier (`when…`, hero-semantics §1.6).
public enum Condition: Hashable, Sendable {
  case matched, presenting, dismissing, appearing, disappearing
  /// A user-supplied condition. Equality is by `name`.
  case custom(CustomCondition)
}

/// A named predicate over the conditional context, for `Modifier.when(_:_:)`.
public struct CustomCondition: Hashable, Sendable {
  public let name: String
  public let predicate: @Sendable (ConditionalContext) -> Bool
  public init(name: String, _ predicate: @escaping @Sendable (ConditionalContext) -> Bool) {
    self.name = name
    self.predicate = predicate
  }
  public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
  public func hash(into h: inout Hasher) { h.combine(name) }
}

/// What a condition can look at (Hero's `HeroConditionalContext`, without UIKit objects).
public struct ConditionalContext: Hashable, Sendable {
  public var view: ViewKey
  public var isAppearing: Bool
  public var isPresenting: Bool
  public var isInTabBarController: Bool
  public var isInNavigationController: Bool
  public var isMatched: Bool
  public var matchedView: ViewKey?
  public var isAncestorViewMatched: Bool
  public var matchedAncestorView: ViewKey?
  public init(
    view: ViewKey, isAppearing: Bool, isPresenting: Bool, isInTabBarController: Bool,
    isInNavigationController: Bool, isMatched: Bool, matchedView: ViewKey?,
    isAncestorViewMatched: Bool, matchedAncestorView: ViewKey?
  ) {
    self.view = view
    self.isAppearing = isAppearing
    self.isPresenting = isPresenting
    self.isInTabBarController = isInTabBarController
    self.isInNavigationController = isInNavigationController
    self.isMatched = isMatched
    self.matchedView = matchedView
    self.isAncestorViewMatched = isAncestorViewMatched
    self.matchedAncestorView = matchedAncestorView
  }
}

// MARK: - Factories, named as Hero's

extension Modifier {
  public static let fade = Modifier(.fade)
  public static let forceNonFade = Modifier(.forceNonFade)
  public static func opacity(_ o: Double) -> Modifier { Modifier(.opacity(o)) }
  public static func position(_ p: Point) -> Modifier { Modifier(.position(p)) }
  public static func position(x: Double, y: Double) -> Modifier { Modifier(.position(Point(x, y))) }
  public static func size(_ s: Size) -> Modifier { Modifier(.size(s)) }
  public static func size(width: Double, height: Double) -> Modifier { Modifier(.size(Size(width, height))) }
  public static func transform(_ t: Transform3D) -> Modifier { Modifier(.transform(t)) }
  public static func perspective(_ d: Double) -> Modifier { Modifier(.perspective(d)) }
  public static func scale(x: Double = 1, y: Double = 1, z: Double = 1) -> Modifier {
    Modifier(.scale(x: x, y: y, z: z))
  }
  /// Uniform x/y scale (z = 1).
  public static func scale(_ xy: Double) -> Modifier { Modifier(.scale(x: xy, y: xy, z: 1)) }
  public static func translate(x: Double = 0, y: Double = 0, z: Double = 0) -> Modifier {
    Modifier(.translate(x: x, y: y, z: z))
  }
  public static func translate(_ p: Point, z: Double = 0) -> Modifier {
    Modifier(.translate(x: p.x, y: p.y, z: z))
  }
  /// Radians about x, then y, then z.
  public static func rotate(x: Double = 0, y: Double = 0, z: Double = 0) -> Modifier {
    Modifier(.rotate(x: x, y: y, z: z))
  }
  public static func rotate(_ p: Point, z: Double = 0) -> Modifier { Modifier(.rotate(x: p.x, y: p.y, z: z)) }
  /// Rotation about z, radians.
  public static func rotate(_ z: Double) -> Modifier { Modifier(.rotate(x: 0, y: 0, z: z)) }
  public static func backgroundColor(_ c: Color) -> Modifier { Modifier(.backgroundColor(c)) }
  public static func borderColor(_ c: Color) -> Modifier { Modifier(.borderColor(c)) }
  public static func borderWidth(_ w: Double) -> Modifier { Modifier(.borderWidth(w)) }
  public static func cornerRadius(_ r: Double) -> Modifier { Modifier(.cornerRadius(r)) }
  public static func zPosition(_ z: Double) -> Modifier { Modifier(.zPosition(z)) }
  public static func contentsRect(_ r: Rect) -> Modifier { Modifier(.contentsRect(r)) }
  public static func contentsScale(_ s: Double) -> Modifier { Modifier(.contentsScale(s)) }
  public static func shadowColor(_ c: Color) -> Modifier { Modifier(.shadowColor(c)) }
  public static func shadowOpacity(_ o: Double) -> Modifier { Modifier(.shadowOpacity(o)) }
  public static func shadowOffset(_ s: Size) -> Modifier { Modifier(.shadowOffset(s)) }
  public static func shadowRadius(_ r: Double) -> Modifier { Modifier(.shadowRadius(r)) }
  public static func shadowPath(_ p: Path) -> Modifier { Modifier(.shadowPath(p)) }
  public static func masksToBounds(_ b: Bool) -> Modifier { Modifier(.masksToBounds(b)) }
  public static func overlay(color: Color, opacity: Double) -> Modifier {
    Modifier(.overlay(color: color, opacity: opacity))
  }
  public static func duration(_ d: Double) -> Modifier { Modifier(.duration(d)) }
  public static let durationMatchLongest = Modifier(.duration(.infinity))
  public static func delay(_ d: Double) -> Modifier { Modifier(.delay(d)) }
  public static func timingFunction(_ c: TimingCurve) -> Modifier { Modifier(.timingFunction(c)) }
  public static func spring(stiffness: Double, damping: Double) -> Modifier {
    Modifier(.spring(stiffness: stiffness, damping: damping))
  }
  public static func source(heroID: String) -> Modifier { Modifier(.source(heroID: heroID)) }
  public static let arc = Modifier(.arc(intensity: 1))
  public static func arc(intensity: Double = 1) -> Modifier { Modifier(.arc(intensity: intensity)) }
  public static let cascade = Modifier(
    .cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: false))
  public static func cascade(
    delta: Double = 0.02, direction: CascadeDirection = .topToBottom, delayMatchedViews: Bool = false
  ) -> Modifier {
    Modifier(.cascade(delta: delta, direction: direction, delayMatchedViews: delayMatchedViews))
  }
  public static func beginWith(_ modifiers: [Modifier]) -> Modifier { Modifier(.beginWith(modifiers)) }
  public static func beginWith(modifiers: [Modifier]) -> Modifier { Modifier(.beginWith(modifiers)) }
  public static func beginWith(_ modifiers: Modifier...) -> Modifier { Modifier(.beginWith(modifiers)) }
  public static let useGlobalCoordinateSpace = Modifier(.useGlobalCoordinateSpace)
  public static let ignoreSubviewModifiers = Modifier(.ignoreSubviewModifiers(recursive: false))
  public static func ignoreSubviewModifiers(recursive: Bool = false) -> Modifier {
    Modifier(.ignoreSubviewModifiers(recursive: recursive))
  }
  public static let useOptimizedSnapshot = Modifier(.snapshotType(.optimized))
  public static let useNormalSnapshot = Modifier(.snapshotType(.normal))
  public static let useLayerRenderSnapshot = Modifier(.snapshotType(.layerRender))
  public static let useNoSnapshot = Modifier(.snapshotType(.noSnapshot))
  public static let forceAnimate = Modifier(.forceAnimate)
  public static let useScaleBasedSizeChange = Modifier(.useScaleBasedSizeChange)
  public static let relayoutText = Modifier(.relayoutText)
  public static func when(_ condition: Condition, _ modifiers: [Modifier]) -> Modifier {
    Modifier(.when(condition, modifiers))
  }
  public static func when(_ condition: Condition, _ modifiers: Modifier...) -> Modifier {
    Modifier(.when(condition, modifiers))
  }
  public static func whenMatched(_ modifiers: Modifier...) -> Modifier { .when(.matched, modifiers) }
  public static func whenPresenting(_ modifiers: Modifier...) -> Modifier { .when(.presenting, modifiers) }
  public static func whenDismissing(_ modifiers: Modifier...) -> Modifier { .when(.dismissing, modifiers) }
  public static func whenAppearing(_ modifiers: Modifier...) -> Modifier { .when(.appearing, modifiers) }
  public static func whenDisappearing(_ modifiers: Modifier...) -> Modifier {
    .when(.disappearing, modifiers)
  }
}
