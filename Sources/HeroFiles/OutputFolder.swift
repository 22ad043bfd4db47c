#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating output folders.
public enum OutputFolder {
  /// `mkdir -p path`, with an error naming the part that is in the way (`out/a` is a file).
  public static func create(_ path: String) throws(FileError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      prefix += "/\(part)"
      if mkdir(prefix, 0o755) == 0 { continue }
      let code = errno
      var info = stat()
      if code == EEXIST, stat(prefix, &info) == 0 {
        if info.st_mode & S_IFMT == S_IFDIR { continue }
        throw FileError(path, "'\(shown(prefix))' is a file, not a folder")
      }
      throw FileError(path, "cannot create the folder \(shown(prefix)) (\(FileError.errnoText(code)))")
    }
  }

  /// A relative prefix as the user wrote it (without the leading `./`).
  private static func shown(_ prefix: String) -> String {
    prefix.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix
  }
}
