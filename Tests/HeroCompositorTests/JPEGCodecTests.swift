import Foundation
import HeroFiles
import HeroTestSupport
import Testing

@testable import HeroCompositor

/// JPEG image contents through libjpeg-turbo (`JPEGCodec`): every layout an app's photos come in
/// (baseline 4:2:0, progressive, grey, Adobe CMYK, sizes that are not whole blocks) decodes to the
/// picture an independent decoder (Pillow) sees, downsamples as PNG does, and a damaged file is an
/// error, never a partly grey picture. The fixtures in Tests/Fixtures/jpeg are our own, written by
/// Pillow from a gradient.
@Suite("JPEG codec")
struct JPEGCodecTests {
  static let folder = repositoryRoot() + "/Tests/Fixtures/jpeg"
  static let names = ["gradient-420", "gradient-progressive", "grey", "cmyk", "odd-size"]

  static func file(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name).jpg")))
  }

  @Test func headersAreReadWithoutDecoding() throws {
    let expected: [String: (Int, Int, Int, Bool)] = [
      "gradient-420": (48, 32, 3, false), "gradient-progressive": (48, 32, 3, true), "grey": (48, 32, 1, false),
      "cmyk": (48, 32, 4, false), "odd-size": (37, 23, 3, false),
    ]
    for name in Self.names {
      let header = try PNGHeader.parse(try Self.file(name)).get()
      let want = try #require(expected[name])
      #expect(header.format == .jpeg)
      #expect(
        (header.width, header.height, header.colourType, header.interlaced) == want, "\(name): \(header)")
      #expect(try PNGHeader.read("\(Self.folder)/\(name).jpg") == header)
    }
  }

  /// Pillow (its own libjpeg-turbo build) decodes each fixture; ours agrees within 2 levels a
  /// channel (the two libraries' versions may round chroma upsampling differently), alpha 255.
  @Test func decodesAsPillowDoes() throws {
    let script = """
      import sys
      from PIL import Image
      with Image.open(sys.argv[1]) as im:
          sys.stdout.buffer.write(im.convert('RGB').tobytes())
      """
    for name in Self.names {
      let image = try JPEGCodec.decode(try Self.file(name))
      let reference = try Self.python(script, "\(Self.folder)/\(name).jpg")
      #expect(reference.count == image.width * image.height * 3, "\(name)")
      var worst = 0
      for i in 0..<image.width * image.height where i * 3 + 2 < reference.count {
        for c in 0..<3 { worst = max(worst, abs(Int(image.pixels[i * 4 + c]) - Int(reference[i * 3 + c]))) }
        #expect(image.pixels[i * 4 + 3] == 255)
      }
      #expect(worst <= 2, "\(name): differs from Pillow by up to \(worst)")
    }
  }

  /// The gradient's corners keep their colours (a wrong channel order or CMYK inversion would not).
  @Test func coloursAreInTheirChannels() throws {
    for name in ["gradient-420", "gradient-progressive", "cmyk"] {
      let image = try JPEGCodec.decode(try Self.file(name))
      let corner = Array(image.pixels[((31 * 48) + 47) * 4..<((31 * 48) + 47) * 4 + 3])
      // (47·5, 31·7, 47·31 mod 256) = (235, 217, 177)
      #expect(abs(Int(corner[0]) - 235) <= 12 && abs(Int(corner[1]) - 217) <= 12, "\(name): \(corner)")
    }
  }

  @Test func factorOneSurfaceIsTheRGBADecodeAndFactorTwoItsBoxMean() throws {
    for name in Self.names {
      let bytes = try Self.file(name)
      let full = try JPEGCodec.decode(bytes)
      let one = try ImageDecoding.decodeSurface(bytes, factor: 1)
      #expect(one.header.format == .jpeg)
      #expect(ImageDownsamplingTests.memory(one.surface) == ImageDownsamplingTests.memory(try Surface(image: full)))
      let two = try ImageDecoding.decodeSurface(bytes, factor: 2)
      #expect((two.surface.width, two.surface.height) == ((full.width + 1) / 2, (full.height + 1) / 2))
      let memory = ImageDownsamplingTests.memory(two.surface)
      // Pixel (0, 0) of the factor-2 surface (BGRA in memory) is the mean of the 2×2 block.
      for (channel, offset) in [(0, 2), (1, 1), (2, 0)] {
        let block = [0, 1, full.width, full.width + 1].map { Int(full.pixels[$0 * 4 + channel]) }
        #expect(Int(memory[offset]) == (block.reduce(0, +) + 2) / 4, "\(name) channel \(channel)")
      }
    }
  }

  @Test func truncatedAtEveryPositionThrows() throws {
    let bytes = try Self.file("gradient-420")
    for n in 0..<bytes.count - 2 {  // the last 2 bytes are the end-of-image marker
      #expect(throws: CompositorError.self, "\(n) bytes") { try JPEGCodec.decode(Array(bytes.prefix(n))) }
    }
    let progressive = try Self.file("gradient-progressive")
    for n in stride(from: 0, to: progressive.count - 2, by: 7) {
      #expect(throws: CompositorError.self, "\(n) bytes") {
        try ImageDecoding.decodeSurface(Array(progressive.prefix(n)), factor: 1)
      }
    }
  }

  /// A 600-byte file claiming a 60000×4000 frame is refused before its pixels are allocated.
  @Test func hugeFrameInATinyFileIsRefusedWithoutAllocating() throws {
    var bytes = try Self.file("gradient-420")
    let sof = try #require(Self.frameHeader(bytes))
    bytes.replaceSubrange((sof + 3)..<(sof + 7), with: [0x0F, 0xA0, 0xEA, 0x60])  // height 4000, width 60000
    let header = try PNGHeader.parse(bytes).get()
    #expect((header.width, header.height) == (60000, 4000))
    let error = #expect(throws: CompositorError.self) { try ImageDecoding.decodeSurface(bytes, factor: 64) }
    #expect(error?.message.contains("too short for a 60000x4000 image") == true, "\(error?.message ?? "")")
  }

  /// The frame header may follow large metadata segments (EXIF, ICC); beyond `jpegHeaderLimit` it
  /// is an error that says so.
  @Test func frameHeaderAfterMetadataIsFoundWithinTheLimit() throws {
    let bytes = try Self.file("gradient-420")
    let segment: [UInt8] = [0xFF, 0xE1, 0xFF, 0xFF] + [UInt8](repeating: 0x45, count: 0xFFFF - 2)
    let withExif = Array(bytes[0..<2]) + segment + segment + Array(bytes[2...])
    let header = try PNGHeader.parse(withExif).get()
    #expect((header.width, header.height) == (48, 32))
    #expect(try JPEGCodec.decode(withExif).pixels == JPEGCodec.decode(bytes).pixels)
    let far = Array(bytes[0..<2]) + Array(repeating: segment, count: 17).flatMap { $0 } + Array(bytes[2...])
    let error = try #require(
      {
        if case .failure(let e) = PNGHeader.parse(Array(far.prefix(PNGHeader.jpegHeaderLimit))) { return e }
        return nil
      }())
    #expect(error.reason.contains("not within the first \(PNGHeader.jpegHeaderLimit) bytes"), "\(error.reason)")
  }

  /// Arithmetic coding, 12-bit samples and lossless frames are refused by name with a suggestion.
  @Test func framesNotDecodedSayWhy() throws {
    let bytes = try Self.file("gradient-420")
    let sof = try #require(Self.frameHeader(bytes))
    for (marker, phrase) in [(UInt8(0xC9), "arithmetic-coded"), (0xC3, "lossless"), (0xC5, "hierarchical")] {
      var changed = bytes
      changed[sof - 1] = marker
      let error = #expect(throws: CompositorError.self) { try JPEGCodec.decode(changed) }
      #expect(error?.message.contains(phrase) == true && error?.message.contains("save it again") == true)
    }
    var twelve = bytes
    twelve[sof + 2] = 12
    let error = #expect(throws: CompositorError.self) { try JPEGCodec.decode(twelve) }
    #expect(error?.message.contains("12-bit") == true, "\(error?.message ?? "")")
  }

  /// The offset of the baseline frame header's length field (after its 0xFF 0xC0 marker).
  static func frameHeader(_ bytes: [UInt8]) -> Int? {
    (2..<bytes.count - 1).first { bytes[$0 - 2] == 0xFF && bytes[$0 - 1] == 0xC0 }
  }

  /// Runs python3 on `script` with `argument`; its standard output.
  static func python(_ script: String, _ argument: String) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, argument]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 with Pillow is needed (scripts/install-deps)")
    return Array(data)
  }
}
