/// The image file formats decoded (PNG through libpng, JPEG through libjpeg-turbo).
public enum ImageFileFormat: String, Hashable, Sendable {
  case png
  case jpeg

  /// `PNG`, `JPEG`: for messages.
  public var name: String { rawValue.uppercased() }
}

/// A JPEG's header: the frame header (`SOFn` marker) after the start-of-image marker and whatever
/// segments come first (EXIF, ICC profiles, thumbnails), found by walking the segments' lengths
/// without decoding anything.
extension PNGHeader {
  /// How far into a JPEG its frame header may lie: the segments before it (APPn, each at most
  /// 64 KiB) are read only this far, so a header costs a bounded read.
  public static let jpegHeaderLimit = 1 << 20

  /// Whether `bytes` start with a JPEG's start-of-image marker (and the next marker's 0xFF).
  public static func isJPEG(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
  }

  /// The frame header of JPEG `bytes` (the whole file or its first `jpegHeaderLimit` bytes), or why
  /// it cannot be decoded here: only baseline, extended sequential and progressive Huffman-coded
  /// 8-bit frames are (every encoder that writes photos for apps writes those).
  static func parseJPEG(_ bytes: [UInt8]) -> Result<PNGHeader, PNGHeaderError> {
    var at = 2
    while true {
      // Markers may be preceded by any number of 0xFF fill bytes.
      guard at < bytes.count else { return .failure(endError(bytes)) }
      guard bytes[at] == 0xFF else {
        return .failure(PNGHeaderError("a segment does not start with a marker at byte \(at) (corrupt JPEG)"))
      }
      while at < bytes.count, bytes[at] == 0xFF { at += 1 }
      guard at < bytes.count else { return .failure(endError(bytes)) }
      let marker = bytes[at]
      at += 1
      // Markers without a length: TEM and the restart markers.
      if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
      guard marker != 0xD9, marker != 0xDA else {
        return .failure(PNGHeaderError("the JPEG has no frame header (SOF) before its image data (corrupt JPEG)"))
      }
      guard at + 2 <= bytes.count else { return .failure(endError(bytes)) }
      let length = Int(bytes[at]) << 8 | Int(bytes[at + 1])
      guard length >= 2 else {
        return .failure(PNGHeaderError("a segment at byte \(at) claims \(length) bytes (corrupt JPEG)"))
      }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return frameHeader(bytes, marker: marker, at: at, length: length)
      }
      at += length
    }
  }

  /// The SOF segment whose length field is at `at`.
  private static func frameHeader(_ bytes: [UInt8], marker: UInt8, at: Int, length: Int) -> Result<
    PNGHeader, PNGHeaderError
  > {
    guard at + 8 <= bytes.count else { return .failure(endError(bytes)) }
    guard length >= 8 else {
      return .failure(PNGHeaderError("the JPEG frame header (SOF) claims \(length) bytes (corrupt JPEG)"))
    }
    let precision = Int(bytes[at + 2])
    let height = Int(bytes[at + 3]) << 8 | Int(bytes[at + 4])
    let width = Int(bytes[at + 5]) << 8 | Int(bytes[at + 6])
    let components = Int(bytes[at + 7])
    guard [0xC0, 0xC1, 0xC2].contains(marker) else {
      let process =
        switch marker {
        case 0xC3, 0xC7, 0xCB, 0xCF: "lossless"
        case 0xC5, 0xC6, 0xCD, 0xCE: "hierarchical"
        default: "arithmetic-coded"
        }
      return .failure(
        PNGHeaderError(
          "the JPEG is \(process) (frame marker SOF\(marker - 0xC0)), which is not decoded; save it again as a baseline or progressive JPEG"
        ))
    }
    guard precision == 8 else {
      return .failure(
        PNGHeaderError("the JPEG has \(precision)-bit samples; only 8-bit JPEGs are decoded; save it again as 8-bit"))
    }
    guard width > 0, height > 0 else {
      return .failure(
        PNGHeaderError(
          "the JPEG frame header gives an empty image (\(width)x\(height)); a height set later (DNL) is not supported"))
    }
    guard [1, 3, 4].contains(components) else {
      return .failure(PNGHeaderError("the JPEG has \(components) colour components (1, 3 or 4 are decoded)"))
    }
    return .success(
      PNGHeader(
        width: width, height: height, bitDepth: precision, colourType: components, interlaced: marker == 0xC2,
        format: .jpeg))
  }

  /// Why the bytes ran out before the frame header: a file cut short, or one whose header lies
  /// beyond `jpegHeaderLimit`.
  private static func endError(_ bytes: [UInt8]) -> PNGHeaderError {
    guard bytes.count >= jpegHeaderLimit else {
      return PNGHeaderError("the JPEG ends before its frame header (truncated JPEG)")
    }
    return PNGHeaderError(
      "the JPEG frame header (SOF) is not within the first \(jpegHeaderLimit) bytes; strip the metadata before it")
  }
}
