import Foundation
import HeroFiles

/// Which Swift and Objective-C files declare or extend which classes, in some folders: one bounded
/// walk and one pass over each file's bytes, so finding a storyboard controller's code costs the
/// folders' size once, however many controllers are looked up.
///
/// The walk reads regular files only and never follows a link (a linked file or folder is skipped,
/// so nothing outside the folders is read); hidden folders and dependency folders (`Pods`,
/// `Carthage`, `DerivedData`, `node_modules`) are not entered. It stops with `SourceIndex.Error`
/// past `Limits`: a folder too large is refused early, not read for minutes.
public struct SourceIndex: Sendable {
  public struct Limits: Sendable {
    /// Folder entries looked at in all.
    public var entries = 50_000
    /// Source files read.
    public var files = 5_000
    /// Bytes read in all (each file is also capped by `InputKind.sourceCode`).
    public var bytes = 256 << 20
    /// Folder nesting.
    public var depth = 32
    public init() {}
  }

  public struct Error: Swift.Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]
  static let extensions: Set<String> = ["swift", "m", "mm"]

  /// Files by the class names they declare (`class X`, `@implementation X`) or extend
  /// (`extension X`), in walk order (sorted names in each folder).
  private(set) var byClass: [String: [String]] = [:]
  /// The folders as given.
  public let folders: [String]
  public private(set) var fileCount = 0

  /// Indexes `folders` (each must be a folder); with `sandbox`, each must lie inside it once links
  /// are resolved.
  public init(folders: [String], sandbox: String? = nil, limits: Limits = Limits()) throws(Error) {
    self.folders = folders
    var entries = 0
    var bytes = 0
    for folder in folders {
      var info = stat()
      guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        throw Error(description: "\(folder): not a folder of source files")
      }
      if let sandbox {
        let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
        let root = URL(fileURLWithPath: sandbox).resolvingSymlinksInPath().standardizedFileURL.path
        guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
          throw Error(description: "\(folder): outside the project root \(sandbox) (--sandbox)")
        }
      }
      var stack: [(String, Int)] = [(folder, 0)]
      while let (dir, depth) = stack.popLast() {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted() } catch {
          throw Error(description: "\(dir): cannot be listed")
        }
        var subfolders: [String] = []
        for name in names {
          entries += 1
          guard entries <= limits.entries else {
            throw Error(
              description:
                "\(folder): more than \(limits.entries) files and folders; give the folders that hold the view controllers (--sources, or \"sources\" in hero.json)"
            )
          }
          let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
          var entry = stat()
          guard lstat(path, &entry) == 0 else { continue }
          switch entry.st_mode & S_IFMT {
          case S_IFDIR:
            if !name.hasPrefix("."), !Self.skippedFolders.contains(name) { subfolders.append(path) }
          case S_IFREG:
            guard let dot = name.lastIndex(of: "."), Self.extensions.contains(String(name[name.index(after: dot)...]))
            else { continue }
            fileCount += 1
            guard fileCount <= limits.files else {
              throw Error(
                description:
                  "\(folder): more than \(limits.files) Swift and Objective-C files; give the folders that hold the view controllers (--sources, or \"sources\" in hero.json)"
              )
            }
            let content: [UInt8]
            do { content = try InputFile.read(path, kind: .sourceCode) } catch {
              throw Error(description: error.description)
            }
            bytes += content.count
            guard bytes <= limits.bytes else {
              throw Error(description: "\(folder): more than \(limits.bytes >> 20) MB of source files")
            }
            for name in Set(Self.declaredClasses(content)) { byClass[name, default: []].append(path) }
          default: continue  // links, devices, FIFOs: never read
          }
        }
        if depth + 1 <= limits.depth {
          for sub in subfolders.reversed() { stack.append((sub, depth + 1)) }
        } else if !subfolders.isEmpty {
          throw Error(description: "\(dir): folders nested deeper than \(limits.depth) levels")
        }
      }
    }
  }

  /// The files that declare or extend `className`.
  public func files(declaring className: String) -> [String] { byClass[className] ?? [] }

  /// The names after `class`, `extension` and `@implementation` (and `@interface` for a class
  /// extension's outlets), one linear pass; comments and strings are not told apart, which at worst
  /// makes a file a candidate that the reader then finds nothing in.
  static func declaredClasses(_ bytes: [UInt8]) -> [String] {
    let keywords: [[UInt8]] = [Array("class".utf8), Array("extension".utf8), Array("@implementation".utf8)]
    var names: [String] = []
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      guard c == UInt8(ascii: "c") || c == UInt8(ascii: "e") || c == UInt8(ascii: "@"),
        i == 0 || !Masked.isIdentifier(bytes[i - 1])
      else {
        i += 1
        continue
      }
      var matched = false
      for k in keywords where i + k.count < bytes.count && bytes[i..<(i + k.count)].elementsEqual(k) {
        var j = i + k.count
        guard bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") else { continue }
        while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
        var end = j
        while end < bytes.count, Masked.isIdentifier(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        if end > j {
          let name = String(decoding: bytes[j..<end], as: UTF8.self)
          names.append(name.split(separator: ".").last.map(String.init) ?? name)
        }
        i = end
        matched = true
        break
      }
      if !matched { i += 1 }
    }
    return names
  }
}
