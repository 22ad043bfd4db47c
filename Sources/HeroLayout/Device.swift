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

  /// The other screens Interface Builder lays documents out for, so that every `<device id>` it
  /// writes is laid out for its own size and insets. `--device` names them too; scene variants and
  /// `--list-devices` keep to `all`.
  public static let otherInterfaceBuilderDevices: [Device] = [
    homeButtonPhone("iPhone 4s", slug: "iPhone-4s", 320, 480, scale: 2, ids: ["retina3_5"]),
    homeButtonPhone("iPhone 5s", slug: "iPhone-5s", 320, 568, scale: 2, ids: ["retina4_0"]),
    homeButtonPhone("iPhone 8 Plus", slug: "iPhone-8-Plus", 414, 736, scale: 3, ids: ["retina5_5"]),
    faceIDPhone(
      "iPhone 11 Pro", slug: "iPhone-11-Pro", 375, 812, safeTop: 44, statusBar: 44, margin: 16, ids: ["retina5_9"]),
    faceIDPhone(
      "iPhone 11", slug: "iPhone-11", 414, 896, safeTop: 48, statusBar: 48, margin: 20, ids: ["retina6_1"], scale: 2),
    faceIDPhone(
      "iPhone 11 Pro Max", slug: "iPhone-11-Pro-Max", 414, 896, safeTop: 44, statusBar: 44, margin: 20,
      ids: ["retina6_5"]),
    faceIDPhone(
      "iPhone 13 mini", slug: "iPhone-13-mini", 375, 812, safeTop: 50, statusBar: 50, margin: 16, ids: ["retina5_4"]),
    faceIDPhone("iPhone 14", slug: "iPhone-14", 390, 844, safeTop: 47, statusBar: 47, margin: 16, ids: ["retina6_0"]),
    faceIDPhone(
      "iPhone 14 Plus", slug: "iPhone-14-Plus", 428, 926, safeTop: 47, statusBar: 47, margin: 20, ids: ["retina6_7"]),
    homeButtonPad("iPad (1st generation)", slug: "iPad-1", 768, 1024, scale: 1, ids: ["iPad"]),
    homeButtonPad("iPad (6th generation)", slug: "iPad-6", 768, 1024, scale: 2, ids: ["ipad9_7", "ipad7_9"]),
    homeButtonPad("iPad (9th generation)", slug: "iPad-9", 810, 1080, scale: 2, ids: ["ipad10_2"]),
    homeButtonPad("iPad Pro (10.5-inch)", slug: "iPad-Pro-10-5", 834, 1112, scale: 2, ids: ["ipad10_5"]),
    homeButtonPad("iPad Pro 12.9 (2nd gen)", slug: "iPad-Pro-12-9-2", 1024, 1366, scale: 2, ids: ["ipad12_9"]),
    Device(
      name: "iPad Pro (11-inch)", slug: "iPad-Pro-11", width: 834, height: 1194, scale: 2,
      safeArea: LayoutInsets(top: 24, bottom: 20), statusBarHeight: 24, systemMargin: 20,
      interfaceBuilderIDs: ["ipad11"]),
    Device(
      name: "iPad Pro (12.9-inch)", slug: "iPad-Pro-12-9", width: 1024, height: 1366, scale: 2,
      safeArea: LayoutInsets(top: 24, bottom: 20), statusBarHeight: 24, systemMargin: 20,
      interfaceBuilderIDs: ["ipad12_9rounded"]),
    Device(
      name: "iPad mini (6th generation)", slug: "iPad-mini-6", width: 744, height: 1133, scale: 2,
      safeArea: LayoutInsets(top: 24, bottom: 20), statusBarHeight: 24, systemMargin: 20,
      interfaceBuilderIDs: ["ipad8_3"]),
  ]

  /// True for iPads: their bars are taller and their size classes regular in both directions.
  public var isPad: Bool { name.hasPrefix("iPad") }

  /// A phone with a home button: a 20-point status bar and no bottom inset.
  private static func homeButtonPhone(
    _ name: String, slug: String, _ width: Double, _ height: Double, scale: Double, ids: [String]
  ) -> Device {
    Device(
      name: name, slug: slug, width: width, height: height, scale: scale, safeArea: LayoutInsets(top: 20),
      statusBarHeight: 20, systemMargin: width >= 414 ? 20 : 16, interfaceBuilderIDs: ids)
  }

  /// An iPad with a home button: a 20-point status bar, 20-point system margins.
  private static func homeButtonPad(
    _ name: String, slug: String, _ width: Double, _ height: Double, scale: Double, ids: [String]
  ) -> Device {
    Device(
      name: name, slug: slug, width: width, height: height, scale: scale, safeArea: LayoutInsets(top: 20),
      statusBarHeight: 20, systemMargin: 20, interfaceBuilderIDs: ids)
  }

  /// An iPhone with a notch or Dynamic Island: @3x, and the home indicator's 34 points at the
  /// bottom of the portrait safe area.
  private static func faceIDPhone(
    _ name: String, slug: String, _ width: Double, _ height: Double, safeTop: Double, statusBar: Double,
    margin: Double, ids: [String], scale: Double = 3
  ) -> Device {
    Device(
      name: name, slug: slug, width: width, height: height, scale: scale,
      safeArea: LayoutInsets(top: safeTop, bottom: 34),
      statusBarHeight: statusBar, systemMargin: margin, interfaceBuilderIDs: ids)
  }

  /// The device whose `slug` is `slug` exactly (a scene's `variants.devices`).
  public static func withSlug(_ slug: String) -> Device? { all.first { $0.slug == slug } }

  /// A device by name, ignoring case, spaces and punctuation (`iphone-se-3rd-generation` works).
  public static func named(_ name: String) -> Device? {
    let key = simplified(name)
    return (all + otherInterfaceBuilderDevices).first { simplified($0.name) == key }
  }

  /// The device Interface Builder laid a document out for.
  public static func interfaceBuilder(_ id: String) -> Device? {
    (all + otherInterfaceBuilderDevices).first { $0.interfaceBuilderIDs.contains(id) }
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
