import HeroModel

/// Hero's `HeroTargetState` (hero-spec §3): what a view's modifiers say about one side of its
/// animation, built by folding the modifiers in array order.
///
/// For an appearing view the state describes where the view **starts**; for a disappearing view
/// where it **ends** (hero-spec §6.4). Nil fields are not animated. Scalar fields follow "last
/// writer wins"; transform modifiers compose (see `append(_:)`); `beginWith` and the `when…`
/// modifiers append to their lists.
public struct TargetState: Hashable, Sendable {
  /// Modifiers applied without animation before the animation starts (`beginWith`; appends).
  public var beginState: [Modifier] = []
  /// Conditional modifier lists (`when…`; appends), evaluated by the conditional pass.
  public var conditionalModifiers: [ConditionalModifiers] = []

  /// Layer position in the snapshot's parent coordinate space, points.
  public var position: Point?
  /// Bounds size, points.
  public var size: Size?
  /// The layer transform, composed from the transform modifiers.
  public var transform: Transform3D?
  /// Unit coordinates of the bounds. No modifier sets it; only the source pass does.
  public var anchorPoint: Point?
  public var zPosition: Double?

  /// 0…1.
  public var opacity: Double?
  /// Points.
  public var cornerRadius: Double?
  public var backgroundColor: Color?
  /// Unit rectangle of the contents shown.
  public var contentsRect: Rect?
  public var contentsScale: Double?
  /// Points.
  public var borderWidth: Double?
  public var borderColor: Color?
  public var shadowColor: Color?
  /// 0…1.
  public var shadowOpacity: Double?
  public var shadowOffset: Size?
  /// Blur radius, points.
  public var shadowRadius: Double?
  public var shadowPath: Path?
  public var masksToBounds: Bool?
  /// False drops the shadow keys from the animation (matched pairs show one shadow). Default: true.
  public var displayShadow: Bool = true
  public var overlay: Overlay?

  public var spring: SpringParameters?
  /// Seconds before the view's animations begin. Default: 0 (it cannot be unset).
  public var delay: Double = 0
  /// Seconds; `.infinity` means "match the longest" (`durationMatchLongest`); nil = automatic.
  public var duration: Double?
  /// Nil means the animator's default (`standard`, hero-spec decision 11).
  public var timingFunction: TimingCurve?

  /// Arc intensity for the position path (hero-spec §6.8).
  public var arc: Double?
  /// The heroID whose geometry this view animates from/to (hero-spec §4.6).
  public var source: String?
  public var cascade: CascadeSettings?
  /// The value is `recursive`; being non-nil is what triggers the ignore-subview-modifiers pass.
  public var ignoreSubviewModifiers: Bool?
  /// Nil means `.local`, Hero's default.
  public var coordinateSpace: CoordinateSpace?
  public var useScaleBasedSizeChange: Bool?
  /// HeroFrames extension: a matched label is drawn as live text, re-laid out every frame.
  public var relayoutText: Bool = false
  /// Nil means `.optimized`, Hero's default.
  public var snapshotType: SnapshotType?
  /// Suppresses the cross-fade of a matched pair. Default: false.
  public var nonFade: Bool = false
  /// Animate even when off screen or without an animatable property. Default: false.
  public var forceAnimate: Bool = false

  /// The empty state: every optional field nil, `delay` 0, `displayShadow` true.
  public init() {}

  /// The state built by folding `modifiers`, in order, into an empty state.
  public init(modifiers: [Modifier]) {
    append(contentsOf: modifiers)
  }

  /// Applies further modifiers, in order; later ones win for the fields they touch.
  public mutating func append(contentsOf modifiers: [Modifier]) {
    for modifier in modifiers { append(modifier) }
  }
}

/// Hero's spring parameters (mass 1, initial velocity 0; hero-spec §6.7).
public struct SpringParameters: Hashable, Sendable {
  /// Newtons per metre in CA's units (k). Hero's string default: 250.
  public var stiffness: Double
  /// Damping coefficient (c). Hero's string default: 30.
  public var damping: Double
  public init(stiffness: Double, damping: Double) {
    self.stiffness = stiffness
    self.damping = damping
  }
}

/// A cascade (hero-spec §4.7): each subview's delay grows by `delta` in `direction` order.
public struct CascadeSettings: Hashable, Sendable {
  /// Seconds between consecutive subviews. Default: 0.02.
  public var delta: Double
  public var direction: CascadeDirection
  /// Whether matched subviews get the final delay too (instead of none). Default: false.
  public var delayMatchedViews: Bool
  public init(
    delta: Double = 0.02, direction: CascadeDirection = .topToBottom, delayMatchedViews: Bool = false
  ) {
    self.delta = delta
    self.direction = direction
    self.delayMatchedViews = delayMatchedViews
  }
}

/// Where a view's snapshot is placed (hero-spec §6.3).
public enum CoordinateSpace: Hashable, Sendable {
  /// Directly in the transition container (`useGlobalCoordinateSpace`; matched and source views).
  case global
  /// Inside the nearest animated ancestor's snapshot, riding along with it (Hero's default).
  case local
}

/// One `when…` modifier: a condition and the modifiers to append when it holds.
public struct ConditionalModifiers: Hashable, Sendable {
  public var condition: Condition
  public var modifiers: [Modifier]
  public init(condition: Condition, modifiers: [Modifier]) {
    self.condition = condition
    self.modifiers = modifiers
  }
}
