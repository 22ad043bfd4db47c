import HeroEngine
import HeroLayout
import HeroModel

/// A scene's `variants` (docs/variants.md): the axes, the one variant a decode resolves for, the
/// device's canvas, and where each view's frame goes for it (autoresizing, right-to-left mirroring).
extension SceneDecoder {
  static let variantKeys = ["devices", "appearances", "contentSizes", "directions"]
  /// The scene's `layoutDirection`: frames as written whatever the variant, or mirrored in a
  /// right-to-left variant (UIKit's `semanticContentAttribute` `.unspecified`).
  static let layoutDirections = ["leftToRight", "followsLayoutDirection"]
  /// A view's `autoresizing` names.
  static let autoresizingNames = AutoresizingMask.named.map(\.name)

  /// `variants`: each axis optional, a non-empty list of distinct values.
  func variantAxes(_ value: JSONValue, _ path: String) throws(SceneError) -> VariantAxes {
    let f = try object(value, at: path, keys: Self.variantKeys)
    var axes = VariantAxes()
    axes.devices = try f.optional("devices") { (v, p) throws(SceneError) in try axis(v, p, deviceSlug) } ?? []
    axes.appearances =
      try f.optional("appearances") { (v, p) throws(SceneError) in
        try axis(v, p) { (e, ep) throws(SceneError) in
          try enumeration(e, ep, cases: Appearance.allCases, what: "appearance")
        }
      } ?? []
    axes.contentSizes =
      try f.optional("contentSizes") { (v, p) throws(SceneError) in
        try axis(v, p) { (e, ep) throws(SceneError) in
          try enumeration(e, ep, cases: ContentSizeCategory.allCases, what: "content size")
        }
      } ?? []
    axes.directions =
      try f.optional("directions") { (v, p) throws(SceneError) in
        try axis(v, p) { (e, ep) throws(SceneError) in
          try enumeration(e, ep, cases: InterfaceDirection.allCases, what: "direction")
        }
      } ?? []
    return axes
  }

  /// One axis: a non-empty list of distinct values (so at most as long as the values it can take).
  func axis<T: Hashable>(
    _ value: JSONValue, _ path: String, _ element: (JSONValue, String) throws(SceneError) -> T
  ) throws(SceneError) -> [T] {
    let elements = try array(value, path)
    guard !elements.isEmpty else {
      throw error("must list at least one value; leave the axis out when it does not vary", at: path, value)
    }
    var values: [T] = []
    for (i, e) in elements.enumerated() {
      let p = JSONPath.index(i, in: path)
      let v = try element(e, p)
      guard !values.contains(v) else { throw error("listed twice; remove this one", at: p, e) }
      values.append(v)
    }
    return values
  }

  /// A device by its short name in the device table (`iPhone-SE`).
  func deviceSlug(_ value: JSONValue, _ path: String) throws(SceneError) -> String {
    let slug = try string(value, path)
    if Device.withSlug(slug) != nil { return slug }
    throw unknownName(
      slug, what: "device", names: Device.all.map(\.slug), at: path, value, suggestion: Device.named(slug)?.slug)
  }

  /// The variant this decode resolves for among `matrix`: the one named `requested`, else the first
  /// (none for a scene without variants).
  func chosenVariant(_ matrix: [Variant], requested: String?, document: JSONValue, variantsPath: String)
    throws(SceneError) -> Variant?
  {
    guard let requested else { return matrix.first }
    if let v = matrix.first(where: { $0.name == requested }) { return v }
    let names = matrix.map(\.name)
    let listed = names.isEmpty ? "it declares none" : "its variants are \(names.joined(separator: ", "))"
    throw error(
      "the scene has no variant '\(Excerpt.quote(requested))'; \(listed)", at: variantsPath, document,
      suggestion: NameSuggestion.closest(to: requested, in: names))
  }

  /// The canvas a variant renders on: its device's size, and its scale unless the scene's canvas
  /// gives one (`keepsScale`: goldens at a smaller scale keep CI quick); else the scene's own.
  func variantCanvas(_ declared: Canvas, keepsScale: Bool = false) -> Canvas {
    guard let slug = variant.device, let device = Device.withSlug(slug) else { return declared }
    return Canvas(width: device.width, height: device.height, scale: keepsScale ? declared.scale : device.scale)
  }

  /// A view's `autoresizing`: UIKit mask names.
  func autoresizing(_ value: JSONValue, _ path: String) throws(SceneError) -> AutoresizingMask {
    let names = try axis(value, path) { (e, p) throws(SceneError) in
      try knownName(e, p, in: Self.autoresizingNames, what: "autoresizing mask")
    }
    return AutoresizingMask(AutoresizingMask.named.filter { names.contains($0.name) }.map(\.mask))
  }

  /// Where a subview's `frame` goes for the variant, in a superview written at `parent.declared`
  /// and laid out at `parent.actual`: its autoresizing mask follows the change of size, then a
  /// mirrored scene flips it about the superview's vertical centre line.
  func placed(_ frame: Rect, mask: AutoresizingMask, parent: Placement) -> Rect {
    var r = frame
    if parent.declared != parent.actual {
      let f = mask.resized(
        LayoutRect(frame.origin.x, frame.origin.y, frame.size.width, frame.size.height),
        from: (parent.declared.width, parent.declared.height), to: (parent.actual.width, parent.actual.height))
      r = Rect(f.x, f.y, f.width, f.height)
    }
    if mirrors { r.origin.x = parent.actual.width - r.origin.x - r.size.width }
    return r
  }

  /// A superview's size as the scene writes it and as the variant lays it out.
  struct Placement {
    var declared: Size
    var actual: Size
  }
}

/// The variants of scene files, read without decoding the rest (discovery, `--shard`, `--variant`).
public enum SceneVariants {
  /// The variant matrix of the scene document `json`: its own `variants`, else `defaults` (the
  /// project's); empty when it has none. Nil when the document or its `variants` cannot be read
  /// (loading the scene reports why).
  public static func matrix(json: [UInt8], file: String, defaults: VariantAxes) -> [Variant]? {
    guard let document = try? JSONReader.parse(json), case .object(let members) = document.node else { return nil }
    guard let value = members.first(where: { $0.key == "variants" })?.value else { return defaults.matrix }
    let log = SceneErrorLog()
    let decoder = SceneDecoder(file: file, baseDirectory: "", log: log)
    guard let axes = decoder.attempt({ () throws(SceneError) in try decoder.variantAxes(value, "variants") }),
      log.failure() == nil
    else { return nil }
    return axes.matrix
  }

  /// The devices' short names, in the device table's order.
  public static let deviceSlugs = Device.all.map(\.slug)

  /// Every value `--variant` can name, in the axes' order: the device slugs, the appearances, the
  /// content sizes and the directions.
  public static let knownValues: [String] =
    deviceSlugs + Appearance.allCases.map(\.rawValue) + ContentSizeCategory.allCases.map(\.rawValue)
    + InterfaceDirection.allCases.map(\.rawValue)
}
