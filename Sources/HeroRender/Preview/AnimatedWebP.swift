import Foundation

/// Reads the frame list of an animated WebP file (RIFF `WEBP`, one `ANMF` chunk per frame), by
/// walking the chunk headers: memory and time grow with the number of chunks, not the file size.
/// ffmpeg 5 writes animated WebP but cannot decode it, so this is how a preview is checked. libwebp
/// merges identical consecutive frames into one longer frame, so count time, not frames.
public enum AnimatedWebP {
  /// Each frame's duration in milliseconds, in order.
  public static func frameDurations(_ path: String) throws(PreviewError) -> [Int] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw PreviewError(.badInput, "cannot open '\(path)' to check it") }
    defer { close(fd) }
    func read(_ count: Int, at offset: Int) -> [UInt8]? {
      var bytes = [UInt8](repeating: 0, count: count)
      let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
      return got == count ? bytes : nil
    }
    func le(_ b: [UInt8], _ at: Int, _ n: Int) -> Int { (0..<n).reduce(0) { $0 | Int(b[at + $1]) << (8 * $1) } }
    guard let header = read(12, at: 0), header[0..<4].elementsEqual("RIFF".utf8),
      header[8..<12].elementsEqual("WEBP".utf8)
    else { throw PreviewError(.badInput, "'\(path)' is not a WebP file") }
    let end = 8 + le(header, 4, 4)
    var offset = 12
    var durations: [Int] = []
    while offset + 8 <= end, let chunk = read(8, at: offset) {
      let size = le(chunk, 4, 4)
      if chunk[0..<4].elementsEqual("ANMF".utf8) {
        guard size >= 16, let frame = read(16, at: offset + 8) else {
          throw PreviewError(.badInput, "'\(path)' has a truncated animation frame")
        }
        durations.append(le(frame, 12, 3))
      }
      offset += 8 + size + (size & 1)
    }
    guard offset == end else { throw PreviewError(.badInput, "'\(path)' is truncated") }
    return durations
  }
}
