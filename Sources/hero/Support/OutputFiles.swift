import Foundation

/// Creating output folders and files for the commands.
enum OutputFiles {
  /// Creates `path` (and parents). With `removingStale`, deletes earlier `<prefix>*.png` files
  /// there first, so a shorter re-render leaves no frames from the last run.
  static func prepareDirectory(_ path: String, removingStale prefix: String? = nil) throws(CLIError) {
    // Foundation's own error for a file in the way is an opaque "NSCocoaErrorDomain error 512".
    var ancestor = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      ancestor += (ancestor.isEmpty || ancestor.hasSuffix("/") ? "" : "/") + part
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory), !isDirectory.boolValue {
        throw .badInput("cannot prepare output folder '\(path)': '\(ancestor)' is a file, not a folder")
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      if let prefix {
        for name in try FileManager.default.contentsOfDirectory(atPath: path)
        where name.hasPrefix(prefix) && name.hasSuffix(".png") {
          try FileManager.default.removeItem(atPath: path + "/" + name)
        }
      }
    } catch {
      throw .badInput("cannot prepare output folder '\(path)': \(error.localizedDescription)")
    }
  }

  /// Creates the folder that will hold `file`.
  static func prepareParent(of file: String) throws(CLIError) {
    let parent = URL(fileURLWithPath: file).deletingLastPathComponent().path
    try prepareDirectory(parent)
  }

  /// A name in `file`'s folder for writing it before it is complete, keeping its extension (which
  /// ffmpeg reads to pick the format): `out/x.mp4` → `out/.x.partial-<pid>.mp4`.
  static func temporaryName(for file: String) -> String {
    let url = URL(fileURLWithPath: file)
    let ext = url.pathExtension
    let stem = url.deletingPathExtension().lastPathComponent
    let name =
      ".\(stem).partial-\(ProcessInfo.processInfo.processIdentifier)" + (ext.isEmpty ? "" : ".\(ext)")
    return (file as NSString).deletingLastPathComponent.isEmpty
      ? name : ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
  }

  /// Renames the finished `temporary` file to `file` (replacing it), or removes it and fails.
  static func moveIntoPlace(_ temporary: String, _ file: String) throws(CLIError) {
    guard rename(temporary, file) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw .badInput("cannot write '\(file)': \(reason)")
    }
  }

  /// Writes `text` to `file` (creating its folder) or, for `-` / nil, to standard output.
  static func write(_ text: String, to file: String?) throws(CLIError) {
    guard let file, file != "-" else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    try prepareParent(of: file)
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      throw .badInput("cannot write '\(file)': \(error.localizedDescription)")
    }
  }
}
