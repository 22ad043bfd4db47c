import ArgumentParser
import Foundation
import HeroImport
import HeroProject

/// `hero import measure DIR`: a diagnostic of the layout, not a transition. Every storyboard and xib
/// below the folders given is imported screen by screen for its document's own device, and each
/// view's frame is compared with the one Interface Builder stored (`StoredFrameCheck`).
struct ImportMeasureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract: "Compare the import's layout with the frames Interface Builder stored (a diagnostic).",
    discussion: """
      Lays every screen of every .storyboard and .xib below the given folders (or the files given) \
      out for its document's own device, as `hero import` does without --device, and prints per file \
      and in total the share of views within 0.5 pt of the frames IB stored: those whose frame does \
      not depend on text metrics, then those that do. Views IB itself marks misplaced, and views \
      whose stored frames break their own required constraints, are counted apart (IB-flawed). \
      Exits non-zero when a document does not import. scripts/measure-layout runs it.
      """,
    shouldDisplay: false)

  @Argument(help: "Folders (searched for .storyboard and .xib files) or files.")
  var paths: [String] = []

  @Flag(help: "List every view off by more than 0.5 pt.")
  var details = false

  /// Entries looked at, at most, below each folder.
  static let maximumEntries = 100_000

  func run() throws {
    let measureText = try LayoutOptions.textMeasuring()
    var files: [String] = []
    for path in paths { files += try Self.documents(path) }
    guard !files.isEmpty else {
      throw CLIError.badInput("no .storyboard or .xib files under \(paths.joined(separator: ", "))")
    }
    var total = LayoutMeasure(file: "total")
    for file in files {
      let m = LayoutMeasure.measure(file: file, measureText: measureText)
      Terminal.line("\(m.row)  \(file)")
      for e in m.errors { Terminal.line("  error  \(e)") }
      if details {
        for (screen, v) in m.off {
          Terminal.line(
            "  off \(String(format: "%6.1f", v.offset))  \(v.dependsOnText ? "text " : "plain")  \(v.element) \(v.id) line \(v.line)  IB \(StoredFrameCheck.text(v.stored))  here \(StoredFrameCheck.text(v.solved))  [\(screen)]"
          )
        }
      }
      total.add(m)
    }
    Terminal.line("\(total.row)  total of \(files.count) files")
    if !total.errors.isEmpty { throw ExitCode(1) }
  }

  /// `path` itself, or the documents below it, sorted (deterministic order).
  static func documents(_ path: String) throws -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw CLIError.badInput("\(path): no such file or folder")
    }
    guard isFolder.boolValue else { return [path] }
    var found: [String] = []
    var seen = 0
    let walk = FileManager.default.enumerator(atPath: path)
    while let entry = walk?.nextObject() as? String {
      seen += 1
      guard seen <= maximumEntries else {
        throw CLIError.badInput("\(path): more than \(maximumEntries) entries; name a smaller folder")
      }
      if entry.hasSuffix(".storyboard") || entry.hasSuffix(".xib") { found.append(path + "/" + entry) }
    }
    return found.sorted()
  }
}
