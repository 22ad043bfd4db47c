/// What an image file's header says about the image, read without decoding: a PNG's signature and
/// `IHDR` chunk (the first 33 bytes), or a JPEG's frame header (`PNGHeader+JPEG`). The decoder sizes
/// its output from it, and `lint` and the scene reader check the image's cost with it before any
/// pixel is inflated. (Named for the format it first read; it serves every image format decoded.)
public struct PNGHeader: Hashable, Sendable {
  public var width: Int
  public var height: Int
  /// Bits per sample: 1, 2, 4, 8 or 16 (a JPEG's sample precision: 8).
  public var bitDepth: Int
  /// The PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey with alpha, 6 RGBA; a JPEG's number of
  /// components (1 grey, 3 YCbCr or RGB, 4 CMYK or YCCK).
  public var colourType: Int
  /// Adam7 for a PNG; progressive for a JPEG.
  public var interlaced: Bool
  public var format: ImageFileFormat

  /// The most pixels an image file may hold, whatever size it is shown at. Decoding reads every
  /// pixel of the file (only what it keeps is downsampled), so the time a decode takes grows with
  /// this count: 2²⁸ pixels (16384 × 16384) inflate in a few seconds.
  public static let maximumPixels = 268_435_456
  /// The longest side libpng reads.
  public static let maximumSide = 65535

  /// Bytes the header takes at the start of the file.
  static let byteCount = 33
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  public init(
    width: Int, height: Int, bitDepth: Int, colourType: Int, interlaced: Bool, format: ImageFileFormat = .png
  ) {
    (self.width, self.height, self.bitDepth, self.colourType) = (width, height, bitDepth, colourType)
    (self.interlaced, self.format) = (interlaced, format)
  }

  /// The header at the start of `bytes` (a whole file, or its first 33 bytes for a PNG and
  /// `jpegHeaderLimit` for a JPEG), or why they do not start an image file decoded here.
  public static func parse(_ bytes: [UInt8]) -> Result<PNGHeader, PNGHeaderError> {
    if isJPEG(bytes) { return parseJPEG(bytes) }
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      return .failure(PNGHeaderError("not a PNG or JPEG file (bad signature)"))
    }
    guard bytes.count >= byteCount, bigEndian(bytes, 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return .failure(PNGHeaderError("the PNG header (IHDR) is missing or truncated (corrupt PNG)"))
    }
    let header = PNGHeader(
      width: bigEndian(bytes, 16), height: bigEndian(bytes, 20), bitDepth: Int(bytes[24]),
      colourType: Int(bytes[25]), interlaced: bytes[28] == 1)
    guard header.width > 0, header.height > 0 else {
      return .failure(PNGHeaderError("the PNG header gives an empty image (\(header.width)x\(header.height))"))
    }
    return .success(header)
  }

  /// The header of the image file at `path` (read as `InputFile` reads an image: its first 33
  /// bytes, and for a JPEG its first `jpegHeaderLimit` bytes, where its frame header must lie).
  public static func read(_ path: String, sandbox: String? = nil) throws(PNGHeaderError) -> PNGHeader {
    var bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, kind: .image, sandbox: sandbox, prefix: byteCount)
      if isJPEG(bytes) { bytes = try InputFile.read(path, kind: .image, sandbox: sandbox, prefix: jpegHeaderLimit) }
    } catch {
      throw PNGHeaderError(error.description, headerProblem: error.reason)
    }
    switch parse(bytes) {
    case .success(let header): return header
    case .failure(let error):
      let format = isJPEG(bytes) ? ImageFileFormat.jpeg : .png
      throw PNGHeaderError("\(path): \(format.name) decode failed: \(error.reason)", headerProblem: error.reason)
    }
  }

  public var pixelCount: Int { width * height }

  /// Why the image is over the limits of what may be decoded (`maximumPixels`, `maximumSide`), in
  /// words for an error after the file's name; nil within them.
  public var sizeProblem: String? {
    guard pixelCount > Self.maximumPixels || width > Self.maximumSide || height > Self.maximumSide else {
      return nil
    }
    return
      "is \(width)x\(height) pixels (\(pixelCount) in all); an image file may hold at most \(Self.maximumPixels) pixels and \(Self.maximumSide) a side, however small it is shown, since decoding reads every pixel"
  }

  /// What to do about a `sizeProblem`.
  public static let sizeSuggestion = "scale the file down to the largest size it is shown at"

  /// `sizeProblem` and `sizeSuggestion` as one sentence.
  public var sizeError: String? { sizeProblem.map { "\($0); \(Self.sizeSuggestion)" } }

  /// `1-bit grey`, `8-bit RGBA`, `4-bit palette`, `JPEG, 3 components`: the pixel format, for messages.
  public var formatName: String {
    if format == .jpeg {
      return "JPEG, \(colourType) component\(colourType == 1 ? "" : "s")\(interlaced ? ", progressive" : "")"
    }
    let kind =
      switch colourType {
      case 0: "grey"
      case 2: "RGB"
      case 3: "palette"
      case 4: "grey+alpha"
      case 6: "RGBA"
      default: "colour type \(colourType)"
      }
    return "\(bitDepth)-bit \(kind)\(interlaced ? ", interlaced" : "")"
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> Int {
    Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
  }
}

/// Why a PNG header could not be read.
public struct PNGHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file and what is wrong with it.
  public var reason: String
  /// What is wrong, without the file's path (for messages that name the file their own way).
  public var headerProblem: String
  public init(_ reason: String, headerProblem: String? = nil) {
    self.reason = reason
    self.headerProblem = headerProblem ?? reason
  }
  public var description: String { reason }
}
