import Foundation
import HeroCompositor
import HeroTestSupport

/// A seeded generator of small scene files for the reuse fuzz (`ReuseFuzzTests`): two screens of
/// random view trees mixing everything that paints differently — scaled and rotated images with
/// every gravity (a one-pixel checkerboard, the worst case for resampling, a translucent ramp and a
/// large image decoded downsampled),
/// template tints, contents rects, translucent groups, borders, shadows, blur materials, labels,
/// corner radii with and without masking, 2D and perspective transforms, matched views, fades,
/// cascades and springs. The same seed always gives the same JSON.
struct ReuseFuzzScenes {
  /// The folder holding the images the scenes refer to (written once per process).
  static let imageDirectory: String = {
    let dir = NSTemporaryDirectory() + "hero-reuse-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try? PNGCodec.write(checker, to: dir + "/checker.png")
    try? PNGCodec.write(ramp, to: dir + "/ramp.png")
    try? PNGCodec.write(large, to: dir + "/large.png")
    return dir
  }()

  /// 37×23, alternating (0, 255, 0) and (255, 0, 255) pixel by pixel (issue 19's repro image, at an
  /// odd size so that no scale divides it evenly).
  static let checker = image(width: 37, height: 23) { x, y in
    (x + y) % 2 == 0 ? (0, 255, 0, 255) : (255, 0, 255, 255)
  }

  /// 24×24: red to blue across, opaque at the top to clear at the bottom.
  static let ramp = image(width: 24, height: 24) { x, y in
    (UInt8(255 - x * 10), 40, UInt8(x * 10), UInt8(255 - y * 10))
  }

  /// 296×184, 4-pixel checks over a translucent ramp: far larger than the views show it, so it is
  /// decoded downsampled (by a factor that must not depend on the frames a worker renders).
  static let large = image(width: 296, height: 184) { x, y in
    (x / 4 + y / 4) % 2 == 0 ? (UInt8(x * 255 / 295), 200, 40, 255) : (30, UInt8(y * 255 / 183), 220, UInt8(255 - y))
  }

  static func image(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b, a) = pixel(x, y)
        pixels += [r, g, b, a]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  private var random: SplitMix64
  private var nextID = 0
  private let heroIDs = ["h0", "h1", "h2"]

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// The scene JSON for this generator's seed.
  mutating func scene() -> String {
    // Now and then a tall canvas at 1×: fixed-point sampling errors grow with the distance from
    // the composited area's centre, so large scaled images show them most.
    let tall = chance(0.2)
    let width = tall ? number(100, 200, places: 0) : number(24, 70, places: 0)
    let height = tall ? number(400, 800, places: 0) : number(60, 160, places: 0)
    let scale = tall ? "1" : pick(["1", "1.5", "2", "1.25", "1"])
    let kind = pick(["present", "dismiss", "push", "pop", "tabForward"])
    let presentation = kind == "present" && chance(0.5) ? ",\"presentation\":\"overFullScreen\"" : ""
    // Mostly "none": few views move, so most frames repaint only damaged bands, which is where a
    // repaint can go wrong.
    let animation =
      chance(0.6)
      ? "none"
      : pick([
        "fade", "zoom", "zoomOut", "push(left)", "pull(right)", "cover(up)", "uncover(down)",
        "auto", "slide(left)", "zoomSlide(up)", "pageIn(left)",
      ])
    let duration = number(0.1, 0.35, places: 2)
    let fps = pick(["20", "24", "30"])
    let from = view(id: "a", depth: 0, width: Double(width)!, height: Double(height)!, root: true)
    let to = view(id: "b", depth: 0, width: Double(width)!, height: Double(height)!, root: true)
    return """
      {"canvas":{"width":\(width),"height":\(height),"scale":\(scale)},"fps":\(fps),
       "transition":{"kind":"\(kind)"\(presentation),"animation":"\(animation)","duration":\(duration),"containerColor":"\(color())"},
       "from":\(from),
       "to":\(to)}
      """
  }

  private mutating func view(id: String, depth: Int, width: Double, height: Double, root: Bool = false) -> String {
    var fields = ["\"id\":\"\(id)\""]
    var (w, h) = (width, height)
    if !root {
      w = Double(number(1, max(2, width * 0.9), places: 2))!
      h = Double(number(1, max(2, height * 0.9), places: 2))!
      let x = number(-0.2 * width, width * 0.9, places: 2)
      let y = number(-0.2 * height, height * 0.9, places: 2)
      fields.append("\"frame\":[\(x),\(y),\(w),\(h)]")
    }
    if root || chance(0.6) { fields.append("\"backgroundColor\":\"\(color(translucent: !root))\"") }
    if !root {
      if chance(0.35) { fields.append("\"cornerRadius\":\(number(0, 12, places: 1))") }
      if chance(0.3) { fields.append("\"opacity\":\(number(0.2, 0.95, places: 3))") }
      if chance(0.2) { fields.append("\"masksToBounds\":true") }
      if chance(0.15) { fields.append("\"border\":{\"width\":\(number(0.5, 3, places: 1)),\"color\":\"\(color())\"}") }
      if chance(0.25) {
        fields.append(
          "\"shadow\":{\"opacity\":\(number(0.2, 0.9, places: 2)),\"offset\":[\(number(-4, 4, places: 1)),\(number(-4, 6, places: 1))],\"radius\":\(number(0, 12, places: 1))}"
        )
      }
      if chance(0.15) {
        fields.append("\"transform\":\"rotate(\(number(-0.6, 0.6, places: 2))) scale(\(number(0.5, 1.6, places: 2)))\"")
      }
      if chance(0.2) { fields.append("\"heroID\":\"\(pick(heroIDs))\"") }
      if chance(0.3) { fields.append("\"modifiers\":\"\(modifiers())\"") }
      switch number(0, 100, places: 0) {
      case let k where Int(k)! < 30: fields.append("\"image\":\(image())")
      case let k where Int(k)! < 45: fields.append("\"text\":\(label())")
      case let k where Int(k)! < 50: fields.append("\"effect\":\(effect())")
      default: break
      }
    }
    if depth < 2 {
      let count = Int(number(0, root ? 4 : 3, places: 0))!
      if count > 0 {
        var children: [String] = []
        for _ in 0..<count {
          nextID += 1
          children.append(view(id: "\(id)_\(nextID)", depth: depth + 1, width: w, height: h))
        }
        fields.append("\"children\":[\(children.joined(separator: ","))]")
      }
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private mutating func image() -> String {
    var fields = [
      "\"path\":\"\(pick(["checker.png", "ramp.png", "large.png"]))\"",
      "\"gravity\":\"\(pick(["resize", "resizeAspect", "resizeAspectFill", "center"]))\"",
    ]
    if chance(0.2) { fields.append("\"rendering\":\"template\"") }
    if chance(0.15) {
      fields.append(
        "\"contentsRect\":[\(number(0, 0.4, places: 2)),\(number(0, 0.4, places: 2)),\(number(0.3, 0.6, places: 2)),\(number(0.3, 0.6, places: 2))]"
      )
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private mutating func label() -> String {
    let string = pick(["Jiggly", "Quartz gy", "Hero ÅÇ", "Wave", "abc\\ndef"])
    let italic = chance(0.3) ? ",\"italic\":true" : ""
    return
      "{\"string\":\"\(string)\",\"font\":{\"size\":\(number(5, 22, places: 1))\(italic)},\"color\":\"\(color())\",\"lines\":\(pick(["0", "1", "2"]))}"
  }

  private mutating func effect() -> String {
    chance(0.25)
      ? "\"\(pick(["systemMaterial", "systemThinMaterial", "systemUltraThinMaterial", "systemThickMaterial"]))\""
      : "{\"blur\":\(number(0.5, 10, places: 1)),\"saturation\":\(number(1, 2, places: 1)),\"tint\":\"\(color(translucent: true))\"}"
  }

  private mutating func modifiers() -> String {
    let all = [
      "fade", "scale(0.5)", "scale(1.3)", "rotate(0.3)",
      "translate(\(number(-20, 20, places: 1)), \(number(-20, 20, places: 1)))",
      "perspective(200) rotate(0, 0.5, 0)", "cornerRadius(8)", "opacity(0.4)", "cascade(0.02)",
      "shadowRadius(6) shadowOpacity(0.5)", "zPosition(2)", "arc", "spring(300, 20)", "size(20, 10)",
      "delay(0.05)", "overlay(0, 0, 0, 0.3)", "borderWidth(2)", "masksToBounds",
      "timingFunction(easeOutBack)", "contentsRect(0.1, 0.1, 0.5, 0.5)", "useGlobalCoordinateSpace",
      "useScaleBasedSizeChange", "backgroundColor(#33AA55)",
    ]
    let count = Int(number(1, 3, places: 0))!
    return (0..<count).map { _ in pick(all) }.joined(separator: " ")
  }

  private mutating func color(translucent: Bool = false) -> String {
    let channels = (0..<3).map { _ in String(format: "%02X", Int(random.next() % 256)) }.joined()
    return "#" + channels + (translucent && chance(0.4) ? String(format: "%02X", Int(40 + random.next() % 200)) : "")
  }

  private mutating func chance(_ p: Double) -> Bool { Double(random.next() % 10_000) < p * 10_000 }

  private mutating func pick(_ options: [String]) -> String { options[Int(random.next() % UInt64(options.count))] }

  /// A number in `low…high` with `places` decimals, as JSON text.
  private mutating func number(_ low: Double, _ high: Double, places: Int) -> String {
    let unit = Double(random.next() % 1_000_001) / 1_000_000
    let value = low + (high - low) * unit
    return places == 0 ? String(Int(value.rounded())) : String(format: "%.\(places)f", value)
  }
}
