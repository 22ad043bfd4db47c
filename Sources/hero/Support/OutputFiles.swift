import Foundation

/// Creating output folders and files for the commands.
enum OutputFiles {
  /// Creates `path` (and parents). With `removingStale`, deletes earlier `<prefix>*.png` files
  /// there first, so a shorter re-render leaves no frames from the last run.
  static func prepareDirectory(_ path: String, removingStale prefix: String? = nil) throws(CLIError) {
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
