import Foundation
import HeroModel

/// Turns `<color>` elements, in every form Interface Builder writes, into sRGB `Color`s.
///
/// Forms: `red green blue alpha` and `white alpha` with a colour space; `systemColor="…"` and
/// `name="…"` (looked up in the asset catalog, else in the document's `<resources>`); and the old
/// `cocoaTouchSystemColor="…"`. Components in sRGB and the gamma-2.2 grey spaces are taken as they
/// are; Display P3 is converted exactly; other spaces (`calibratedRGB`, `calibratedWhite`,
/// `deviceRGB`) are read as sRGB and reported, their difference being a few levels per channel.
///
/// In the dark appearance (a scene variant's), UIKit's system colours take their dark values
/// (`SystemColor`) and asset-catalog colour sets their dark (luminosity) entry.
struct ColorReader {
  let storyboard: Storyboard
  let catalog: AssetLookups
  var appearance = Appearance.light

  /// The colours `cocoaTouchSystemColor` names (pre-Xcode 11 documents do not store them).
  static let legacySystemColors: [String: Color] = [
    "darkTextColor": .black, "lightTextColor": Color(white: 1, alpha: 0.6),
    "groupTableViewBackgroundColor": Color(red: 0.937, green: 0.937, blue: 0.957),
    "tableCellGroupedBackgroundColor": .white, "clearColor": .clear, "whiteColor": .white,
    "blackColor": .black,
  ]

  /// The colour of `node`; nil for `<nil key="…"/>`. Notes approximations in `report`.
  func color(_ node: XMLNode, report: inout ImportReport, depth: Int = 0) throws(ImportError) -> Color? {
    guard node.name == "color" else { return nil }
    if let name = node["systemColor"] {
      // IB names them with a `Color` suffix (`systemBackgroundColor`); the document stores only
      // their light values.
      if appearance == .dark, name.hasSuffix("Color"), let dynamic = SystemColor.named[String(name.dropLast(5))] {
        return dynamic.dark
      }
      guard depth == 0, let stored = storyboard.systemColors[name] else {
        report.add(.warning, "", "system colour '\(name)' is not in the document's resources; drawn grey")
        return .gray
      }
      return try color(stored, report: &report, depth: depth + 1)
    }
    if let name = node["name"] {
      if let (found, space) = try catalog.color(named: name, appearance: appearance) {
        return convert(found, space: space, named: name, report: &report)
      }
      guard depth == 0, let stored = storyboard.namedColors[name] else {
        report.add(
          .warning, "",
          "named colour '\(name)' is neither in an asset catalog nor in the document; drawn grey")
        return .gray
      }
      return try color(stored, report: &report, depth: depth + 1)
    }
    if let name = node["cocoaTouchSystemColor"] {
      guard let known = Self.legacySystemColors[name] else {
        report.add(.warning, "", "system colour '\(name)' is not known; drawn grey")
        return .gray
      }
      return known
    }
    let alpha = try number(node, "alpha") ?? 1
    let space = node["customColorSpace"] ?? node["colorSpace"] ?? "sRGB"
    if let white = try number(node, "white") {
      return convert(Color(white: white, alpha: alpha), space: space, named: nil, report: &report)
    }
    guard let r = try number(node, "red"), let g = try number(node, "green"), let b = try number(node, "blue")
    else {
      throw ImportError(
        file: storyboard.file, line: node.line,
        message: "<color> without red/green/blue, white, systemColor or name")
    }
    return convert(Color(red: r, green: g, blue: b, alpha: alpha), space: space, named: nil, report: &report)
  }

  private func number(_ node: XMLNode, _ key: String) throws(ImportError) -> Double? {
    guard let text = node[key] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw ImportError(
        file: storyboard.file, line: node.line,
        message: "<color> \(key)=\"\(Excerpt.quote(text))\" is not a number")
    }
    return value
  }

  /// Colour spaces as IB and asset catalogs name them: sRGB-like ones pass, P3 converts, the rest are noted.
  private func convert(_ c: Color, space: String, named: String?, report: inout ImportReport) -> Color {
    let clamped = Color(
      red: min(max(c.red, 0), 1), green: min(max(c.green, 0), 1), blue: min(max(c.blue, 0), 1),
      alpha: min(max(c.alpha, 0), 1))
    switch space {
    case "sRGB", "srgb", "genericGamma22GrayColorSpace", "gray-gamma-22", "extended-srgb", "extended-gray",
      "extendedSRGBColorSpace", "extendedGray":
      if clamped != c { report.add(.approximated, "", "extended-range colour components clamped to 0…1") }
      return clamped
    case "displayP3", "display-p3":
      let (converted, inGamut) = DisplayP3.toSRGB(clamped)
      if !inGamut { report.add(.approximated, "", "Display P3 colours outside sRGB clipped to sRGB") }
      return converted
    default:
      report.add(.approximated, "", "colour space '\(space)' read as sRGB (a few levels per channel off)")
      return clamped
    }
  }
}

/// Display P3 → sRGB: both use the sRGB transfer curve; the primaries differ (D65 white for both).
enum DisplayP3 {
  /// The sRGB colour, and whether it was inside the sRGB gamut (else it is clipped).
  static func toSRGB(_ c: Color) -> (Color, inGamut: Bool) {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    var inGamut = true
    func encoded(_ v: Double) -> Double {
      if v < -1e-6 || v > 1 + 1e-6 { inGamut = false }
      let x = min(max(v, 0), 1)
      return x <= 0.0031308 ? x * 12.92 : 1.055 * pow(x, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(c.red), linear(c.green), linear(c.blue))
    let converted = Color(
      red: encoded(1.2249401 * r - 0.2249404 * g + 0.0000001 * b),
      green: encoded(-0.0420569 * r + 1.0420571 * g - 0.0000001 * b),
      blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: c.alpha)
    return (converted, inGamut)
  }
}
