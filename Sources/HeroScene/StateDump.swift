import HeroModel

/// The state dump (`docs/state-dump.md`): every frame's resolved layers as JSON, as `hero states`
/// prints it.
///
/// Written frame by frame to a sink so that a long transition never holds all its frames in memory.
public enum StateDump {
  /// Writes the whole document. `frame(i)` supplies frame `i` (0 ..< `frameCount`), in order, each
  /// just before it is written. The first write `sink` throws from ends the dump (a closed pipe, a
  /// client gone): no further frame is computed.
  public static func write(
    scene: Scene, fps: Double, duration: Double, frameCount: Int, frame: (Int) -> FrameState,
    to sink: (String) throws -> Void
  ) rethrows {
    try sink(header(scene: scene, fps: fps, duration: duration, frameCount: frameCount))
    for i in 0..<frameCount { try sink(frameText(index: i, frame(i))) }
    try sink(footer(frameCount: frameCount))
  }

  /// The document up to its first frame: scene, canvas, fps, duration, frame count, `"frames": [`.
  /// `header`, then `frameText` for each frame in order, then `footer` is the whole document (for
  /// writers that take the pieces one at a time, such as `hero serve`'s stream).
  public static func header(scene: Scene, fps: Double, duration: Double, frameCount: Int) -> String {
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
    return out
  }

  /// Frame `index` as the document holds it, with the separator before it.
  public static func frameText(index: Int, _ state: FrameState) -> String {
    var text = index == 0 ? "\n    " : ",\n    "
    frame(index: index, state).write(to: &text, indent: 2)
    return text
  }

  /// What closes the document after its `frameCount` frames.
  public static func footer(frameCount: Int) -> String { frameCount == 0 ? "]\n}\n" : "\n  ]\n}\n" }

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

  /// One layer with the fields of docs/state-dump.md, in its order: identity, the layer properties
  /// (`LayerProperty.all`; `shadowPath` and a non-zero `boundsOrigin` only when set), the content;
  /// `contentsTint` and `effect` only when set; a label's `textLayoutSize` (with the gravity that
  /// shows it) only when a size animation set it.
  public static func layer(_ l: Layer) -> JSONOutput {
    var members: [JSONOutput.Member] = [
      .init("key", .string(l.key)),
      .init("side", l.side.map { .string($0.rawValue) } ?? .null),
      .init("view", l.view.map { .string($0) } ?? .null),
      .init("heroID", l.heroID.map { .string($0) } ?? .null),
    ]
    for property in LayerProperty.all {
      let value = property.get(l)
      switch property.dump {
      case .always: break
      case .unless(let omitted): if value == omitted { continue }
      case .never: continue
      }
      members.append(.init(property.name, json(value)))
    }
    members.append(.init("content", .string(l.contents.kindName)))
    if case .text(let t) = l.contents {
      members.append(.init("text", text(t)))
      if let laidOut = l.textLayoutSize {
        members.append(.init("textLayoutSize", numbers(KeyValue.size(laidOut).numbers)))
        members.append(.init("contentsGravity", .string(l.contentsGravity.rawValue)))
      }
    }
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
      .init("contentMode", .string(t.contentMode.rawValue)),
    ])
  }

  /// A property value: numbers or arrays of numbers, colours as `[r, g, b, a]`, paths as SVG path
  /// data, an overlay as `{ "color", "opacity" }`, no value as null.
  static func json(_ value: KeyValue) -> JSONOutput {
    switch value {
    case .number(let v): .number(v)
    case .bool(let b): .bool(b)
    case .color(let c): c.map(color) ?? .null
    case .path(let p): p.map { .string($0.svgData) } ?? .null
    case .overlay(let o):
      o.map { .object([.init("color", color($0.color)), .init("opacity", .number($0.opacity))]) } ?? .null
    case .point, .size, .rect, .transform: numbers(value.numbers)
    }
  }

  static func color(_ c: Color) -> JSONOutput { numbers(c.components) }
  static func numbers(_ values: [Double]) -> JSONOutput { .array(values.map { .number($0) }) }
}
