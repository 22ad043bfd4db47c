#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputFolder {
  /// Deletes the earlier `<prefix>*<suffix>` files in `path` (`frame-*.png`), so a shorter re-run
  /// leaves none from the last one. Other files stay.
  public static func removeStale(prefix: String, suffix: String, in path: String) throws(OutputFolderError) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw OutputFolderError.failed(path, .list) }
    for name in ConfinedFolder.names(consuming: fd) where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
      // Another run may have removed it first (ENOENT): that is the state we want.
      if unlink(path + "/" + name) != 0 && errno != ENOENT {
        throw OutputFolderError.failed(path, .removeStale(name: name))
      }
    }
  }
}
