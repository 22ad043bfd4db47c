import Foundation
import HeroProject

/// The server's scratch folder for verify's failure images: `<temporary folder>/hero-serve-<pid>-XXXXXX`,
/// private (mode 700, `mkdtemp`), removed when the server stops however it is stopped by a signal
/// (`Interruption`). A server that cannot clean up — killed with SIGKILL, crashed — leaves its folder;
/// the next server started with the same temporary folder removes it: a folder of this form owned
/// by us whose process no longer runs. (The pid in the name is how it knows; a folder whose pid was
/// reused by another process is kept, never removed by mistake.)
public enum ScratchFolder {
  public static let prefix = "hero-serve-"

  /// Removes stale scratch folders in `parent`, then makes a new one and returns its path.
  public static func make(in parent: String) throws(CLIError) -> String {
    removeStale(in: parent)
    var template = Array("\(parent)/\(prefix)\(getpid())-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .badInput("cannot create a temporary folder in \(parent): \(String(cString: strerror(errno)))")
    }
    return String(cString: made)
  }

  /// The scratch folders in `parent` left by servers that are gone (removed, links never followed);
  /// returns their names.
  @discardableResult
  public static func removeStale(in parent: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return [] }
    var removed: [String] = []
    for name in names {
      guard let pid = owner(ofName: name), pid != getpid() else { continue }
      var info = stat()
      let path = parent + "/" + name
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      // FileManager removes a link inside as a link, never what it points to.
      if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(name) }
    }
    return removed
  }

  /// The pid in a name of the form `hero-serve-<pid>-XXXXXX`, or nil for any other name.
  static func owner(ofName name: String) -> pid_t? {
    guard name.hasPrefix(prefix) else { return nil }
    let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 6, parts[0].allSatisfy(\.isASCII), let pid = pid_t(parts[0]), pid > 0
    else { return nil }
    return pid
  }
}
