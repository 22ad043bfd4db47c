/// A colour with a light and a dark value (a `UIColor` with a dynamic provider, an asset-catalog
/// colour set with a dark appearance, a scene's `{"light": …, "dark": …}`).
public struct DynamicColor: Hashable, Sendable {
  public var light: Color
  public var dark: Color
  public init(light: Color, dark: Color) {
    self.light = light
    self.dark = dark
  }

  /// The value for `appearance`.
  public func resolved(_ appearance: Appearance) -> Color { appearance == .dark ? dark : light }
}

/// UIKit's semantic and system colours with the light and dark sRGB values Apple publishes (the
/// Human Interface Guidelines' colour tables, iOS 15 and later; the dark values are the base,
/// not the elevated, ones). The one table of them: the scene reader and the docs read it.
public enum SystemColor {
  private static func hex(_ hex: String, _ alpha: Double = 1) -> Color {
    // The table's literals are all well formed; a typo fails `SystemColorTests`.
    (Color(hex: hex) ?? .clear).withAlpha(alpha)
  }

  private static func pair(_ light: String, _ dark: String) -> DynamicColor {
    DynamicColor(light: hex(light), dark: hex(dark))
  }

  private static func pair(_ light: String, _ lightAlpha: Double, _ dark: String, _ darkAlpha: Double)
    -> DynamicColor
  {
    DynamicColor(light: hex(light, lightAlpha), dark: hex(dark, darkAlpha))
  }

  /// The colours by UIKit name, in the order the docs list them.
  public static let all: [(name: String, color: DynamicColor)] = [
    // Tint colours.
    ("systemBlue", pair("#007AFF", "#0A84FF")),
    ("systemGreen", pair("#34C759", "#30D158")),
    ("systemIndigo", pair("#5856D6", "#5E5CE6")),
    ("systemOrange", pair("#FF9500", "#FF9F0A")),
    ("systemPink", pair("#FF2D55", "#FF375F")),
    ("systemPurple", pair("#AF52DE", "#BF5AF2")),
    ("systemRed", pair("#FF3B30", "#FF453A")),
    ("systemTeal", pair("#30B0C7", "#40C8E0")),
    ("systemYellow", pair("#FFCC00", "#FFD60A")),
    ("systemMint", pair("#00C7BE", "#63E6E2")),
    ("systemCyan", pair("#32ADE6", "#64D2FF")),
    ("systemBrown", pair("#A2845E", "#AC8E68")),
    // Greys.
    ("systemGray", pair("#8E8E93", "#8E8E93")),
    ("systemGray2", pair("#AEAEB2", "#636366")),
    ("systemGray3", pair("#C7C7CC", "#48484A")),
    ("systemGray4", pair("#D1D1D6", "#3A3A3C")),
    ("systemGray5", pair("#E5E5EA", "#2C2C2E")),
    ("systemGray6", pair("#F2F2F7", "#1C1C1E")),
    // Labels.
    ("label", pair("#000000", "#FFFFFF")),
    ("secondaryLabel", pair("#3C3C43", 0.6, "#EBEBF5", 0.6)),
    ("tertiaryLabel", pair("#3C3C43", 0.3, "#EBEBF5", 0.3)),
    ("quaternaryLabel", pair("#3C3C43", 0.18, "#EBEBF5", 0.16)),
    ("placeholderText", pair("#3C3C43", 0.3, "#EBEBF5", 0.3)),
    ("link", pair("#007AFF", "#0984FF")),
    // Separators.
    ("separator", pair("#3C3C43", 0.29, "#545458", 0.6)),
    ("opaqueSeparator", pair("#C6C6C8", "#38383A")),
    // Fills.
    ("systemFill", pair("#787880", 0.2, "#787880", 0.36)),
    ("secondarySystemFill", pair("#787880", 0.16, "#787880", 0.32)),
    ("tertiarySystemFill", pair("#767680", 0.12, "#767680", 0.24)),
    ("quaternarySystemFill", pair("#747480", 0.08, "#767680", 0.18)),
    // Backgrounds.
    ("systemBackground", pair("#FFFFFF", "#000000")),
    ("secondarySystemBackground", pair("#F2F2F7", "#1C1C1E")),
    ("tertiarySystemBackground", pair("#FFFFFF", "#2C2C2E")),
    ("systemGroupedBackground", pair("#F2F2F7", "#000000")),
    ("secondarySystemGroupedBackground", pair("#FFFFFF", "#1C1C1E")),
    ("tertiarySystemGroupedBackground", pair("#F2F2F7", "#2C2C2E")),
  ]

  /// The colour names, in `all`'s order.
  public static let names: [String] = all.map(\.name)
  /// The colours by name.
  public static let named: [String: DynamicColor] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.color) })
}

extension Color {
  /// A colour by UIKit name, wherever a colour is named (scene files, modifier strings): a
  /// `UIColor` class colour (`red`, `clear`) or a system colour (`systemBlue`, `label`) in
  /// `appearance`. Nil for any other name.
  public static func named(_ name: String, in appearance: Appearance) -> Color? {
    named[name] ?? SystemColor.named[name]?.resolved(appearance)
  }

  /// Every name `named(_:in:)` knows, class colours first: the suggestions for a misspelt one.
  public static let uikitNames: [String] = names + SystemColor.names
}
