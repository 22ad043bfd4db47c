import HeroModel

/// The replacement modifier lists a default animation gives the two root views (hero-semantics §5).
public struct DefaultAnimationPlan: Hashable, Sendable {
  /// Replaces the to root's state when non-nil (user modifiers on the root are discarded).
  public var toModifiers: [Modifier]?
  /// Replaces the from root's state when non-nil.
  public var fromModifiers: [Modifier]?
  /// Overrides the view ordering when non-nil: true puts the to snapshots below the from ones.
  public var insertToViewFirst: Bool?

  public init(
    toModifiers: [Modifier]? = nil, fromModifiers: [Modifier]? = nil, insertToViewFirst: Bool? = nil
  ) {
    self.toModifiers = toModifiers
    self.fromModifiers = fromModifiers
    self.insertToViewFirst = insertToViewFirst
  }

  /// Nothing changes (`.none`).
  public static let unchanged = DefaultAnimationPlan()
}

/// Hero's `DefaultAnimationPreprocessor` as values (hero-semantics §5): resolution of `.auto` and
/// `.selectBy`, and the per-type modifier lists for the root views.
public enum DefaultAnimationTemplate {
  /// Every template animation runs this long unless a modifier says otherwise. Seconds.
  public static let duration = 0.35
  /// Opacity of the black overlay over the page that moves less.
  public static let overlayOpacity = 0.1
  /// The shadow a moving page starts with (`beginWith`), then animates from or to opacity 0.
  public static let shadowState: [Modifier] = [
    .shadowOpacity(0.5), .shadowColor(.black), .shadowRadius(5), .shadowOffset(.zero), .masksToBounds(false),
  ]

  /// Resolves `.auto` and `.selectBy` for the container kind (hero-semantics §5.1).
  ///
  /// `selectBy` picks by presenting/dismissing (recursively, so nested forms resolve too). `.auto`
  /// becomes `.none` when a root view carries animatable modifiers; otherwise `push(left)` /
  /// `push(right)` in a navigation controller (pop is `push(right)`, Hero ≥ 1.5, hero-semantics D3),
  /// `slide(left)` / `slide(right)` in a tab bar controller, and `fade` for modal transitions.
  /// HeroFrames has one animation per scene, so Hero's per-controller `…AnimationType` settings
  /// fold into that one value.
  public static func resolve(
    _ animation: DefaultAnimation, kind: TransitionKind, rootHasAnimatableModifiers: Bool
  ) -> DefaultAnimation {
    switch animation {
    case .selectBy(let presenting, let dismissing):
      return resolve(
        kind.isPresenting ? presenting : dismissing, kind: kind,
        rootHasAnimatableModifiers: rootHasAnimatableModifiers)
    case .auto:
      if rootHasAnimatableModifiers { return .none }
      let direction: AnimationDirection = kind.isPresenting ? .left : .right
      if kind.isNavigation { return .push(direction) }
      if kind.isTabBar { return .slide(direction) }
      return .fade
    default:
      return animation
    }
  }

  /// The root views' replacement lists for a resolved animation (hero-semantics §5.2, §5.3).
  ///
  /// Both roots get `[timingFunction(standard), duration(0.35)]` followed by the type's modifiers.
  /// `canvas` is the container size that the shift vectors use (±W, ±H, a third for the page that
  /// moves less). `fromRootIsOpaque` is UIKit's `isOpaque` of the from root combined with its
  /// background alpha (nil background counts as opaque): a non-opaque from page fades too.
  /// `.none` and unresolved `.auto` / `.selectBy` give `.unchanged`.
  public static func plan(
    for resolved: DefaultAnimation, kind: TransitionKind, presentation: PresentationStyle,
    canvas: Size, fromRootIsOpaque: Bool
  ) -> DefaultAnimationPlan {
    let base: [Modifier] = [.timingFunction(.standard), .duration(duration)]
    func shift(_ d: AnimationDirection, appearing: Bool, divisor: Double = 1) -> Modifier {
      switch d {
      case .left, .right:
        let x = (d == .right) == appearing ? -canvas.width : canvas.width
        return .translate(x: x / divisor, y: 0)
      case .up, .down:
        let y = (d == .down) == appearing ? -canvas.height : canvas.height
        return .translate(x: 0, y: y / divisor)
      }
    }
    let overlay = Modifier.overlay(color: .black, opacity: overlayOpacity)
    let shadowStart: [Modifier] = [.shadowOpacity(0), .beginWith(shadowState)]
    let decelerate = Modifier.timingFunction(.deceleration)
    func plan(_ to: [Modifier], _ from: [Modifier], _ insertToViewFirst: Bool?) -> DefaultAnimationPlan {
      DefaultAnimationPlan(
        toModifiers: base + to, fromModifiers: base + from, insertToViewFirst: insertToViewFirst)
    }

    switch resolved {
    case .push(let d):
      return plan(
        [shift(d, appearing: true)] + shadowStart + [decelerate],
        [shift(d, appearing: false, divisor: 3), overlay, decelerate], false)
    case .pull(let d):
      return plan(
        [shift(d, appearing: true, divisor: 3), overlay],
        [shift(d, appearing: false)] + shadowStart, true)
    case .slide(let d):
      return plan([shift(d, appearing: true)], [shift(d, appearing: false)], nil)
    case .zoomSlide(let d):
      return plan([shift(d, appearing: true), .scale(0.8)], [shift(d, appearing: false), .scale(0.8)], nil)
    case .cover(let d):
      return plan([shift(d, appearing: true)] + shadowStart + [decelerate], [overlay, decelerate], false)
    case .uncover(let d):
      return plan([overlay], [shift(d, appearing: false)] + shadowStart, true)
    case .pageIn(let d):
      return plan(
        [shift(d, appearing: true)] + shadowStart + [decelerate], [.scale(0.7), overlay, decelerate], false)
    case .pageOut(let d):
      return plan([.scale(0.7), overlay], [shift(d, appearing: false)] + shadowStart, true)
    case .zoom:
      return plan([.scale(0.7)], [.scale(1.3), .fade], true)
    case .zoomOut:
      return plan([.scale(1.3), .fade], [.scale(0.7)], false)
    case .fade:
      return fadePlan(base: base, kind: kind, presentation: presentation, fromRootIsOpaque: fromRootIsOpaque)
    case .none, .auto, .selectBy:
      return .unchanged
    }
  }

  /// Fade (hero-semantics §5.3): the to page fades in over a from page that stays put, unless the from
  /// page is see-through (then it fades out too). Dismissing an over-full-screen page keeps the
  /// to root still (the presenter underneath is already visible). Both end with
  /// `durationMatchLongest`, so a lone fade takes the automatic duration of a motionless view
  /// (0.208 s).
  static func fadePlan(
    base: [Modifier], kind: TransitionKind, presentation: PresentationStyle, fromRootIsOpaque: Bool
  ) -> DefaultAnimationPlan {
    let modal = !kind.isNavigation && !kind.isTabBar
    let fromIsOverFullScreen = modal && !kind.isPresenting && presentation == .overFullScreen
    var to: [Modifier] = fromIsOverFullScreen ? base : [.fade]
    // Hero also fades the from page when dismissing onto an over-full-screen presenter; a scene's
    // presentation style describes the presented page only, so that case cannot arise here.
    var from: [Modifier] = fromRootIsOpaque ? base : [.fade]
    to.append(.durationMatchLongest)
    from.append(.durationMatchLongest)
    return DefaultAnimationPlan(toModifiers: to, fromModifiers: from, insertToViewFirst: nil)
  }
}
