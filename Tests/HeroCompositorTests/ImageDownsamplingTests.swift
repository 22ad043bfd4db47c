import Foundation
import HeroFiles
import HeroModel
import HeroRender
import HeroTestSupport
import Testing

@testable import HeroCompositor

/// Image contents are decoded row by row and box-downsampled by a whole factor while they are read
/// (`PNGCodec.decodeSurface`, `ImageDecoding`): a large file shown small never costs its full size,
/// a file shown at half its size or more keeps every pixel, and what is drawn is the same picture.
@Suite("Image downsampling")
struct ImageDownsamplingTests {
  /// 480×360, smooth in every channel (alpha too), so a box average and a bilinear sample of the
  /// full image agree within a level wherever they are taken.
  static let gradient = Fixtures.image(width: 480, height: 360) { x, y in
    (UInt8(x * 255 / 479), UInt8(y * 255 / 359), 128, UInt8(255 - y * 127 / 359))
  }

  /// The surface's pixel memory, row by row without Cairo's padding.
  static func memory(_ surface: Surface) -> [UInt8] {
    surface.flush()
    return (0..<surface.height).flatMap { y in
      Array(UnsafeBufferPointer(start: surface.data + y * surface.stride, count: surface.width * 4))
    }
  }

  static func header(_ bytes: [UInt8]) throws -> PNGHeader { try PNGHeader.parse(bytes).get() }

  @Test func factorOneIsTheFullDecodeByteForByte() throws {
    let files = [
      try PNGCodec.encode(Self.gradient), PNGColourTypeTests.grey1, PNGColourTypeTests.palette4,
      PNGColourTypeTests.rgb16, PNGColourTypeTests.greyAlpha8, PNGColourTypeTests.interlaced,
    ]
    for file in files {
      let decoded = try PNGCodec.decodeSurface(file, factor: 1)
      #expect(decoded.factor == 1)
      #expect(Self.memory(decoded.surface) == Self.memory(try Surface(image: PNGCodec.decode(file))))
    }
  }

  /// Each output pixel is the rounded mean of its block's premultiplied pixels, blocks cut at the
  /// edges (480 and 360 are not multiples of 7), interlaced files alike.
  @Test func eachPixelIsTheMeanOfItsBlock() throws {
    let cases: [([UInt8], Int)] = [
      (try PNGCodec.encode(Self.gradient), 3), (try PNGCodec.encode(Self.gradient), 7),
      (PNGColourTypeTests.interlaced, 2), (PNGColourTypeTests.palette4, 2),
    ]
    for (file, factor) in cases {
      let full = try PNGCodec.decode(file)
      let decoded = try PNGCodec.decodeSurface(file, factor: factor)
      let (w, h) = ((full.width + factor - 1) / factor, (full.height + factor - 1) / factor)
      #expect(decoded.surface.width == w && decoded.surface.height == h)
      var expected: [UInt8] = []
      for j in 0..<h {
        for i in 0..<w {
          var sums = [UInt32](repeating: 0, count: 4)
          var n: UInt32 = 0
          for y in (j * factor)..<min((j + 1) * factor, full.height) {
            for x in (i * factor)..<min((i + 1) * factor, full.width) {
              let p = full.pixel(x: x, y: y)
              let a = UInt32(p.a)
              sums[0] += Premultiplication.premultiply(UInt32(p.b), a)
              sums[1] += Premultiplication.premultiply(UInt32(p.g), a)
              sums[2] += Premultiplication.premultiply(UInt32(p.r), a)
              sums[3] += a
              n += 1
            }
          }
          // Cairo's ARGB32 in memory on a little-endian machine: B, G, R, A.
          expected += sums.map { UInt8(($0 + n / 2) / n) }
        }
      }
      #expect(Self.memory(decoded.surface) == expected, "factor \(factor)")
    }
  }

  /// The finding: a 32 KB-class file of 16384 × 16384 one-bit pixels shown at 100 × 100 points @3x.
  /// It decodes to the covering size (twice the 300 pixels it is shown at, rounded to a whole
  /// factor), not to the 1 GiB its full size would take.
  @Test func aBombShownSmallDecodesToTheCoveringSize() throws {
    let bomb = PNGBomb.black(width: 16384, height: 16384)
    let shown = Size(300, 300)
    let factor = ImageDecoding.factor(for: try Self.header(bomb), shown: shown)
    #expect(factor == 27)
    let decoded = try PNGCodec.decodeSurface(bomb, factor: factor)
    #expect(decoded.surface.width == 607 && decoded.surface.height == 607)
    #expect(decoded.surface.width >= 600 && decoded.surface.width < 2 * 600)
    #expect(decoded.surface.byteCount <= 1200 * 1200 * 4)
    #expect(decoded.pixels == Size(16384, 16384))
    let image = decoded.surface.image()
    #expect(stride(from: 0, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0..<$0 + 4] == [0, 0, 0, 255] })
  }

  /// Cost growth: the same 300-pixel view over files of 2048² … 16384² pixels holds a decoded
  /// image within the same band (the covering size, up to a whole factor's rounding), not one that
  /// grows with the file.
  @Test func decodedBytesStayBoundedAsTheFileGrows() throws {
    var bytes: [Int] = []
    for side in [2048, 4096, 8192, 16384] {
      let bomb = PNGBomb.black(width: side, height: side)
      let factor = ImageDecoding.factor(for: try Self.header(bomb), shown: Size(300, 300))
      let decoded = try PNGCodec.decodeSurface(bomb, factor: factor)
      bytes.append(decoded.surface.width * decoded.surface.height * 4)
    }
    #expect(bytes.allSatisfy { (600 * 600 * 4)...(1200 * 1200 * 4) ~= $0 }, "\(bytes)")
    #expect(bytes.max()! <= bytes.min()! * 2, "\(bytes)")
  }

  /// An image shown at half its size or more keeps every pixel; one shown smaller is decoded to
  /// cover twice its shown size; one too large for a surface is decoded at the surface limit.
  @Test func theFactorCoversTwiceTheShownSize() throws {
    let header = PNGHeader(width: 480, height: 360, bitDepth: 8, colourType: 6, interlaced: false)
    #expect(ImageDecoding.factor(for: header, shown: Size(240, 180)) == 1)
    #expect(ImageDecoding.factor(for: header, shown: Size(120, 90)) == 2)
    #expect(ImageDecoding.factor(for: header, shown: Size(60, 45)) == 4)
    #expect(ImageDecoding.factor(for: header, shown: Size(59, 45)) == 4)
    #expect(ImageDecoding.factor(for: header, shown: nil) == 1)
    #expect(ImageDecoding.factor(for: header, shown: .zero) == 360)
    let wide = PNGHeader(width: 40000, height: 10, bitDepth: 8, colourType: 6, interlaced: false)
    #expect(ImageDecoding.factor(for: wide, shown: nil) == 3)
    #expect(ImageDecoding.decodedSize(of: wide, factor: 3) == (13334, 4))
  }

  /// One frame: the gradient in a 60 × 45 point view (an eighth of its size) at scale 1.
  static func frame(x: Double = 40) -> FrameState {
    FrameState(
      time: 0, progress: 0, canvasSize: Size(100, 60),
      layers: [
        Layer(key: "canvas", position: Point(50, 30), size: Size(100, 60), backgroundColor: .white),
        Layer(key: "image", position: Point(x, 30), size: Size(60, 45), contents: .image(path: "gradient.png")),
      ])
  }

  static let directory: String = {
    let dir = Fixtures.directory + "/downsampling"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try? PNGCodec.write(gradient, to: dir + "/gradient.png")
    return dir
  }()

  static func demand(_ frames: [FrameState]) -> ImageDemand {
    ImageDemand.measure(frames: frames, scale: 1, imageDirectory: directory) { try? PNGHeader.read($0) }
  }

  /// What the downsampled image draws is the picture the full decode draws, within the bilinear
  /// tolerance the goldens use.
  @Test func theDownsampledDrawingMatchesTheFullDecode() throws {
    let demand = Self.demand([Self.frame()])
    #expect(demand.shown[Self.directory + "/gradient.png"] == Size(60, 45))
    let reduced = Compositor(imageDirectory: Self.directory, imageDemand: demand)
    let downsampled = try reduced.render(Self.frame(), scale: 1)
    #expect(reduced.images[Self.directory + "/gradient.png"]?.factor == 4)
    let full = try Compositor(imageDirectory: Self.directory).render(Self.frame(), scale: 1)
    let tolerance = GoldenTolerance.bilinear
    let result = ImageComparison(tolerance: tolerance.tolerance, pixelBudget: tolerance.pixelBudget)
      .compare(reference: full, actual: downsampled)
    #expect(result.passed, "\(result)")
  }

  /// Decoded images are shared by the whole process, kept by file and content: a file replaced on
  /// disk by another of the same size (as under a running `hero serve`) is decoded again, never
  /// shown as it was.
  @Test func aReplacedFileIsDecodedAgain() throws {
    let folder = Fixtures.directory + "/replaced-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func show(_ colour: UInt8) throws -> [UInt8] {
      let image = Fixtures.image(width: 480, height: 360) { _, _ in (colour, 0, 255 - colour, 255) }
      try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: folder + "/gradient.png"), options: .atomic)
      let demand = ImageDemand.measure(frames: [Self.frame()], scale: 1, imageDirectory: folder)
      return try Compositor(imageDirectory: folder, imageDemand: demand).render(Self.frame(), scale: 1).pixels
    }
    let red = try show(255)
    let blue = try show(0)
    let (changed, again) = (red != blue, try show(255) == red)
    #expect(changed, "the second render shows the new file")
    #expect(again, "and the third the file as it is again")
  }

  /// The factor follows from the frames measured, never from the frames rendered: frame 4 alone
  /// and frames 0…4, on one worker or three, are the same bytes.
  @Test func aDownsampledImageRendersTheSameForAnyFrameRange() throws {
    let frames = (0..<5).map { Self.frame(x: 30 + 5 * Double($0)) }
    let demand = Self.demand(frames)
    func render(_ indices: [Int], workers: Int) throws -> [String: RGBAImage] {
      var out: [String: RGBAImage] = [:]
      let renderer = FrameRenderer(
        scale: 1, workers: workers, imageDirectory: Self.directory, reuse: true, verifyReuse: nil,
        imageDemand: demand
      ) { frames[Int($0)] }
      try renderer.renderInOrder(indices.map { FrameJob(name: "f\($0)", time: Double($0)) }) { out[$0.name] = $1 }
      return out
    }
    let alone = try render([4], workers: 1)
    let all = try render(Array(0..<5), workers: 1)
    let three = try render(Array(0..<5), workers: 3)
    #expect(alone["f4"] != nil)
    #expect(alone["f4"] == all["f4"])
    #expect(all == three)
  }
}
