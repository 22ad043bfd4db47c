import HeroModel

// The appearance and transform modifiers: each one sets a layer property of the view's target state
// (hero-semantics §1.1, §1.2).

extension ModifierSpec {
  static let fade = ModifierSpec(
    flag: "fade", .appearance, .fade,
    "Opacity 0 at the hidden end: the view fades in as it appears and out as it disappears.")
  static let forceNonFade = ModifierSpec(
    flag: "forceNonFade", .appearance, .forceNonFade,
    "A matched pair does not cross-fade: the other side's snapshot stays hidden.")
  static let opacity = numbers(
    "opacity", .appearance, ["value": 1], "Layer opacity, 0…1.", example: "opacity(0.5)"
  ) { .opacity($0[0]) }
  static let position = numbers(
    "position", .appearance, ["x": 0, "y": 0],
    "Where the layer's anchor point lands, in the parent's coordinates (points).", example: "position(100, 200)"
  ) { .position(x: $0[0], y: $0[1]) }
  static let size = numbers(
    "size", .appearance, ["width": 0, "height": 0], "Bounds size (points), ≥ 0.", example: "size(80, 40)"
  ) { .size(width: $0[0], height: $0[1]) }
  static let backgroundColor = color("backgroundColor", "Background colour.", Modifier.backgroundColor)
  static let borderColor = color("borderColor", "Border colour.", Modifier.borderColor)
  static let shadowColor = color("shadowColor", "Shadow colour.", Modifier.shadowColor)
  static let borderWidth = number("borderWidth", "Border width (points, ≥ 0), drawn inside the bounds.", 2) {
    .borderWidth($0)
  }
  static let cornerRadius = number("cornerRadius", "Corner radius (points, ≥ 0).", 12) { .cornerRadius($0) }
  static let zPosition = number(
    "zPosition", "Paint order among siblings (higher on top); alone it does not make a view animate.", 10
  ) { .zPosition($0) }
  static let contentsScale = number("contentsScale", "Pixels per point of image contents.", 2) {
    .contentsScale($0)
  }
  static let shadowOpacity = number("shadowOpacity", "Shadow opacity, 0…1.", 0.3) { .shadowOpacity($0) }
  static let shadowRadius = number("shadowRadius", "Shadow blur radius (points, ≥ 0).", 8) { .shadowRadius($0) }
  static let contentsRect = ModifierSpec(
    "contentsRect", .appearance, forms: ["contentsRect(x, y, width, height)"],
    "The unit rectangle of the contents shown (0, 0, 1, 1 is all of it).", example: "contentsRect(0, 0, 0.5, 1)"
  ) { a, _, _ throws(ModifierSyntaxError) in
    try a.expect(counts: [4], "4 numbers (x, y, width, height)")
    return .contentsRect(Rect(try a.number(0), try a.number(1), try a.number(2), try a.number(3)))
  }
  static let shadowOffset = ModifierSpec(
    "shadowOffset", .appearance, forms: ["shadowOffset(width, height)"], "Shadow offset (points).",
    example: "shadowOffset(0, 4)"
  ) { a, _, _ throws(ModifierSyntaxError) in
    try a.expect(counts: [2], "2 numbers (width, height)")
    return .shadowOffset(Size(try a.number(0), try a.number(1)))
  }
  static let shadowPath = ModifierSpec(
    "shadowPath", .appearance,
    forms: [
      "shadowPath(rect, x, y, width, height)", "shadowPath(roundedRect, x, y, width, height, radius)",
      "shadowPath(ellipse, x, y, width, height)", "shadowPath(M, x, y, L, x, y, Q, cx, cy, x, y, C, …, Z)",
      "shadowPath()",
    ],
    "The shape the shadow is cast from, in the view's own coordinates: a shape, or absolute path commands "
      + "(the same commands as a scene file's SVG path data). Empty: no shadow path.",
    example: "shadowPath(roundedRect, 0, 0, 100, 60, 12)"
  ) { a, _, _ throws(ModifierSyntaxError) in .shadowPath(try ModifierParser.shadowPath(a)) }
  static let masksToBounds = ModifierSpec(
    "masksToBounds", .appearance, forms: ["masksToBounds(clips = true)"],
    "Clips contents and sublayers to the rounded bounds and removes the shadow; alone it does not make a "
      + "view animate.",
    example: "masksToBounds(true)"
  ) { a, _, _ throws(ModifierSyntaxError) in
    try a.expect(atMost: 1)
    return .masksToBounds(try a.bool(0, default: true))
  }
  static let overlay = ModifierSpec(
    "overlay", .appearance,
    forms: [
      "overlay(red = 1, green = 1, blue = 1, opacity = 1)", "overlay(color, opacity = 1)",
      "overlay(red, green, blue, alpha, opacity)",
    ],
    "A solid colour layer over the view's contents and sublayers, clipped to its rounded bounds.",
    example: "overlay(black, 0.3)"
  ) { a, _, _ throws(ModifierSyntaxError) in try ModifierParser.overlay(a) }

  static let transform = ModifierSpec(
    "transform", .transform, forms: ["transform(m11, m12, …, m44)", "transform()"],
    "Replaces the transform accumulated so far with a 4×4 matrix (row vectors, as Core Animation); no "
      + "arguments is the identity.",
    example: "transform(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 0, 1)"
  ) { a, _, _ throws(ModifierSyntaxError) in
    try a.expect(counts: [0, 16], "16 numbers (m11, m12, … m44) or none (identity)")
    let v = try a.numbers()
    return .transform(v.isEmpty ? .identity : Transform3D(elements: v))
  }
  static let perspective = ModifierSpec(
    "perspective", .transform, forms: ["perspective(distance)"],
    "Sets only m34 of the accumulated transform to −1/distance (0 when distance is 0).",
    example: "perspective(500) rotate(0.5, 0, 0)"
  ) { a, _, _ throws(ModifierSyntaxError) in
    try a.expect(counts: [1], "1 number (the eye distance d; m34 = −1/d)")
    return .perspective(try a.number(0))
  }
  static let scale = numbers(
    "scale", .transform, ["x": 1, "y": 1, "z": 1],
    "Scales the accumulated transform; one argument scales x and y alike.", example: "scale(0.8)",
    one: ("scale(s)", { .scale($0) })
  ) { .scale(x: $0[0], y: $0[1], z: $0[2]) }
  static let translate = numbers(
    "translate", .transform, ["x": 0, "y": 0, "z": 0],
    "Moves the layer (points) on top of the accumulated transform.", example: "translate(0, 100)"
  ) { .translate(x: $0[0], y: $0[1], z: $0[2]) }
  static let rotate = numbers(
    "rotate", .transform, ["x": 0, "y": 0, "z": 0],
    "Rotates (radians) about x, then y, then z; one argument rotates about z.", example: "rotate(0.5)",
    one: ("rotate(z)", { .rotate($0) })
  ) { .rotate(x: $0[0], y: $0[1], z: $0[2]) }

  /// A modifier with one colour: a colour token or name, or 3–4 numbers in 0…1.
  static func color(_ name: String, _ meaning: String, _ make: @escaping @Sendable (Color) -> Modifier)
    -> ModifierSpec
  {
    ModifierSpec(
      name, .appearance, forms: ["\(name)(color)", "\(name)(red, green, blue, alpha = 1)"],
      meaning
        + " A colour is `#RRGGBB`, `#RRGGBBAA`, a UIKit name (`red`, or a system colour such as `systemBlue`, light or dark as the scene variant's appearance) or numbers in 0…1.",
      example: "\(name)(#FF3B30)"
    ) { a, _, _ throws(ModifierSyntaxError) in make(try ModifierParser.colorArgument(a)) }
  }

  /// A modifier with one required number.
  static func number(
    _ name: String, _ meaning: String, _ example: Double, _ make: @escaping @Sendable (Double) -> Modifier
  ) -> ModifierSpec {
    ModifierSpec(
      name, .appearance, forms: ["\(name)(value)"], meaning,
      example: "\(name)(\(StringFormFormatter.number(example)))"
    ) { a, _, _ throws(ModifierSyntaxError) in make(try ModifierParser.single(a)) }
  }
}
