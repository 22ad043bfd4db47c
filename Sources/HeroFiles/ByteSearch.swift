#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding a run of bytes in a file's bytes without decoding them: scene discovery's `"from"` and
/// `"to"` keys, an XML declaration's end. A scan by `memchr` for the first byte, each candidate
/// compared whole: Foundation's generic `firstRange(of:)` took hundreds of instructions a byte
/// (177 million on the 39 scene files of a gallery verify).
public enum ByteSearch {
  /// The offset of the first `needle` that lies wholly in `bytes[from..<to]` (`to`: the end).
  public static func firstOffset(
    of needle: [UInt8], in bytes: UnsafeRawBufferPointer, from: Int = 0, to: Int? = nil
  ) -> Int? {
    let end = min(to ?? bytes.count, bytes.count)
    guard let first = needle.first else { return from }
    guard from >= 0, needle.count <= end - from, let start = bytes.baseAddress else { return nil }
    return needle.withUnsafeBytes { needle in
      let last = end - needle.count
      var at = from
      while at <= last, let hit = memchr(start + at, Int32(first), last - at + 1) {
        let offset = start.distance(to: UnsafeRawPointer(hit))
        if memcmp(start + offset, needle.baseAddress!, needle.count) == 0 { return offset }
        at = offset + 1
      }
      return nil
    }
  }

  /// Whether `needle` occurs in `bytes`.
  public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { firstOffset(of: needle, in: $0) != nil }
  }
}
