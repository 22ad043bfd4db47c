import CCairo
import CPNG
import Foundation
import HeroFiles
import HeroModel

#if canImport(Glibc)
  import Glibc
#endif

/// Where this process's native libraries come from. The release archive carries them in `lib/`
/// beside `bin/` (scripts/bundle-native-libraries, with a manifest in
/// `share/heroframes/native-libraries.txt`) so its pixels depend on HeroFrames' version only; a
/// build from source loads the system's. Asked of the dynamic loader (the file Cairo was loaded
/// from), not assumed from the folder layout.
public enum NativeLibraries {
  /// The release's library folder and manifest, relative to the running program's folder (`bin/`).
  public static let folderBesideExecutable = "../lib"
  public static let manifestBesideExecutable = "../share/heroframes/native-libraries.txt"
  /// libthai's word-break dictionary in the release (Pango breaks Thai lines with it).
  static let thaiDictionaryBesideExecutable = "../share/libthai"

  /// The folder the loaded Cairo library is in (symlinks and `..` resolved), as the process's
  /// memory map names it; nil when it cannot be read.
  public static let loadedFolder: String? = {
    #if os(Linux)
      _ = cairo_version()  // loaded with the program; asked here so the dependency is plain
      // Read to the end (a /proc file reports no size, so a read by size gets nothing).
      guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
      defer { try? file.close() }
      guard let bytes = try? file.readToEnd() else { return nil }
      let maps = String(decoding: bytes, as: UTF8.self)
      for line in maps.split(separator: "\n") {
        guard let slash = line.firstIndex(of: "/") else { continue }
        let path = String(line[slash...])
        if path.hasSuffix("/libcairo.so.2") || path.contains("/libcairo.so.2.") {
          return resolved(path).map(folder(of:))
        }
      }
    #endif
    return nil
  }()

  /// The release's manifest when the libraries in use are the release's own, else nil (a build
  /// from source, or a release whose `lib/` was not what the loader took).
  public static let bundledManifest: String? = {
    guard let executable = FontLibrary.runningExecutable(), let loadedFolder,
      let bundled = resolved(folder(of: executable) + "/" + folderBesideExecutable), bundled == loadedFolder
    else { return nil }
    return folder(of: executable) + "/" + manifestBesideExecutable
  }()

  /// `bundled: 43 libraries, CRC-32 1a2b3c4d` (the manifest's library lines and the checksum of its
  /// bytes: any library the release replaces changes it), or nil when the system's libraries are
  /// in use. `renderer.json` records it, so goldens recorded with another bundle say so.
  public static let bundledSummary: String? = {
    guard let manifest = bundledManifest, let bytes = try? InputFile.read(manifest, kind: .project) else {
      return nil
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let libraries = text.split(separator: "\n").filter { $0.contains(".so") && !$0.hasPrefix("#") }.count
    return "bundled: \(libraries) libraries, CRC-32 \(RendererProvenance.hex(crc32(bytes)))"
  }()

  /// Points libthai at the release's copy of its dictionary (it reads `LIBTHAI_DICTDIR` when it first
  /// breaks Thai text), so line breaks do not depend on whether the host has libthai-data. Once per
  /// process, before the first layout; a build from source keeps the system's.
  static let useBundledThaiDictionary: Void = {
    guard bundledManifest != nil, let executable = FontLibrary.runningExecutable(),
      let dictionary = resolved(folder(of: executable) + "/" + thaiDictionaryBesideExecutable)
    else { return }
    setenv("LIBTHAI_DICTDIR", dictionary, 1)
  }()

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 { hero_crc32(0, bytes, bytes.count) }
}
