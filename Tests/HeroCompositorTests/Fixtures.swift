import Foundation
import HeroCompositor
import HeroTestSupport

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

  /// A photo-like backdrop for blur materials, `scale` pixels a point over `width` × `height`
  /// points: smooth colour gradients, 40 hard-edged rectangles in saturated colours, a 2-point checkerboard
  /// and per-pixel noise (high frequencies, which a blur must remove exactly as a Gaussian does).
  /// Drawn from a fixed seed, so it is the same image on every run.
  static func photo(width: Double, height: Double, scale: Double) -> RGBAImage {
    var random = SplitMix64(seed: 20)
    // Saturated, high-contrast colours (each channel 0.05 or 0.95): window frames and signs.
    func channel() -> Double { random.chance(0.5) ? 0.95 : 0.05 }
    let rects = (0..<40).map { _ in
      (
        x: random.double(0...width), y: random.double(0...height), w: random.double(6...width / 4),
        h: random.double(6...height / 4), colour: (channel(), channel(), channel())
      )
    }
    let (pw, ph) = (Int(width * scale), Int(height * scale))
    let noise = (0..<(pw * ph * 3)).map { _ in random.double(-0.1...0.1) }
    return image(width: pw, height: ph) { x, y in
      let (u, v) = ((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale)
      var c = (0.5 + 0.4 * sin(u / 23) * cos(v / 31), u / width, v / height)
      if let rect = rects.last(where: { u >= $0.x && u < $0.x + $0.w && v >= $0.y && v < $0.y + $0.h }) {
        c = rect.colour
      }
      let checker = (Int(u / 2) + Int(v / 2)) % 2 == 0 ? 0.85 : 1
      let n = (y * pw + x) * 3
      func byte(_ value: Double, _ k: Int) -> UInt8 {
        UInt8(min(255, max(0, ((value * checker + noise[n + k]) * 255).rounded())))
      }
      return (byte(c.0, 0), byte(c.1, 1), byte(c.2, 2), 255)
    }
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
