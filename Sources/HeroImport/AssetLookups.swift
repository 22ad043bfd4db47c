import HeroModel

/// One import's lookups in the asset catalogs, remembered: each colour or image set's
/// `Contents.json` (up to `AssetCatalog.maximumContentsSize`) is read and parsed once, however many
/// views name it, so the cost is the sets named, not the views times the file.
final class AssetLookups {
  let catalog: AssetCatalog
  /// Pixels per point of the scene: the image file of that scale is picked.
  let scale: Double
  private var colors: [String: (Color, colorSpace: String)?] = [:]
  private var darkColors: [String: (Color, colorSpace: String)?] = [:]
  private var images: [String: AssetCatalog.ImageLookup] = [:]
  private var darkImages: [String: AssetCatalog.ImageLookup] = [:]

  init(_ catalog: AssetCatalog, scale: Double) {
    self.catalog = catalog
    self.scale = scale
  }

  /// The colour set `name`'s colour for `appearance` (nil when no catalog has the set).
  func color(named name: String, appearance: Appearance = .light) throws(ImportError) -> (
    Color, colorSpace: String
  )? {
    let known = appearance == .dark ? darkColors[name] : colors[name]
    if let known { return known }
    let found = try catalog.color(named: name, appearance: appearance)
    if appearance == .dark { darkColors[name] = .some(found) } else { colors[name] = .some(found) }
    return found
  }

  /// The image set `name`'s file for `scale` in `appearance`; fails when its file leads outside
  /// its catalog.
  func image(named name: String, appearance: Appearance = .light) throws(ImportError) -> AssetCatalog.ImageLookup {
    if let known = appearance == .dark ? darkImages[name] : images[name] { return known }
    let found = try catalog.image(named: name, scale: scale, appearance: appearance)
    if appearance == .dark { darkImages[name] = found } else { images[name] = found }
    return found
  }
}
