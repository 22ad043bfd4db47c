import HeroModel

/// The state dump (`docs/state-dump.md`): every frame's resolved layers as JSON, as `hero states`
/// prints it.
///
/// Written frame by frame to a sink so that a long transition never holds all its frames in memory.
public enum StateDump {
  /// Writes the whole document. `frame(i)` supplies frame `i` (0 ..< `frameCount`), in order.
  public static func write(
    scene: Scene, fps: Double, duration: Double, frameCount: Int, frame: (Int) -> FrameState,
    to sink: (String) -> Void
  ) {
    let header: [JSONOutput.Member] = [
      .init("scene", .string(scene.name)),
      .init("canvas", SceneWriter.canvas(scene.canvas)),
      .init("fps", .number(fps)),
      .init("duration", .number(duration)),
      .init("frameCount", .number(Double(frameCount))),
    ]
    var out = "{\n"
    for m in header {
      out += "  "
      JSONOutput.writeString(m.key, to: &out)
      out += ": "
      m.value.write(to: &out, indent: 1)
      out += ",\n"
    }
    out += "  \"frames\": ["
    sink(out)
    for i in 0..<frameCount {
      var text = i == 0 ? "\n    " : ",\n    "
      self.frame(index: i, frame(i)).write(to: &text, indent: 2)
      sink(text)
    }
    sink(frameCount == 0 ? "]\n}\n" : "\n  ]\n}\n")
  }

  /// The whole document as one string (for tests and small scenes).
  public static func encode(
    scene: Scene, fps: Double, duration: Double, frameCount: Int, frame: (Int) -> FrameState
  ) -> String {
    var text = ""
    write(scene: scene, fps: fps, duration: duration, frameCount: frameCount, frame: frame) { text += $0 }
    return text
  }

  /// One frame: `index`, `time` (seconds), `progress` (0…1), `layers` in paint order.
  public static func frame(index: Int, _ state: FrameState) -> JSONOutput {
    .object([
      .init("index", .number(Double(index))),
      .init("time", .number(state.time)),
      .init("progress", .number(state.progress)),
      .init("layers", .array(state.layers.map(layer))),
    ])
  }

  /// One layer with the fields of formats.md, in its order; `shadowPath` (SVG path data),
  /// `boundsOrigin` (non-zero), `contentsTint` and `effect` only when set.
  public static func layer(_ l: Layer) -> JSONOutput {
    var members: [JSONOutput.Member] = [
      .init("key", .string(l.key)),
      .init("side", l.side.map { .string($0.rawValue) } ?? .null),
      .init("view", l.view.map { .string($0) } ?? .null),
      .init("heroID", l.heroID.map { .string($0) } ?? .null),
      .init("position", numbers([l.position.x, l.position.y])),
      .init("size", numbers([l.size.width, l.size.height])),
    ]
    if l.boundsOrigin != .zero {
      members.append(.init("boundsOrigin", numbers([l.boundsOrigin.x, l.boundsOrigin.y])))
    }
    members += [
      .init("anchorPoint", numbers([l.anchorPoint.x, l.anchorPoint.y])),
      .init("transform", numbers(l.transform.elements)),
      .init("opacity", .number(l.opacity)),
      .init("allowsGroupOpacity", .bool(l.allowsGroupOpacity)),
      .init("zPosition", .number(l.zPosition)),
      .init("hidden", .bool(l.isHidden)),
      .init("backgroundColor", l.backgroundColor.map(color) ?? .null),
      .init("cornerRadius", .number(l.cornerRadius)),
      .init("masksToBounds", .bool(l.masksToBounds)),
      .init("borderWidth", .number(l.borderWidth)),
      .init("borderColor", color(l.borderColor)),
      .init("shadowColor", color(l.shadowColor)),
      .init("shadowOpacity", .number(l.shadowOpacity)),
      .init("shadowOffset", numbers([l.shadowOffset.width, l.shadowOffset.height])),
      .init("shadowRadius", .number(l.shadowRadius)),
    ]
    if let path = l.shadowPath { members.append(.init("shadowPath", .string(path.svgData))) }
    members += [
      .init(
        "overlay",
        l.overlay.map { .object([.init("color", color($0.color)), .init("opacity", .number($0.opacity))]) }
          ?? .null),
      .init(
        "contentsRect",
        numbers([
          l.contentsRect.origin.x, l.contentsRect.origin.y, l.contentsRect.size.width,
          l.contentsRect.size.height,
        ])),
      .init("content", .string(l.contents.kindName)),
    ]
    if case .text(let t) = l.contents { members.append(.init("text", text(t))) }
    if let tint = l.contentsTint { members.append(.init("contentsTint", color(tint))) }
    if let effect = l.effect { members.append(.init("effect", self.effect(effect))) }
    members.append(.init("sublayers", .array(l.sublayers.inPaintOrder.map(layer))))
    return .object(members)
  }

  /// `{ "style", "blur", "saturation", "tint" }`: the style name or null, the resolved numbers.
  static func effect(_ e: VisualEffect) -> JSONOutput {
    .object([
      .init("style", e.style.map { .string($0) } ?? .null),
      .init("blur", .number(e.blur)),
      .init("saturation", .number(e.saturation)),
      .init("tint", e.tint.map(color) ?? .null),
    ])
  }

  /// A `text` content's fields, as the scene format names them (every default spelled out).
  static func text(_ t: TextContent) -> JSONOutput {
    .object([
      .init("string", .string(t.string)),
      .init(
        "font",
        .object([
          .init("family", .string(t.font.family)), .init("size", .number(t.font.size)),
          .init("weight", .string(t.font.weight.rawValue)), .init("italic", .bool(t.font.italic)),
        ])),
      .init("color", color(t.color)),
      .init("alignment", .string(t.alignment.rawValue)),
      .init("lines", .number(Double(t.lines))),
      .init("lineBreak", .string(t.lineBreak.rawValue)),
      .init("lineHeight", .number(t.lineHeight)),
    ])
  }

  static func color(_ c: Color) -> JSONOutput { numbers(c.components) }
  static func numbers(_ values: [Double]) -> JSONOutput { .array(values.map { .number($0) }) }
}
