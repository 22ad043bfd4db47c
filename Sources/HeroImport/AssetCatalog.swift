import Foundation
import HeroFiles
import HeroModel
import HeroScene

/// The colour and image sets of the `Assets.xcassets` catalogs next to a storyboard.
///
/// Xcode looks named colours and images up in the app's asset catalogs; the importer does the same
/// with the catalogs it finds beside the storyboard (and beside its `*.lproj` folder's parent, where
/// Xcode puts `Base.lproj/Main.storyboard`). Folders that "provide a namespace" prefix their sets'
/// names (`Icons/star`), as in Xcode. The walk is bounded (`maximumEntries`) and each
/// `Contents.json` is capped (`maximumContentsSize`).
///
/// Every file read stays inside its catalog after links are resolved (`AssetCatalog+Confinement`):
/// a `Contents.json` naming `../../secret.png`, or a link leading out, is refused with the catalog
/// and the `Contents.json`. With a sandbox, the catalogs themselves must lie inside it.
public struct AssetCatalog: Sendable {
  public static let maximumEntries = 50_000
  public static let maximumContentsSize = InputKind.assetCatalogContents.byteLimit

  /// A set's folder and the catalog (index into `roots`) it was found in.
  struct SetFolder: Sendable {
    var path: String
    var catalog: Int
  }

  /// The catalog folders searched, in order.
  public private(set) var roots: [String] = []
  /// `roots` with links resolved: what their files must lie inside.
  private(set) var resolvedRoots: [String] = []
  /// Set name → `.colorset` / `.imageset` folder.
  var colorSets: [String: SetFolder] = [:]
  var imageSets: [String: SetFolder] = [:]
  /// The resolved folder every catalog must lie inside (`--sandbox`), if any.
  let sandbox: String?

  public init() { sandbox = nil }

  /// An empty catalog whose catalogs must lie inside `sandbox` (after resolving links).
  public init(sandbox: String?) throws(ImportError) {
    self.sandbox = try sandbox.map { root throws(ImportError) in try ImportConfinement.resolve(root) }
  }

  /// The catalogs beside `storyboardPath` (and beside the parent of a `*.lproj` folder), then `extra`;
  /// with `sandbox`, each must lie inside it.
  public static func discover(near storyboardPath: String, extra: [String] = [], sandbox: String? = nil)
    throws(ImportError) -> AssetCatalog
  {
    var folder = URL(fileURLWithPath: storyboardPath).standardizedFileURL.deletingLastPathComponent()
    var candidates: [String] = []
    for _ in 0..<2 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      candidates += names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
        folder.appendingPathComponent($0).path
      }
      guard folder.lastPathComponent.hasSuffix(".lproj") else { break }
      folder = folder.deletingLastPathComponent()
    }
    var catalog = try AssetCatalog(sandbox: sandbox)
    for root in candidates + extra { try catalog.add(root) }
    return catalog
  }

  /// Indexes the sets below `root` (first catalog wins for a name, as the first match in Xcode's order).
  public mutating func add(_ root: String) throws(ImportError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw ImportError(file: root, message: "asset catalog folder not found")
    }
    let resolved = try ImportConfinement.resolve(root)
    if let sandbox { try ImportConfinement.require(resolved, inside: sandbox, file: root, what: "asset catalog") }
    let index = roots.count
    roots.append(root)
    resolvedRoots.append(resolved)
    var entries = 0
    var pending: [(path: String, namespace: String)] = [(root, "")]
    while let (folder, namespace) = pending.popLast() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      entries += names.count
      guard entries <= Self.maximumEntries else {
        throw ImportError(
          file: root, message: "asset catalog has more than \(Self.maximumEntries) entries; not read")
      }
      for name in names.sorted() {
        let path = folder + "/" + name
        let stem = (name as NSString).deletingPathExtension
        switch (name as NSString).pathExtension {
        case "colorset":
          if colorSets[namespace + stem] == nil { colorSets[namespace + stem] = SetFolder(path: path, catalog: index) }
        case "imageset":
          if imageSets[namespace + stem] == nil { imageSets[namespace + stem] = SetFolder(path: path, catalog: index) }
        case "":
          var isDir: ObjCBool = false
          guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
            continue
          }
          // A folder is listed, so one leading out of the catalog is refused before it is.
          try confine(path, named: name, catalog: index, by: folder + "/Contents.json")
          let folderContents = try contents(of: SetFolder(path: path, catalog: index))
          let providesNamespace = folderContents?.member("properties")?.member("provides-namespace")
          pending.append((path, namespace + (providesNamespace?.bool == true ? name + "/" : "")))
        default: continue
        }
      }
    }
  }

  /// The colour of the set `name` for `appearance`, if the catalog has it: the light ("any")
  /// entry, or in the dark appearance the entry whose `appearances` say luminosity dark (the light
  /// one when the set has none, as UIKit falls back).
  func color(named name: String, appearance: Appearance = .light) throws(ImportError) -> (
    Color, colorSpace: String
  )? {
    guard let folder = colorSets[name] else { return nil }
    let file = folder.path + "/Contents.json"
    guard let contents = try contents(of: folder) else {
      throw ImportError(file: file, message: "unreadable or not JSON")
    }
    let entries = contents.member("colors")?.elements ?? []
    // The entry without appearances is the light ("any") one; universal before device-specific.
    func isDark(_ entry: JSONValue) -> Bool {
      (entry.member("appearances")?.elements ?? []).contains {
        $0.member("appearance")?.string == "luminosity" && $0.member("value")?.string == "dark"
      }
    }
    let dark = appearance == .dark ? entries.first(where: isDark) : nil
    let chosen =
      dark ?? entries.first { $0.member("appearances") == nil && $0.member("idiom")?.string == "universal" }
      ?? entries.first { $0.member("appearances") == nil }
    guard let color = chosen?.member("color"), let components = color.member("components") else {
      throw ImportError(file: file, message: "colour set '\(name)' has no colour for the light appearance")
    }
    let space = color.member("color-space")?.string ?? "srgb"
    func component(_ key: String) throws(ImportError) -> Double {
      guard let text = components.member(key)?.string ?? components.member(key)?.number.map({ "\($0)" }),
        let value = Self.component(text)
      else {
        throw ImportError(
          file: file, message: "colour set '\(name)': component '\(key)' missing or malformed")
      }
      return value
    }
    let alpha = components.member("alpha") == nil ? 1 : try component("alpha")
    if components.member("white") != nil {
      return (Color(white: try component("white"), alpha: alpha), space)
    }
    return (
      Color(
        red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha),
      space
    )
  }

  /// Xcode writes components as `"0.500"` (floating point), `"0x80"` (8-bit hex) or `"128"`
  /// (8-bit integer). An integer 0 or 1 reads the same either way.
  static func component(_ text: String) -> Double? {
    let t = text.trimmingCharacters(in: .whitespaces)
    if t.lowercased().hasPrefix("0x") { return UInt8(t.dropFirst(2), radix: 16).map { Double($0) / 255 } }
    if t.contains(".") || t.contains("e") { return Double(t).flatMap { $0.isFinite ? $0 : nil } }
    guard let n = Int(t), (0...255).contains(n) else { return nil }
    return n <= 1 ? Double(n) : Double(n) / 255
  }

  /// What an image name resolves to.
  enum ImageLookup: Equatable {
    /// A PNG or JPEG file, and the set's rendering intent (`template`, `original`, nil for automatic).
    case file(path: String, intent: String?)
    /// The set exists but holds no file decoded here (PDF, SVG, HEIC…): not drawn.
    case unsupported(String)
    case missing
  }

  /// The image file extensions decoded (`PNGHeader` reads PNG and JPEG).
  static let decodedExtensions: Set<String> = ["png", "jpg", "jpeg"]

  /// The file of the image set `name` that UIKit shows at `scale` in `appearance`, if there is one;
  /// fails when the file named leads outside the catalog.
  ///
  /// As UIKit does: the entries for this device (universal or iPhone) whose appearance matches — in
  /// the dark appearance those marked `luminosity` `dark` when the set has any for that scale, else
  /// the unmarked ones; a `light` entry counts as unmarked — then the file of the render's scale,
  /// else the nearest larger one (scaled down), else the largest smaller one (scaled up).
  func image(named name: String, scale: Double, appearance: Appearance = .light) throws(ImportError)
    -> ImageLookup
  {
    guard let folder = imageSets[name] else { return .missing }
    guard let contents = try contents(of: folder) else { return .unsupported("unreadable Contents.json") }
    let intent = contents.member("properties")?.member("template-rendering-intent")?.string
    let files = Self.imageEntries(contents, appearance: appearance)
    let decoded = files.filter { Self.decodedExtensions.contains(($0.file as NSString).pathExtension.lowercased()) }
    guard let best = Self.nearest(decoded, to: scale) else {
      return files.isEmpty ? .missing : .unsupported(files[0].file)
    }
    let contentsFile = folder.path + "/Contents.json"
    if best.file.hasPrefix("/") { throw outside(best.file, catalog: folder.catalog, by: contentsFile, to: nil) }
    let path = folder.path + "/" + best.file
    // Judged before it is looked for, one part at a time from the set's folder: a name that leaves
    // the catalog is refused the same whether or not something exists out there.
    let inside = (try? ImportConfinement.resolve(folder.path)).flatMap {
      try? ResolvedPath.resolve($0 + "/" + best.file, within: resolvedRoots[folder.catalog])
    }
    guard inside != nil else { throw outside(best.file, catalog: folder.catalog, by: contentsFile, to: nil) }
    guard FileManager.default.fileExists(atPath: path) else { return .missing }
    try confine(path, named: best.file, catalog: folder.catalog, by: contentsFile)
    // Its header is read here, as a scene file's image is read where the scene names it: a file
    // that is no PNG or JPEG is a placeholder like a PDF, one too large to decode is refused (not
    // first when a frame paints it), and a run that watches its inputs (`InputFileLog`, `hero
    // serve`) sees it.
    let header: PNGHeader
    do { header = try PNGHeader.read(path) } catch {
      return .unsupported("\(Excerpt.quote(best.file)): \(error.headerProblem)")
    }
    if let problem = header.sizeError {
      throw ImportError(file: contentsFile, message: "image '\(Excerpt.quote(best.file))' \(problem)")
    }
    return .file(path: path, intent: intent)
  }

  /// The set's entries with a file for this device in `appearance`: each with its scale (a set
  /// without scales — one file for every scale, as a vector set is — counts as 1x).
  static func imageEntries(_ contents: JSONValue, appearance: Appearance) -> [(scale: Double, file: String)] {
    var plain: [(scale: Double, file: String)] = []
    var dark: [(scale: Double, file: String)] = []
    for entry in contents.member("images")?.elements ?? [] {
      guard let file = entry.member("filename")?.string else { continue }
      if let idiom = entry.member("idiom")?.string, !["universal", "iphone"].contains(idiom) { continue }
      let s = entry.member("scale")?.string.flatMap { Double($0.dropLast()) } ?? 1
      let appearances = entry.member("appearances")?.elements ?? []
      func value(_ kind: String) -> String? {
        appearances.first { $0.member("appearance")?.string == kind }?.member("value")?.string
      }
      guard value("contrast") == nil else { continue }  // high-contrast variants are not shown
      switch value("luminosity") {
      case nil: plain.append((s, file))
      case "light": plain.insert((s, file), at: 0)  // before the "any" file of the same scale
      case "dark": dark.append((s, file))
      default: continue
      }
    }
    guard appearance == .dark else { return plain }
    // Per scale, a dark file replaces the plain one; scales with only a plain file keep it.
    return dark + plain.filter { p in !dark.contains { $0.scale == p.scale } }
  }

  /// UIKit's choice among `files` for `scale`: exact, else the nearest larger, else the largest.
  static func nearest(_ files: [(scale: Double, file: String)], to scale: Double) -> (scale: Double, file: String)? {
    files.first { $0.scale == scale }
      ?? files.filter { $0.scale > scale }.min { $0.scale < $1.scale }
      ?? files.max { $0.scale < $1.scale }
  }

  /// The parsed `Contents.json` of `folder`, when it is a regular file within the size cap; fails
  /// when it (or the set's folder) leads outside the catalog.
  func contents(of folder: SetFolder) throws(ImportError) -> JSONValue? {
    let file = folder.path + "/Contents.json"
    guard FileManager.default.fileExists(atPath: file) else { return nil }
    try confine(file, named: "Contents.json", catalog: folder.catalog, by: file)
    guard let bytes = try? InputFile.read(file, kind: .assetCatalogContents) else { return nil }
    return try? JSONReader.parse(bytes)
  }
}

extension JSONValue {
  func member(_ key: String) -> JSONValue? {
    guard case .object(let members) = node else { return nil }
    return members.first { $0.key == key }?.value
  }
  var elements: [JSONValue]? {
    guard case .array(let e) = node else { return nil }
    return e
  }
  var string: String? {
    guard case .string(let s) = node else { return nil }
    return s
  }
  var number: Double? {
    guard case .number(let n) = node else { return nil }
    return n
  }
  var bool: Bool? {
    guard case .bool(let b) = node else { return nil }
    return b
  }
}
