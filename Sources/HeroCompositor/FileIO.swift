#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and atomic writes with POSIX calls, errors named with `strerror`.
enum FileIO {
  static func readAll(path: String) throws(CompositorError) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw CompositorError("\(path): cannot open (\(errorText()))") }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw CompositorError("\(path): read failed (\(errorText()))")
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }

  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CompositorError) {
    let temporary = "\(path).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw CompositorError("\(path): cannot create \(temporary) (\(errorText()))") }
    var written = 0
    var failure: String?
    bytes.withUnsafeBytes { raw in
      while written < raw.count {
        let n = write(fd, raw.baseAddress! + written, raw.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errorText()
          return
        }
        written += n
      }
    }
    if close(fd) != 0 && failure == nil { failure = errorText() }
    if let failure {
      unlink(temporary)
      throw CompositorError("\(path): write failed (\(failure))")
    }
    guard rename(temporary, path) == 0 else {
      let text = errorText()
      unlink(temporary)
      throw CompositorError("\(path): cannot rename \(temporary) into place (\(text))")
    }
  }

  static func errorText() -> String { String(cString: strerror(errno)) }
}

extension FileIO {
  /// `mkdir -p`.
  static func makeDirectories(_ path: String) throws(CompositorError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      prefix += "/\(part)"
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw CompositorError("\(path): cannot create folder \(prefix) (\(errorText()))")
      }
    }
  }
}
