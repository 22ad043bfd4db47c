import Foundation
import HeroCompositor

/// Test images, generated (deterministically) into a per-process temporary folder rather than
/// committed, so their content is documented by the code that draws them.
enum Fixtures {
  /// The folder holding `sprites.png` and `wide.png`, written on first use.
  static let directory: String = {
    let dir = NSTemporaryDirectory() + "heroframes-fixtures-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try? PNGCodec.write(spriteSheet, to: dir + "/sprites.png")
    try? PNGCodec.write(wide, to: dir + "/wide.png")
    try? PNGCodec.write(heart, to: dir + "/heart.png")
    try? PNGCodec.write(letterF, to: dir + "/f.png")
    return dir
  }()

  /// A 32×32 sheet of four 16×16 sprites: top-left red, top-right green with a white centre
  /// square, bottom-left blue, bottom-right yellow.
  static let spriteSheet: RGBAImage = image(width: 32, height: 32) { x, y in
    switch (x / 16, y / 16) {
    case (0, 0): return (220, 40, 40, 255)
    case (1, 0):
      return (4...11).contains(x - 16) && (4...11).contains(y) ? (255, 255, 255, 255) : (40, 170, 60, 255)
    case (0, _): return (40, 80, 220, 255)
    default: return (240, 200, 30, 255)
    }
  }

  /// A 40×20 image (2:1): left half red, right half blue, a 2-pixel black frame, so gravity,
  /// aspect ratio and clipping are all visible.
  static let wide: RGBAImage = image(width: 40, height: 20) { x, y in
    if x < 2 || y < 2 || x >= 38 || y >= 18 { return (0, 0, 0, 255) }
    return x < 20 ? (230, 60, 50, 255) : (50, 90, 230, 255)
  }

  /// A 32×24 template icon: a dark red heart (the implicit curve (x² + y² − 1)³ = x²y³) with an
  /// antialiased alpha (4×4 samples a pixel) on transparency. As a template only its alpha counts,
  /// so a correct tint hides the red entirely.
  static let heart: RGBAImage = image(width: 32, height: 24) { x, y in
    var hits = 0
    for i in 0..<4 {
      for j in 0..<4 {
        let u = ((Double(x) + (Double(i) + 0.5) / 4) / 32 - 0.5) * 3.4
        let v = (0.45 - (Double(y) + (Double(j) + 0.5) / 4) / 24) * 2.6
        let a = u * u + v * v - 1
        if a * a * a - u * u * v * v * v <= 0 { hits += 1 }
      }
    }
    return (150, 20, 20, UInt8((255 * hits + 8) / 16))
  }

  /// A 28×36 image (14×18 points at contentsScale 2): a dark blue "F" on pale yellow with a red
  /// corner mark at its top right, so a flip on either axis, and which edge is shown, is visible.
  static let letterF: RGBAImage = image(width: 28, height: 36) { x, y in
    let stem = (4..<10).contains(x) && (4..<32).contains(y)
    let top = (4..<24).contains(x) && (4..<10).contains(y)
    let middle = (4..<19).contains(x) && (16..<21).contains(y)
    if stem || top || middle { return (30, 50, 140, 255) }
    if x >= 24 && y < 4 { return (220, 40, 40, 255) }
    return (255, 240, 190, 255)
  }

  static func image(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let c = color(x, y)
        pixels += [c.0, c.1, c.2, c.3]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
