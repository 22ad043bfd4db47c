import HeroEngine
import HeroFiles
import HeroModel
import HeroScene

/// `--variant` (docs/variants.md): which variants of the scenes a command runs. Each value is a
/// variant's folder name or `.`-separated axis values that must all match (`dark`,
/// `iPhone-SE.XXXL`); a variant is selected when any value matches it. No values: every variant.
public struct VariantFilter: Sendable, Hashable {
  public let values: [String]

  /// Checks every value: each of its parts must be a device slug, an appearance, a content size or
  /// a direction, else an error names the option and suggests the nearest.
  public init(_ values: [String]) throws(CLIError) {
    for value in values {
      let parts = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      for part in parts where !SceneVariants.knownValues.contains(part) {
        if part.isEmpty {
          throw .badInput(
            "--variant '\(Excerpt.quote(value))': an empty value; join values with single dots, as in iPhone-SE.dark")
        }
        let near = NameSuggestion.closest(to: part, in: SceneVariants.knownValues)
        throw .badInput(
          "--variant '\(Excerpt.quote(value))': unknown value '\(Excerpt.quote(part))'"
            + (near.map { "; did you mean '\($0)'?" } ?? "")
            + " (devices: \(SceneVariants.deviceSlugs.joined(separator: ", ")); "
            + "appearances: light, dark; content sizes: XS … XXXL, AX1 … AX5; directions: ltr, rtl)")
      }
    }
    self.values = values
  }

  /// No filter: every variant.
  public static let all = VariantFilter(checked: [])
  private init(checked: [String]) { values = checked }

  public var isEmpty: Bool { values.isEmpty }

  /// True when the filter selects `variant` (nil: a scene without variants, selected only when
  /// there is no filter).
  public func selects(_ variant: Variant?) -> Bool {
    guard !values.isEmpty else { return true }
    guard let variant else { return false }
    return values.contains { variant.matches($0) }
  }
}

extension Project {
  /// The variants of `file` (its own `variants`, else the project's), read without decoding the
  /// rest; nil when the file or its `variants` cannot be read (loading it reports why).
  public func variants(ofFile file: String, sandbox: Bool = false) -> [Variant]? {
    guard let bytes = try? InputFile.read(file, kind: .scene, sandbox: sandbox ? root : nil) else { return nil }
    return SceneVariants.matrix(json: bytes, file: file, defaults: settings.variants)
  }

  /// One entry for each scene×variant pair `filter` selects, scene by scene in matrix order: a
  /// scene without variants is one entry (none under a filter); a scene whose variants cannot be
  /// read is one entry too, so that loading it reports the error. Fails when a filter selects nothing.
  public func variantPairs(_ scenes: [Scene], sandbox: Bool = false, filter: VariantFilter) throws(CLIError) -> [Scene]
  {
    var pairs: [Scene] = []
    var declared: [String] = []
    for scene in scenes {
      guard let matrix = variants(ofFile: scene.file, sandbox: sandbox) else {
        pairs.append(scene)
        continue
      }
      if matrix.isEmpty {
        if filter.isEmpty { pairs.append(scene) }
        continue
      }
      for name in matrix.map(\.name) where !declared.contains(name) && declared.count < 9 { declared.append(name) }
      for variant in matrix where filter.selects(variant) {
        pairs.append(Scene(file: scene.file, goldenID: scene.goldenID, variant: variant.name))
      }
    }
    if pairs.isEmpty && !filter.isEmpty && !scenes.isEmpty {
      let known =
        declared.isEmpty
        ? "none of them declares variants"
        : "their variants: " + declared.prefix(8).joined(separator: ", ") + (declared.count > 8 ? ", …" : "")
      throw .badInput(
        "--variant \(filter.values.joined(separator: ", ")) selects no variant of the \(scenes.count == 1 ? "scene" : "\(scenes.count) scenes") given (\(known); docs/variants.md)"
      )
    }
    return pairs
  }

  /// The variant of `file` a single-render command (`render`, `preview`, `states`, `sheet`) uses:
  /// the first `filter` selects, or nil for a scene without variants under no filter (its first,
  /// when loaded). Fails when a filter selects none of its variants.
  public func firstVariant(ofFile file: String, sandbox: Bool = false, filter: VariantFilter) throws(CLIError)
    -> String?
  {
    try variantPairs([Scene(file: file, goldenID: "")], sandbox: sandbox, filter: filter).first?.variant
  }
}
