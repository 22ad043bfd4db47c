import HeroModel

/// What the passes work on: both flattened screens and one target state per view (Hero's
/// `HeroContext` after `set(fromViews:toViews:)`, as a value).
///
/// Passes are functions of a plan (docs/architecture.md): each reads the views and rewrites `states`; the
/// animator then reads the final plan. Views without a state (`nil`) do not animate.
public struct TransitionPlan: Sendable {
  public let index: ViewIndex
  /// Target states, parallel to `index.views`; nil = no state (Hero's missing `targetStates[view]`).
  public var states: IDArray<ViewID, TargetState?>
  /// Snapshots of the to side are created (and stacked) first, so the from side is on top.
  /// Hero's default: true when dismissing outside a tab bar controller (hero-semantics §4.1 step 11).
  public var insertToViewFirst: Bool
  public let settings: TransitionSettings
  public let canvas: Canvas

  public init(scene: Scene) throws(TransitionError) {
    self.index = try ViewIndex(scene: scene)
    self.states = index.initialStates
    self.settings = scene.transition
    self.canvas = scene.canvas
    self.insertToViewFirst = !scene.transition.kind.isPresenting && !scene.transition.kind.isTabBar
  }

  /// Hero's `isPresenting`.
  public var isPresenting: Bool { settings.kind.isPresenting }
  /// The from side's views, pre-order.
  public var fromViews: [ViewID] { index.fromViews }
  /// The to side's views, pre-order.
  public var toViews: [ViewID] { index.toViews }
  /// The root view's index on `side` (a hero-disabled root too: it is not collected, see
  /// `ViewIndex`).
  public func root(_ side: Side) -> ViewID { side == .from ? index.fromRoot : index.toRoot }

  /// The pairs Hero's match pass makes: each to view with a heroID and the from view with the same
  /// heroID, in to-view order.
  public var matchedPairs: [(to: ViewID, from: ViewID)] {
    toViews.compactMap { tv in
      index[tv].view.heroID.flatMap { index.view(heroID: $0, on: .from) }.map { (tv, $0) }
    }
  }

  /// The view on the other screen that view `i`'s `source` id names, if any: the source pass places
  /// the view there (an id that names nothing is ignored, as in Hero).
  public func sourceTarget(of i: ViewID) -> ViewID? {
    guard let id = states[i]?.source else { return nil }
    return index.view(heroID: id, on: index[i].side.other)
  }

  /// The state of the view with `key` (nil when it has none or is not collected). Setting nil
  /// removes the state; setting a key that is not collected does nothing.
  public subscript(key: ViewKey) -> TargetState? {
    get { index.index(of: key).flatMap { states[$0] } }
    set { if let i = index.index(of: key) { states[i] = newValue } }
  }

  /// Appends modifiers to a view's state, creating an empty one first (Hero's
  /// `context[view]?.append` after `context[view] = context[view] ?? HeroTargetState()`).
  public mutating func append(_ modifiers: [Modifier], to i: ViewID) {
    var s = states[i] ?? TargetState()
    s.append(contentsOf: modifiers)
    states[i] = s
  }

  /// Hero's `HeroConditionalContext` for view `i`.
  public func conditionalContext(for i: ViewID) -> ConditionalContext {
    let v = index[i]
    let paired = index.pairedView(for: i)
    var ancestor: (ViewID, ViewID)?
    var p = v.parent
    while let q = p {
      if let pq = index.pairedView(for: q) {
        ancestor = (q, pq)
        break
      }
      p = index[q].parent
    }
    return ConditionalContext(
      view: v.key, isAppearing: v.side == .to, isPresenting: isPresenting,
      isInTabBarController: settings.kind.isTabBar, isInNavigationController: settings.kind.isNavigation,
      isMatched: paired != nil, matchedView: paired.map { index[$0].key },
      isAncestorViewMatched: ancestor != nil, matchedAncestorView: ancestor.map { index[$0.0].key })
  }

  /// The presented view's presentation style is over full screen: a modal (present / dismiss)
  /// whose presented screen (to when presenting, from when dismissing) keeps the presenter visible.
  public var isOverFullScreen: Bool {
    (settings.kind == .present || settings.kind == .dismiss) && settings.presentation == .overFullScreen
  }
}
