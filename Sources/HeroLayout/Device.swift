/// The devices a screen can be laid out for, with Apple's published screen sizes (points), scales,
/// portrait safe-area insets and status-bar heights. The one table of them: the importer's
/// `--device`, `--list-devices` and the document-device lookup all read it.
public struct Device: Hashable, Sendable {
  public var name: String
  /// A short name for folder names and `--variant` (`iPhone-SE`): letters, digits and `-`.
  public var slug: String
  public var width: Double
  public var height: Double
  public var scale: Double
  public var safeArea: LayoutInsets
  public var statusBarHeight: Double
  /// UIKit's system minimum leading and trailing layout margins of a view controller's view.
  public var systemMargin: Double
  /// Interface Builder's `<device id>` values for this screen size.
  public var interfaceBuilderIDs: [String]

  public var screen: AutoLayout.Screen {
    AutoLayout.Screen(width: width, height: height, safeArea: safeArea, systemMargin: systemMargin)
  }

  public static let all: [Device] = [
    Device(
      name: "iPhone SE (3rd generation)", slug: "iPhone-SE", width: 375, height: 667, scale: 2,
      safeArea: LayoutInsets(top: 20),
      statusBarHeight: 20, systemMargin: 16, interfaceBuilderIDs: ["retina4_7"]),
    faceIDPhone("iPhone 15", slug: "iPhone-15", 393, 852, safeTop: 59, statusBar: 54, margin: 16, ids: ["retina6_12"]),
    faceIDPhone("iPhone 15 Pro", slug: "iPhone-15-Pro", 393, 852, safeTop: 59, statusBar: 54, margin: 16, ids: []),
    faceIDPhone(
      "iPhone 15 Pro Max", slug: "iPhone-15-Pro-Max", 430, 932, safeTop: 59, statusBar: 54, margin: 20,
      ids: ["retina6_72"]),
    faceIDPhone(
      "iPhone 16 Pro", slug: "iPhone-16-Pro", 402, 874, safeTop: 62, statusBar: 54, margin: 16, ids: ["retina6_3"]),
    faceIDPhone(
      "iPhone 16 Pro Max", slug: "iPhone-16-Pro-Max", 440, 956, safeTop: 62, statusBar: 54, margin: 20,
      ids: ["retina6_9"]),
    Device(
      name: "iPad (10th generation)", slug: "iPad-10", width: 820, height: 1180, scale: 2,
      safeArea: LayoutInsets(top: 24, bottom: 20), statusBarHeight: 24, systemMargin: 20,
      interfaceBuilderIDs: ["ipad10_9rounded"]),
  ]

  /// An iPhone with a notch or Dynamic Island: @3x, and the home indicator's 34 points at the
  /// bottom of the portrait safe area.
  private static func faceIDPhone(
    _ name: String, slug: String, _ width: Double, _ height: Double, safeTop: Double, statusBar: Double,
    margin: Double, ids: [String]
  ) -> Device {
    Device(
      name: name, slug: slug, width: width, height: height, scale: 3, safeArea: LayoutInsets(top: safeTop, bottom: 34),
      statusBarHeight: statusBar, systemMargin: margin, interfaceBuilderIDs: ids)
  }

  /// The device whose `slug` is `slug` exactly (a scene's `variants.devices`).
  public static func withSlug(_ slug: String) -> Device? { all.first { $0.slug == slug } }

  /// A device by name, ignoring case, spaces and punctuation (`iphone-se-3rd-generation` works).
  public static func named(_ name: String) -> Device? {
    let key = simplified(name)
    return all.first { simplified($0.name) == key }
  }

  /// The device Interface Builder laid a document out for.
  public static func interfaceBuilder(_ id: String) -> Device? {
    all.first { $0.interfaceBuilderIDs.contains(id) }
  }

  /// The device a mistyped name most likely means: the only one it starts, else the nearest by
  /// edit distance.
  public static func suggestion(for name: String) -> String? {
    let key = simplified(name)
    let starting = all.filter { simplified($0.name).hasPrefix(key) }
    if starting.count == 1 { return starting[0].name }
    return all.min { distance(simplified($0.name), key) < distance(simplified($1.name), key) }?.name
  }

  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }

  static func simplified(_ s: String) -> String {
    String(
      s.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(Character.init))
  }
}
