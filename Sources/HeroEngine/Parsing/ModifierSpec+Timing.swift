import HeroModel

// The modifiers that time the animation, place and match views, choose snapshots, and nest lists
// (hero-semantics §1.3–§1.6, §4, §6.3).

extension ModifierSpec {
  static let duration = ModifierSpec(
    "duration", .timing, forms: ["duration(seconds)"],
    "How long the view's animations last, instead of the automatic duration.", example: "duration(0.5)"
  ) { a, _, _ throws(ModifierSyntaxError) in
    try a.expect(counts: [1], "1 number (seconds)")
    return .duration(try a.number(0))
  }
  static let durationMatchLongest = ModifierSpec(
    flag: "durationMatchLongest", .timing, .durationMatchLongest,
    "The view's animations last as long as the longest animation of the transition.")
  static let delay = ModifierSpec(
    "delay", .timing, forms: ["delay(seconds)"], "Seconds before the view's animations begin (default 0).",
    example: "delay(0.1)"
  ) { a, _, _ throws(ModifierSyntaxError) in
    try a.expect(counts: [1], "1 number (seconds)")
    return .delay(try a.number(0))
  }
  static let timingFunction = ModifierSpec(
    "timingFunction", .timing,
    forms: ["timingFunction(name)", "timingFunction(cubicBezier(x1, y1, x2, y2))", "timingFunction(x1, y1, x2, y2)"],
    "The timing curve: a named curve (`linear`, `easeIn`, `easeOut`, `easeInOut`, `standard`, `deceleration`, "
      + "`acceleration`, `sharp`, `easeOutBack`) or a cubic Bézier whose x values lie in 0…1.",
    example: "timingFunction(easeOutBack)"
  ) { a, _, _ throws(ModifierSyntaxError) in .timingFunction(try ModifierParser.timingFunction(a)) }
  static let spring = numbers(
    "spring", .timing, ["stiffness": 250, "damping": 30],
    "A damped spring (mass 1) instead of the timing curve; the animation lasts until it settles.",
    example: "spring(300, 20)"
  ) { .spring(stiffness: $0[0], damping: $0[1]) }

  static let source = ModifierSpec(
    "source", .placement, forms: ["source(heroID)"],
    "The view animates from (or to) the geometry of the view with this heroID on the other screen; quote ids "
      + "that are not plain names: `source('my-id')`.",
    example: "source(avatar)"
  ) { a, _, _ throws(ModifierSyntaxError) in .source(heroID: try ModifierParser.sourceID(a)) }
  static let arc = numbers(
    "arc", .placement, ["intensity": 1], "The position moves along an arc instead of a line.", example: "arc(0.5)"
  ) { .arc(intensity: $0[0]) }
  static let cascade = ModifierSpec(
    "cascade", .placement, forms: ["cascade(delta = 0.02, direction = topToBottom, delayMatchedViews = false)"],
    "Delays the view's subviews one after another, `delta` seconds apart, in `direction` order: "
      + "`topToBottom`, `bottomToTop`, `leftToRight`, `rightToLeft`, `leadingToTrailing`, "
      + "`trailingToLeading`, `radial(x, y)` or `inverseRadial(x, y)` (centre in the view's coordinates).",
    example: "cascade(0.05, radial(187, 333))"
  ) { a, _, _ throws(ModifierSyntaxError) in try ModifierParser.cascade(a) }
  static let useGlobalCoordinateSpace = ModifierSpec(
    flag: "useGlobalCoordinateSpace", .placement, .useGlobalCoordinateSpace,
    "The snapshot is placed directly in the transition container instead of riding inside its animated "
      + "ancestor.")
  static let ignoreSubviewModifiers = ModifierSpec(
    "ignoreSubviewModifiers", .placement, forms: ["ignoreSubviewModifiers(recursive = false)"],
    "The subviews' own modifiers are ignored (only direct subviews unless recursive).",
    example: "ignoreSubviewModifiers(true)"
  ) { a, _, _ throws(ModifierSyntaxError) in
    try a.expect(atMost: 1)
    return .ignoreSubviewModifiers(recursive: try a.bool(0, default: false))
  }
  static let forceAnimate = ModifierSpec(
    flag: "forceAnimate", .placement, .forceAnimate,
    "Animate the view even when it is off screen or names no animatable property.")
  static let useScaleBasedSizeChange = ModifierSpec(
    flag: "useScaleBasedSizeChange", .placement, .useScaleBasedSizeChange,
    "A size change animates as a scale of the transform instead of the bounds.")
  static let relayoutText = ModifierSpec(
    flag: "relayoutText", .placement, .relayoutText,
    "HeroFrames extension: a matched label re-lays out its text every frame (font size, colour and wrap width "
      + "interpolated) instead of stretching a snapshot; a live label (useNoSnapshot) re-lays out at every "
      + "animated size instead of once for its final size.")

  static let useOptimizedSnapshot = snapshot("useOptimizedSnapshot", .optimized, "Hero's default snapshot kind.")
  static let useNormalSnapshot = snapshot("useNormalSnapshot", .normal, "A plain view snapshot.")
  static let useLayerRenderSnapshot = snapshot(
    "useLayerRenderSnapshot", .layerRender, "The layer rendered into an image.")
  static let useNoSnapshot = snapshot(
    "useNoSnapshot", .noSnapshot, "The live view itself animates, with its subviews, instead of a snapshot.")

  static let beginWith = list(
    "beginWith", "Modifiers applied without animation before the animation starts.", example: "beginWith(fade)"
  ) { .beginWith($0) }
  static let whenMatched = list("whenMatched", "The modifiers apply only when the view is matched.") {
    .when(.matched, $0)
  }
  static let whenPresenting = list("whenPresenting", "The modifiers apply only when presenting.") {
    .when(.presenting, $0)
  }
  static let whenDismissing = list("whenDismissing", "The modifiers apply only when dismissing.") {
    .when(.dismissing, $0)
  }
  static let whenAppearing = list("whenAppearing", "The modifiers apply only to an appearing view.") {
    .when(.appearing, $0)
  }
  static let whenDisappearing = list("whenDisappearing", "The modifiers apply only to a disappearing view.") {
    .when(.disappearing, $0)
  }

  static func snapshot(_ name: String, _ type: SnapshotType, _ meaning: String) -> ModifierSpec {
    ModifierSpec(flag: name, .snapshot, Modifier(.snapshotType(type)), "How the view is captured: " + meaning)
  }

  /// A modifier holding a list of modifiers, space- or comma-separated.
  static func list(
    _ name: String, _ meaning: String, example: String? = nil,
    _ make: @escaping @Sendable ([Modifier]) -> Modifier
  ) -> ModifierSpec {
    ModifierSpec(
      name, .nesting, forms: ["\(name)(modifier …)"], meaning,
      example: example ?? "\(name)(scale(0.5) fade)"
    ) { a, lenient, warnings throws(ModifierSyntaxError) in
      make(
        try ModifierParser.modifiers(from: a.nodes, lenient: lenient, appearance: a.appearance, warnings: &warnings))
    }
  }
}
