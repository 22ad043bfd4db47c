import Foundation
import HeroLayout
import HeroTestSupport
import Testing

/// The one device table: each entry is a device a scene's variants, `--device` and the importer can
/// name, so its facts must hold together, and docs/variants.md's list of devices must be the table's.
@Suite struct DeviceTableTests {
  @Test func everyDeviceIsWellFormedAndNamedOnce() {
    #expect(!Device.all.isEmpty)
    #expect(Set(Device.all.map(\.slug)).count == Device.all.count, "slugs are unique")
    #expect(Set(Device.all.map(\.name)).count == Device.all.count, "names are unique")
    let interfaceBuilderIDs = Device.all.flatMap(\.interfaceBuilderIDs)
    #expect(Set(interfaceBuilderIDs).count == interfaceBuilderIDs.count, "an IB device id names one device")
    for device in Device.all {
      #expect([2, 3].contains(device.scale), "\(device.slug): iPhones and iPads of the table are @2x or @3x")
      #expect(device.width > 0 && device.height > device.width, "\(device.slug): portrait points")
      let inset = device.safeArea
      #expect(
        [inset.top, inset.left, inset.bottom, inset.right].allSatisfy { $0 >= 0 }
          && inset.top + inset.bottom < device.height / 4 && inset.left + inset.right < device.width / 4,
        "\(device.slug): a safe area inside the screen")
      #expect(device.statusBarHeight <= inset.top, "\(device.slug): the status bar is inside the top inset")
      #expect(Device.withSlug(device.slug) == device && Device.named(device.name) == device)
      for id in device.interfaceBuilderIDs { #expect(Device.interfaceBuilder(id) == device, "\(id)") }
    }
  }

  /// The devices row of docs/variants.md lists the table's slugs, in its order.
  @Test func theDocsListTheTable() throws {
    let page = try String(contentsOfFile: repositoryRoot() + "/docs/variants.md", encoding: .utf8)
    let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("| `devices` |") })
    // The slugs, before the cell's closing remark in parentheses.
    let cell = row.split(separator: "|")[1].split(separator: "(")[0]
    let listed = cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    #expect(listed == Device.all.map(\.slug), "docs/variants.md lists \(listed)")
  }
}
