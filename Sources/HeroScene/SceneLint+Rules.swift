import HeroEngine
import HeroModel

/// The checks behind `SceneLint`, each stated as what Hero does (docs/hero-semantics.md) and read
/// off the engine's plan rather than re-derived.
struct LintRules {
  let scene: Scene
  let transition: Transition
  /// The family names each of `scene.fonts` declares (empty for a file that could not be read).
  let fontFamilies: [[String]]
  /// Target states after the ignore-subview-modifiers pass and around the default-animation pass
  /// (the passes are replayed in Hero's order to see which one discarded a view's modifiers).
  private let afterIgnore: IDArray<ViewID, TargetState?>
  private let beforeDefault: IDArray<ViewID, TargetState?>
  private let afterDefault: IDArray<ViewID, TargetState?>
  /// Views the match pass pairs (their opacity is the match's), and views the source pass places
  /// (their position, size and transform are the partner's).
  private let matched: Set<ViewID>
  private let placed: Set<ViewID>
  private let collected: Set<ViewID>

  init(scene: Scene, transition: Transition, fontFamilies: [[String]]) {
    self.scene = scene
    self.transition = transition
    self.fontFamilies = fontFamilies
    let final = transition.plan
    // A fresh plan: the transition was built from this scene, so this cannot fail.
    var replay = (try? TransitionPlan(scene: scene)) ?? final
    IgnoreSubviewModifiersPass().process(&replay)
    afterIgnore = replay.states
    ConditionalPass().process(&replay)
    beforeDefault = replay.states
    DefaultAnimationPass().process(&replay)
    afterDefault = replay.states
    self.matched = Set(final.matchedPairs.flatMap { [$0.to, $0.from] })
    self.placed = Set((final.fromViews + final.toViews).filter { final.sourceTarget(of: $0) != nil })
    self.collected = Set(final.fromViews + final.toViews)
  }

  private var index: ViewIndex { transition.plan.index }

  func all() -> [SceneWarning] {
    var out: [SceneWarning] = []
    let heroIDs = Dictionary(uniqueKeysWithValues: Side.allCases.map { ($0, partnerIDs(on: $0)) })
    for side in Side.allCases {
      walk(scene.root(side), path: side.rawValue, context: .init()) { view, path, context in
        if let w = unpartnered(view, side: side, path: path, partners: heroIDs[side.other] ?? []) { out.append(w) }
        if let w = cascadeWithoutSubviews(view, path: path) { out.append(w) }
        out += uselessModifiers(view, side: side, path: path, context: context)
        if let w = imageNeverDrawn(view, path: path) { out.append(w) }
      }
    }
    out += unusedFonts()
    return out
  }

  // MARK: - Walking the scene (every view, collected or not)

  /// What a view inherits from its ancestors.
  struct Context {
    /// Why an ancestor leaves the view out of the transition.
    var exclusion: String?
    /// Every ancestor has the identity transform (so the view's flattened transform is its own).
    var ancestorsUntransformed = true
  }

  private func walk(
    _ view: View, path: String, context: Context, _ body: (View, String, Context) -> Void
  ) {
    body(view, path, context)
    var inherited = context
    if inherited.exclusion == nil && !view.isHeroEnabled {
      inherited.exclusion = "the ancestor \(path) has heroEnabled false"
    } else if inherited.exclusion == nil && !view.isHeroEnabledForSubviews {
      inherited.exclusion = "the ancestor \(path) has heroEnabledForSubviews false"
    }
    inherited.ancestorsUntransformed = context.ancestorsUntransformed && view.transform.isIdentity
    for (i, child) in view.children.enumerated() {
      walk(child, path: "\(path).children[\(i)]", context: inherited, body)
    }
  }

  // MARK: - heroIDs and cascades

  /// The heroIDs a view on the other side can pair with: heroIDs and `source` ids on `side`.
  private func partnerIDs(on side: Side) -> Set<String> {
    var ids = Set<String>()
    walk(scene.root(side), path: side.rawValue, context: .init()) { view, _, _ in
      if let id = view.heroID { ids.insert(id) }
      for case .source(heroID: let id) in view.modifiers.map(\.kind) { ids.insert(id) }
    }
    return ids
  }

  private func unpartnered(_ view: View, side: Side, path: String, partners: Set<String>) -> SceneWarning? {
    guard let id = view.heroID, !partners.contains(id) else { return nil }
    return SceneWarning(
      rule: .unpartneredHeroID, path: path,
      message:
        "heroID '\(Excerpt.quote(id))' has no partner on the '\(side.other.rawValue)' screen, so Hero matches nothing",
      suggestion: "give a view there the same heroID, or remove it")
  }

  private func cascadeWithoutSubviews(_ view: View, path: String) -> SceneWarning? {
    guard view.children.isEmpty, view.modifiers.contains(where: { if case .cascade = $0.kind { true } else { false } })
    else { return nil }
    return SceneWarning(
      rule: .cascadeWithoutSubviews, path: path + ".modifiers",
      message: "cascade on a view without subviews does nothing (it delays the subviews one after another)",
      suggestion: "put it on the subviews' superview, or remove it")
  }

  // MARK: - Modifiers Hero never reads or overwrites

  /// Why the view's modifiers change nothing: one warning for them all when the view itself is
  /// left out or its modifiers are discarded, else one for each modifier that changes nothing
  /// (`fade scale(1)` on a matched view warns about both).
  private func uselessModifiers(_ view: View, side: Side, path: String, context: Context) -> [SceneWarning] {
    guard !view.modifiers.isEmpty else { return [] }
    let at = path + ".modifiers"
    if let exclusion = context.exclusion ?? (view.isHeroEnabled ? nil : "its heroEnabled is false") {
      return [
        SceneWarning(
          rule: .notTakingPart, path: at,
          message: "modifiers on a view that takes no part in the transition do nothing (\(exclusion))",
          suggestion: "remove them, or let the view take part")
      ]
    }
    guard let i = index.index(of: ViewKey(side, view.id)), collected.contains(i) else { return [] }
    if !index[i].isVisible {
      return [
        SceneWarning(
          rule: .offScreen, path: at,
          message:
            "the view is entirely outside the canvas, so Hero's visibility filter leaves it out and its modifiers do nothing",
          suggestion: "move it on screen, add forceAnimate to animate it anyway, or remove the modifiers")
      ]
    }
    if index.initialStates[i] != nil, afterIgnore[i] == nil, let owner = ignoringAncestor(of: i) {
      return [
        SceneWarning(
          rule: .ignoredBySuperview, path: at,
          message: "ignoreSubviewModifiers on \(index[owner].path) discards this view's modifiers",
          suggestion: "remove them, or the ignoreSubviewModifiers")
      ]
    }
    if index[i].isRoot, beforeDefault[i] != nil, afterDefault[i] != beforeDefault[i] {
      return [
        SceneWarning(
          rule: .replacedByDefaultAnimation, path: at,
          message:
            "the default animation '\(Excerpt.quote(scene.transition.animation.stringForm))' replaces the root view's modifiers",
          suggestion: "set the transition's animation to none to animate the root yourself, or remove them")
      ]
    }
    var out: [SceneWarning] = []
    // Whether a transform is being built when the modifier comes (`identityTransform`).
    var building = context.ancestorsUntransformed && view.transform.isIdentity
    lazy var drawsNothing = invisibility(view, i)
    for m in view.modifiers {
      if let w = overwrittenByMatch(m, i, at: at) ?? relayoutWithoutText(m, view, at: at) {
        out.append(w)
      } else if m.setsOpacity, let reason = drawsNothing {
        out.append(
          SceneWarning(
            rule: .invisibleView, path: at, message: "\(Self.quoted(m)) \(reason.message)",
            suggestion: reason.suggestion))
      } else if m.isIdentityTransform && building {
        out.append(
          SceneWarning(
            rule: .identityTransform, path: at, message: "\(Self.quoted(m)) leaves the transform as it is",
            suggestion: "remove it (forceAnimate animates a view without changing it)"))
      }
      if m.setsTransform { building = true }
    }
    return out
  }

  private func ignoringAncestor(of i: ViewID) -> ViewID? {
    var p = index[i].parent
    var direct = true
    while let q = p {
      if let recursive = index.initialStates[q]?.ignoreSubviewModifiers, recursive || direct { return q }
      direct = false
      p = index[q].parent
    }
    return nil
  }

  /// Match sets a matched pair's opacities (the cross-fade), source sets the view's position, size
  /// and transform from its partner: the user's values for those are overwritten.
  private func overwrittenByMatch(_ m: Modifier, _ i: ViewID, at path: String) -> SceneWarning? {
    if matched.contains(i), m.setsOpacity {
      return SceneWarning(
        rule: .overwrittenByMatch, path: path,
        message: "\(Self.quoted(m)) on a matched view does nothing: Hero's match sets the pair's opacities itself",
        suggestion: "remove it (forceNonFade keeps the view opaque)")
    }
    if placed.contains(i), m.setsGeometry {
      return SceneWarning(
        rule: .overwrittenByMatch, path: path,
        message:
          "\(Self.quoted(m)) does nothing: the view animates from its partner's position, size and transform (match or source)",
        suggestion: "remove it, or put it in beginWith(…) to apply it before the animation")
    }
    return nil
  }

  /// `relayoutText` re-lays out a matched label's text every frame (docs/hero-semantics.md,
  /// HeroFrames extensions): on a view without text there is nothing to lay out.
  private func relayoutWithoutText(_ m: Modifier, _ view: View, at path: String) -> SceneWarning? {
    guard case .relayoutText = m.kind, view.text == nil else { return nil }
    let kind = view.image != nil ? "an image view" : view.effect != nil ? "a visual effect view" : "a plain view"
    return SceneWarning(
      rule: .relayoutTextOnNonLabel, path: path,
      message: "'relayoutText' on a view without text does nothing: it re-lays out a label's text, and this is \(kind)",
      suggestion: "remove it, or put it on the label (a view with 'text')")
  }

  /// A hidden view stays hidden through the transition (hero-semantics D17), and a view at opacity 0
  /// whose opacity only ever goes to 0 stays invisible: fading them draws nothing. Only when no
  /// descendant animates (an animated view carries its animated local subviews inside its snapshot).
  /// The reason, to follow the opacity modifier's name, and the suggestion.
  private func invisibility(_ view: View, _ i: ViewID) -> (message: String, suggestion: String)? {
    guard !index.descendants(of: i).contains(where: transition.animatingViews.contains) else { return nil }
    if view.isHidden {
      return (
        "on a hidden view draws nothing: Hero never shows a hidden view (the animation only counts towards the transition's length)",
        "remove it, or make the view visible"
      )
    }
    let beginsVisible = view.modifiers.contains {
      if case .beginWith(let list) = $0.kind { list.contains(where: \.setsOpacity) } else { false }
    }
    guard view.opacity == 0, transition.plan.states[i]?.opacity ?? 0 == 0, !beginsVisible else { return nil }
    return (
      "on a view at opacity 0 draws nothing: its opacity goes from 0 to 0 (the animation only counts towards the transition's length)",
      "remove it, or give the view an opacity above 0"
    )
  }

  // MARK: - Images and fonts

  private func imageNeverDrawn(_ view: View, path: String) -> SceneWarning? {
    guard view.image != nil else { return nil }
    let reason: String
    if view.isHidden {
      reason = "the view is hidden, and Hero never shows a hidden view"
    } else if view.size.width == 0 || view.size.height == 0 {
      reason = "the view has no area (\(view.size.width) × \(view.size.height))"
    } else {
      return nil
    }
    return SceneWarning(
      rule: .imageNeverDrawn, path: path + ".image", message: "the image is never drawn: \(reason)",
      suggestion: "remove the image, or make the view visible")
  }

  /// Font files no label names a family of.
  private func unusedFonts() -> [SceneWarning] {
    guard !scene.fonts.isEmpty else { return [] }
    var named = Set<String>()
    for side in Side.allCases {
      walk(scene.root(side), path: "", context: .init()) { view, _, _ in
        if let family = view.text?.font.family { named.insert(family.lowercased()) }
      }
    }
    var out: [SceneWarning] = []
    for (k, families) in fontFamilies.enumerated() {
      guard !families.isEmpty, !families.contains(where: { named.contains($0.lowercased()) }) else { continue }
      let name = "'\(Excerpt.quote(families[0]))'"
      out.append(
        SceneWarning(
          rule: .unusedFont, path: "fonts[\(k)]",
          message: "no label uses this font: none names \(name)",
          suggestion: "remove it from fonts, or name its family in a label's font"))
    }
    return out
  }

  private static func quoted(_ m: Modifier) -> String { "'\(Excerpt.quote(m.stringForm))'" }
}

extension Modifier {
  /// Sets the target opacity (`fade`, `opacity(x)`).
  var setsOpacity: Bool {
    switch kind {
    case .fade, .opacity: true
    default: false
    }
  }

  /// Builds or replaces the target transform.
  var setsTransform: Bool {
    switch kind {
    case .transform, .perspective, .scale, .translate, .rotate: true
    default: false
    }
  }

  /// Sets position, size or transform, which the source pass overwrites.
  var setsGeometry: Bool {
    switch kind {
    case .position, .size: true
    default: setsTransform
    }
  }

  /// Composes the identity onto the transform being built.
  var isIdentityTransform: Bool {
    switch kind {
    case .scale(let x, let y, let z): x == 1 && y == 1 && z == 1
    case .translate(let x, let y, let z): x == 0 && y == 0 && z == 0
    case .rotate(let x, let y, let z): x == 0 && y == 0 && z == 0
    default: false
    }
  }
}
