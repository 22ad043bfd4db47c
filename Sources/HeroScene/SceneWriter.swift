import Foundation
import HeroEngine
import HeroModel

/// Writes `Scene` values as scene files (`docs/scene-format.md`), the inverse of `SceneLoader`.
///
/// Deterministic: keys in the format's documented order, values through `JSONOutput` (numbers
/// rounded to 1e-9), defaults left out. Colours print as a UIKit name or hex when exact, else as
/// `[r, g, b, a]`; modifiers, transforms and animations in their string forms; image paths relative
/// to the folder the file is written to.
public enum SceneWriter {
  /// The scene as file text (with a final newline). `directory` is where the file will live:
  /// image paths are written relative to it.
  public static func text(_ scene: Scene, directory: String) -> String {
    encode(scene, directory: directory).rendered() + "\n"
  }

  public static func encode(_ scene: Scene, directory: String) -> JSONOutput {
    var members: [JSONOutput.Member] = [
      .init("name", .string(scene.name))
    ]
    if let description = scene.description { members.append(.init("description", .string(description))) }
    members.append(.init("canvas", canvas(scene.canvas)))
    if scene.fps != Scene.defaultFPS { members.append(.init("fps", .number(scene.fps))) }
    let base = URL(fileURLWithPath: directory).standardizedFileURL
    if !scene.fonts.isEmpty {
      members.append(.init("fonts", .array(scene.fonts.map { .string(relativePath($0, from: base)) })))
    }
    members.append(.init("transition", transition(scene.transition)))
    if scene.golden != GoldenSettings() {
      members.append(
        .init(
          "golden",
          .object([
            .init("samples", .array(scene.golden.samples.map { .number($0) })),
            .init("tolerance", .number(Double(scene.golden.tolerance))),
            .init("pixelBudget", .number(Double(scene.golden.pixelBudget))),
          ])))
    }
    members.append(.init("from", view(scene.from, root: true, base: base)))
    members.append(.init("to", view(scene.to, root: true, base: base)))
    return .object(members)
  }

  /// A storyboard-linked scene (docs/import.md): the scene's name, description, canvas and
  /// transition, and sides that name the storyboard (written relative to `directory`, the scene
  /// file's folder) and their controllers, laid out again whenever the scene loads.
  public static func linkedText(_ scene: Scene, storyboard path: String, directory: String, from: String, to: String)
    -> String
  {
    let storyboard = relativePath(path, from: URL(fileURLWithPath: directory).standardizedFileURL)
    var members: [JSONOutput.Member] = [.init("name", .string(scene.name))]
    if let description = scene.description { members.append(.init("description", .string(description))) }
    members.append(.init("canvas", canvas(scene.canvas)))
    members.append(.init("transition", transition(scene.transition)))
    for (key, controller) in [("from", from), ("to", to)] {
      members.append(
        .init(key, .object([.init("storyboard", .string(storyboard)), .init("controller", .string(controller))])))
    }
    return JSONOutput.object(members).rendered() + "\n"
  }

  /// `{ "width", "height", "scale" }`, as scene files and state dumps write it.
  static func canvas(_ c: Canvas) -> JSONOutput {
    .object([
      .init("width", .number(c.size.width)), .init("height", .number(c.size.height)),
      .init("scale", .number(c.scale)),
    ])
  }

  static func transition(_ t: TransitionSettings) -> JSONOutput {
    let defaults = TransitionSettings()
    var m: [JSONOutput.Member] = [.init("kind", .string(t.kind.rawValue))]
    if t.presentation != defaults.presentation { m.append(.init("presentation", .string(t.presentation.rawValue))) }
    m.append(.init("animation", .string(t.animation.stringForm)))
    if let d = t.duration { m.append(.init("duration", .number(d))) }
    if let c = t.timing {
      m.append(
        .init(
          "timing", c.name.map { .string($0) } ?? .array([c.c1x, c.c1y, c.c2x, c.c2y].map { .number($0) })))
    }
    if t.containerColor != defaults.containerColor { m.append(.init("containerColor", color(t.containerColor))) }
    if let script = t.interactive { m.append(.init("interactive", interactive(script))) }
    return .object(m)
  }

  static func interactive(_ s: InteractiveScript) -> JSONOutput {
    var m: [JSONOutput.Member] = []
    if !s.progress.isEmpty {
      m.append(
        .init("progress", .array(s.progress.map { .array([.number($0.time), .number($0.progress)]) })))
    }
    if !s.applies.isEmpty {
      m.append(
        .init(
          "apply",
          .array(
            s.applies.map {
              .object([
                .init("at", .number($0.time)), .init("view", .string($0.view.description)),
                .init("modifiers", .string($0.modifiers.map(\.stringForm).joined(separator: " "))),
              ])
            })))
    }
    if let r = s.release {
      m.append(
        .init(
          "release",
          .object([
            .init("at", .number(r.time)), .init("action", .string(r.action.rawValue)),
            .init("animate", .bool(r.animate)),
          ])))
    }
    return .object(m)
  }

  /// One view; `View`'s defaults (the format's) are left out.
  static func view(_ v: View, root: Bool, base: URL) -> JSONOutput {
    let defaults = View(id: v.id, frame: v.frame)
    var m: [JSONOutput.Member] = [.init("id", .string(v.id))]
    if !root { m.append(.init("frame", rect(v.frame))) }
    if let c = v.backgroundColor { m.append(.init("backgroundColor", color(c))) }
    if v.opacity != defaults.opacity { m.append(.init("opacity", .number(v.opacity))) }
    if v.isHidden != defaults.isHidden { m.append(.init("hidden", .bool(v.isHidden))) }
    if let o = v.isOpaqueOverride { m.append(.init("opaque", .bool(o))) }
    if v.cornerRadius != defaults.cornerRadius { m.append(.init("cornerRadius", .number(v.cornerRadius))) }
    if v.masksToBounds != defaults.masksToBounds { m.append(.init("masksToBounds", .bool(v.masksToBounds))) }
    if let b = v.border {
      m.append(.init("border", .object([.init("width", .number(b.width)), .init("color", color(b.color))])))
    }
    if let s = v.shadow {
      var sm: [JSONOutput.Member] = [
        .init("color", color(s.color)), .init("opacity", .number(s.opacity)),
        .init("offset", .array([.number(s.offset.width), .number(s.offset.height)])),
        .init("radius", .number(s.radius)),
      ]
      if let p = s.path { sm.append(.init("path", .string(p.svgData))) }
      m.append(.init("shadow", .object(sm)))
    }
    if v.zPosition != defaults.zPosition { m.append(.init("zPosition", .number(v.zPosition))) }
    if v.transform != defaults.transform {
      m.append(.init("transform", .string(Modifier.transform(v.transform).stringForm)))
    }
    if let image = v.image {
      let imageDefaults = ImageContent(path: image.path)
      var im: [JSONOutput.Member] = [.init("path", .string(relativePath(image.path, from: base)))]
      if image.contentsRect != imageDefaults.contentsRect {
        im.append(.init("contentsRect", rect(image.contentsRect)))
      }
      if image.gravity != imageDefaults.gravity { im.append(.init("gravity", .string(image.gravity.rawValue))) }
      if image.rendering != imageDefaults.rendering {
        im.append(.init("rendering", .string(image.rendering.rawValue)))
      }
      m.append(.init("image", .object(im)))
    }
    if let t = v.text { m.append(.init("text", text(t))) }
    if let tint = v.tintColor { m.append(.init("tintColor", color(tint))) }
    if let e = v.effect { m.append(.init("effect", effect(e))) }
    if v.contentOffset != defaults.contentOffset {
      m.append(.init("contentOffset", .array([.number(v.contentOffset.x), .number(v.contentOffset.y)])))
    }
    if let id = v.heroID { m.append(.init("heroID", .string(id))) }
    if !v.modifiers.isEmpty {
      m.append(.init("modifiers", .string(v.modifiers.map(\.stringForm).joined(separator: " "))))
    }
    if v.isHeroEnabled != defaults.isHeroEnabled { m.append(.init("heroEnabled", .bool(v.isHeroEnabled))) }
    if v.isHeroEnabledForSubviews != defaults.isHeroEnabledForSubviews {
      m.append(.init("heroEnabledForSubviews", .bool(v.isHeroEnabledForSubviews)))
    }
    if !v.children.isEmpty {
      m.append(.init("children", .array(v.children.map { view($0, root: false, base: base) })))
    }
    return .object(m)
  }

  /// A label's text; UILabel's defaults left out.
  static func text(_ t: TextContent) -> JSONOutput {
    let defaults = TextContent(t.string)
    var m: [JSONOutput.Member] = [.init("string", .string(t.string))]
    var font: [JSONOutput.Member] = []
    if t.font.family != defaults.font.family { font.append(.init("family", .string(t.font.family))) }
    if t.font.size != defaults.font.size { font.append(.init("size", .number(t.font.size))) }
    if t.font.weight != defaults.font.weight { font.append(.init("weight", .string(t.font.weight.rawValue))) }
    if t.font.italic != defaults.font.italic { font.append(.init("italic", .bool(t.font.italic))) }
    if !font.isEmpty { m.append(.init("font", .object(font))) }
    if t.color != defaults.color { m.append(.init("color", color(t.color))) }
    if t.alignment != defaults.alignment { m.append(.init("alignment", .string(t.alignment.rawValue))) }
    if t.lines != defaults.lines { m.append(.init("lines", .number(Double(t.lines)))) }
    if t.lineBreak != defaults.lineBreak { m.append(.init("lineBreak", .string(t.lineBreak.rawValue))) }
    if t.lineHeight != defaults.lineHeight { m.append(.init("lineHeight", .number(t.lineHeight))) }
    if t.contentMode != defaults.contentMode { m.append(.init("contentMode", .string(t.contentMode.rawValue))) }
    return .object(m)
  }

  /// A named style as its name; other materials as their numbers.
  static func effect(_ e: VisualEffect) -> JSONOutput {
    if let name = e.style, VisualEffect.named(name) == e { return .string(name) }
    let defaults = VisualEffect(blur: e.blur)
    var m: [JSONOutput.Member] = [.init("blur", .number(e.blur))]
    if e.saturation != defaults.saturation { m.append(.init("saturation", .number(e.saturation))) }
    if let tint = e.tint { m.append(.init("tint", color(tint))) }
    return .object(m)
  }

  static func rect(_ r: Rect) -> JSONOutput {
    .array([r.origin.x, r.origin.y, r.size.width, r.size.height].map { .number($0) })
  }

  static func color(_ c: Color) -> JSONOutput {
    c.shortStringForm.map { .string($0) } ?? .array(c.components.map { .number($0) })
  }

  /// `path` relative to `base` (with `..` as needed); absolute when they share no folder but `/`.
  static func relativePath(_ path: String, from base: URL) -> String {
    let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let from = base.pathComponents
    var common = 0
    while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
    if common <= 1 { return URL(fileURLWithPath: path).standardizedFileURL.path }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + target[common...]).joined(separator: "/")
  }
}
