/// The appearance a variant renders in (`UIUserInterfaceStyle`).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  case light, dark
}

/// UIKit's content size categories (`UIContentSizeCategory`, Dynamic Type), smallest first: the
/// seven standard sizes, then the five accessibility sizes, each named by UIKit's case and written
/// in files and folder names by its short name (`XS` … `XXXL`, `AX1` … `AX5`). `L` is what a
/// device starts with.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
  case extraSmall = "XS"
  case small = "S"
  case medium = "M"
  case large = "L"
  case extraLarge = "XL"
  case extraExtraLarge = "XXL"
  case extraExtraExtraLarge = "XXXL"
  case accessibilityMedium = "AX1"
  case accessibilityLarge = "AX2"
  case accessibilityExtraLarge = "AX3"
  case accessibilityExtraExtraLarge = "AX4"
  case accessibilityExtraExtraExtraLarge = "AX5"
  /// UIKit's default (`.large`).
  public static let standard = ContentSizeCategory.large
}

/// The interface's layout direction (`UITraitCollection.layoutDirection`).
public enum InterfaceDirection: String, Hashable, Sendable, CaseIterable {
  case ltr, rtl
}

/// One combination of a scene's variant axes (docs/variants.md): the device, the appearance, the
/// content size and the layout direction it renders with. An axis the scene does not declare is
/// nil and takes UIKit's default (light, L, ltr, the scene's own canvas).
public struct Variant: Hashable, Sendable, CustomStringConvertible {
  /// A device's short name in the one device table (`iPhone-SE`; HeroLayout's `Device.slug`).
  public var device: String?
  public var appearance: Appearance?
  public var contentSize: ContentSizeCategory?
  public var direction: InterfaceDirection?

  public init(
    device: String? = nil, appearance: Appearance? = nil, contentSize: ContentSizeCategory? = nil,
    direction: InterfaceDirection? = nil
  ) {
    self.device = device
    self.appearance = appearance
    self.contentSize = contentSize
    self.direction = direction
  }

  /// The declared values in the order device, appearance, content size, direction.
  public var values: [String] {
    [device, appearance?.rawValue, contentSize?.rawValue, direction?.rawValue].compactMap { $0 }
  }

  /// The variant's folder name: its values joined by `.` (`iPhone-SE.dark.XXXL.rtl`).
  public var name: String { values.joined(separator: ".") }
  public var description: String { name }

  /// The appearance colours resolve for: light unless the variant says dark.
  public var resolvedAppearance: Appearance { appearance ?? .light }
  /// The content size text styles resolve for: L unless the variant says another.
  public var resolvedContentSize: ContentSizeCategory { contentSize ?? .standard }
  /// True when the variant lays out right to left.
  public var isRightToLeft: Bool { direction == .rtl }

  /// True when `filter` selects this variant: it is the variant's name, or every one of its
  /// `.`-separated values is one of the variant's (`dark`, `iPhone-SE.XXXL`).
  public func matches(_ filter: String) -> Bool {
    if filter == name { return true }
    let parts = filter.split(separator: ".").map(String.init)
    let mine = Set(values)
    return !parts.isEmpty && parts.allSatisfy(mine.contains)
  }
}

/// A scene's (or the project's) `variants`: the values of each axis. The matrix is their cartesian
/// product, devices varying slowest and directions fastest, in the order each list is written.
public struct VariantAxes: Hashable, Sendable {
  public var devices: [String]
  public var appearances: [Appearance]
  public var contentSizes: [ContentSizeCategory]
  public var directions: [InterfaceDirection]

  public init(
    devices: [String] = [], appearances: [Appearance] = [], contentSizes: [ContentSizeCategory] = [],
    directions: [InterfaceDirection] = []
  ) {
    self.devices = devices
    self.appearances = appearances
    self.contentSizes = contentSizes
    self.directions = directions
  }

  /// True when no axis is declared: the scene has no variants and its goldens no variant folder.
  public var isEmpty: Bool { devices.isEmpty && appearances.isEmpty && contentSizes.isEmpty && directions.isEmpty }

  /// Every variant, in the fixed order; empty when no axis is declared.
  public var matrix: [Variant] {
    guard !isEmpty else { return [] }
    func axis<T>(_ values: [T]) -> [T?] { values.isEmpty ? [nil] : values.map { $0 } }
    var variants: [Variant] = []
    for device in axis(devices) {
      for appearance in axis(appearances) {
        for contentSize in axis(contentSizes) {
          for direction in axis(directions) {
            variants.append(
              Variant(device: device, appearance: appearance, contentSize: contentSize, direction: direction))
          }
        }
      }
    }
    return variants
  }
}
