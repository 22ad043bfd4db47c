import Foundation
import HeroModel
import Testing

@testable import HeroCompositor

/// HeroFrames' own PNG encoder (framepng.c): every file it writes must decode, with libpng and with
/// an independent decoder (Python's Pillow), to exactly the pixels it was given — for both colour
/// types it emits (RGB, RGBA), odd widths, 1×1, the widest surface (16384), contents that exercise
/// each coding path (runs, repeated rows, noise that ends up in stored blocks), and both inputs
/// (straight RGBA images and premultiplied Cairo surfaces).
@Suite("Frame PNG encoder")
struct FramePNGEncoderTests {
  /// A deterministic pseudo-random byte stream (xorshift), so "noise" is the same on every run.
  struct Noise {
    var state: UInt64
    mutating func next() -> UInt8 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }

  enum Pattern: CaseIterable {
    case flat, stripes, gradient, noise, cards
  }

  /// A `width`×`height` image of `pattern`; `alpha` adds transparent, partial and opaque pixels.
  static func image(_ width: Int, _ height: Int, _ pattern: Pattern, alpha: Bool) -> RGBAImage {
    var noise = Noise(state: UInt64(width * 7919 + height * 104_729 + 1))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        var rgb: (UInt8, UInt8, UInt8)
        switch pattern {
        case .flat: rgb = (52, 120, 246)
        case .stripes: rgb = x % 6 < 3 ? (255, 255, 255) : (10, 20, 30)
        case .gradient: rgb = (UInt8(x % 256), UInt8(y % 256), UInt8((x + y) % 256))
        case .noise: rgb = (noise.next(), noise.next(), noise.next())
        case .cards:
          let inCard = (x / 9) % 2 == 0 && (y / 5) % 3 != 2
          rgb = inCard ? (52, 120, 246) : (UInt8(200 + y % 40), 200, 200)
        }
        var a: UInt8 = 255
        if alpha { a = [0, 1, 77, 128, 254, 255, 255][(x * 3 + y) % 7] }
        if pattern == .noise && alpha { a = noise.next() }
        pixels[i] = rgb.0
        pixels[i + 1] = rgb.1
        pixels[i + 2] = rgb.2
        pixels[i + 3] = a
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// The straight pixels a PNG should hold for `image` once it has been through a premultiplied
  /// surface: fully transparent pixels lose their colour.
  static func normalized(_ image: RGBAImage) -> RGBAImage {
    var out = image
    for i in stride(from: 0, to: out.pixels.count, by: 4) where out.pixels[i + 3] == 0 {
      out.pixels[i] = 0
      out.pixels[i + 1] = 0
      out.pixels[i + 2] = 0
    }
    return out
  }

  static let sizes: [(Int, Int)] = [(1, 1), (1, 9), (7, 1), (3, 5), (17, 13), (257, 40), (1001, 70)]

  @Test(arguments: Pattern.allCases)
  func roundTripsThroughLibpng(pattern: Pattern) throws {
    for (w, h) in Self.sizes {
      for alpha in [false, true] {
        let image = Self.normalized(Self.image(w, h, pattern, alpha: alpha))
        let bytes = try PNGCodec.encode(image)
        #expect(bytes[25] == (image.isOpaque ? 2 : 6), "\(w)x\(h) \(pattern) colour type")
        #expect(try PNGCodec.decode(bytes) == image, "\(w)x\(h) \(pattern) alpha \(alpha)")
      }
    }
  }

  /// From a premultiplied surface the encoder unpremultiplies on the fly: the file holds what
  /// `Surface.image()` returns, and the bytes equal those of encoding that image.
  @Test(arguments: Pattern.allCases)
  func encodesSurfacesLikeTheirImages(pattern: Pattern) throws {
    for (w, h) in Self.sizes {
      for alpha in [false, true] {
        let surface = try Surface(image: Self.image(w, h, pattern, alpha: alpha))
        let image = surface.image()
        let bytes = try PNGCodec.encode(surface)
        #expect(try PNGCodec.decode(bytes) == image, "\(w)x\(h) \(pattern)")
        #expect(bytes == (try PNGCodec.encode(image)), "\(w)x\(h) \(pattern)")
      }
    }
  }

  /// The widest surface Cairo allows: a filtered row (65537 bytes in RGBA) is longer than deflate's
  /// 32 KiB window, so matches one row back are off and each band is a single row.
  @Test func encodesTheWidestSurface() throws {
    for alpha in [false, true] {
      for pattern in [Pattern.cards, .noise] {
        let image = Self.normalized(Self.image(Surface.maximumSide, 3, pattern, alpha: alpha))
        let bytes = try PNGCodec.encode(image)
        #expect(try PNGCodec.decode(bytes) == image, "16384x3 \(pattern) alpha \(alpha)")
      }
    }
  }

  /// Seeded random images mixing runs of a few colours with noise, at random sizes: skewed and
  /// flat histograms, deep Huffman trees that need their lengths limited, stored and coded bands.
  @Test func roundTripsRandomMixtures() throws {
    var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
    for round in 0..<40 {
      let width = 1 + Int(noise.next()) % 300
      let height = 1 + Int(noise.next()) % 40
      let palette = (0..<(1 + Int(noise.next()) % 6)).map { _ in [noise.next(), noise.next(), noise.next()] }
      let noisy = Int(noise.next()) % 4
      let alpha = round % 2 == 1
      var pixels: [UInt8] = []
      var run = 0
      var colour = palette[0]
      for _ in 0..<(width * height) {
        if run == 0 {
          run = 1 + Int(noise.next()) % 64
          colour = palette[Int(noise.next()) % palette.count]
        }
        run -= 1
        let rgb = Int(noise.next()) % 8 < noisy ? [noise.next(), noise.next(), noise.next()] : colour
        pixels += rgb + [alpha ? [0, 90, 255, 255][Int(noise.next()) % 4] : 255]
      }
      let image = Self.normalized(RGBAImage(width: width, height: height, pixels: pixels))
      #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image, "round \(round): \(width)x\(height)")
    }
  }

  @Test func isDeterministic() throws {
    let image = Self.image(257, 40, .cards, alpha: true)
    #expect(try PNGCodec.encode(image) == PNGCodec.encode(image))
  }

  /// UI-like frames compress: a flat frame to almost nothing, stripes far below raw size, and
  /// every pattern but noise to at most 1.3× what libpng at level 1 (the previous encoder) writes.
  @Test func compressesAboutAsWellAsZlibLevelOne() throws {
    #expect(try PNGCodec.encode(Self.image(1170, 300, .flat, alpha: false)).count < 4_000)
    #expect(try PNGCodec.encode(Self.image(1170, 300, .stripes, alpha: false)).count < 1170 * 300 * 3 / 100)
    for pattern in [Pattern.flat, .stripes, .gradient, .cards] {
      for alpha in [false, true] {
        let image = Self.image(1170, 300, pattern, alpha: alpha)
        let ours = try PNGCodec.encode(image).count
        let zlib = try PNGCodec.encode(image, compression: .libpng(level: 1)).count
        #expect(ours * 10 <= zlib * 13, "\(pattern) alpha \(alpha): \(ours) bytes, libpng level 1 \(zlib)")
      }
    }
  }

  /// libpng at any level (`--png-level`) still round-trips.
  @Test func libpngLevelsRoundTrip() throws {
    let image = Self.image(17, 13, .gradient, alpha: true)
    for level in [1, 6, 9] {
      #expect(try PNGCodec.decode(PNGCodec.encode(image, compression: .libpng(level: level))) == image)
    }
  }

  /// An independent decoder: Pillow (installed by scripts/install-deps) reads every file and prints
  /// a digest of its RGBA pixels, which must match the pixels we encoded.
  @Test func decodesWithPillow() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hero-pillow-\(getpid())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var expected: [String] = []
    var cases: [(String, RGBAImage)] = []
    for (w, h) in Self.sizes + [(Surface.maximumSide, 2)] {
      for pattern in Pattern.allCases {
        for alpha in [false, true] {
          let image = Self.normalized(Self.image(w, h, pattern, alpha: alpha))
          cases.append(("\(w)x\(h)-\(pattern)-\(image.isOpaque ? "rgb" : "rgba")", image))
        }
      }
    }
    for (name, image) in cases {
      try PNGCodec.write(image, to: "\(dir)/\(name).png")
      try Data(image.pixels).write(to: URL(fileURLWithPath: "\(dir)/\(name).rgba"))
      expected.append(name)
    }
    let script = """
      import sys, glob, os
      from PIL import Image
      bad = []
      for png in sorted(glob.glob(os.path.join(sys.argv[1], '*.png'))):
          with Image.open(png) as im:
              im.load()
              mode = im.mode
              pixels = im.convert('RGBA').tobytes()
          raw = open(png[:-4] + '.rgba', 'rb').read()
          want = 'RGBA' if '-rgba' in png else 'RGB'
          if mode != want or pixels != raw:
              bad.append(os.path.basename(png) + ' ' + mode)
      print('checked', len(glob.glob(os.path.join(sys.argv[1], '*.png'))))
      print('\\n'.join(bad))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, dir]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 with Pillow is needed (scripts/install-deps): \(text)")
    #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "checked \(expected.count)", "\(text)")
  }
}
