import HeroModel
import Testing

/// The variant matrix, its names and filters, and the published tables it resolves with.
@Suite struct VariantTests {
  @Test func theMatrixIsTheProductDevicesSlowestDirectionsFastest() {
    let axes = VariantAxes(
      devices: ["iPhone-SE", "iPhone-15"], appearances: [.light, .dark],
      contentSizes: [.medium, .extraExtraExtraLarge],
      directions: [.ltr, .rtl])
    let names = axes.matrix.map(\.name)
    #expect(names.count == 16)
    #expect(names.prefix(3) == ["iPhone-SE.light.M.ltr", "iPhone-SE.light.M.rtl", "iPhone-SE.light.XXXL.ltr"])
    #expect(names.last == "iPhone-15.dark.XXXL.rtl")
    #expect(Set(names).count == 16)
  }

  /// Each axis lists distinct values (the scene reader refuses repeats), so the matrix is at most
  /// every device × appearance × content size × direction.
  @Test func theLargestMatrixIsBounded() {
    let all = VariantAxes(
      devices: [
        "iPhone-SE", "iPhone-15", "iPhone-15-Pro", "iPhone-15-Pro-Max", "iPhone-16-Pro", "iPhone-16-Pro-Max", "iPad-10",
      ],
      appearances: Appearance.allCases, contentSizes: ContentSizeCategory.allCases,
      directions: InterfaceDirection.allCases)
    #expect(all.matrix.count == 7 * 2 * 12 * 2)
    #expect(Set(all.matrix.map(\.name)).count == all.matrix.count)
  }

  @Test func undeclaredAxesAreLeftOutOfTheNameAndResolveToUIKitsDefaults() {
    let dark = VariantAxes(appearances: [.dark, .light]).matrix
    #expect(dark.map(\.name) == ["dark", "light"])
    #expect(dark[0].resolvedContentSize == .large)
    #expect(!dark[0].isRightToLeft)
    #expect(VariantAxes(contentSizes: [.accessibilityExtraExtraExtraLarge]).matrix[0].name == "AX5")
    #expect(VariantAxes().matrix.isEmpty)
    #expect(Variant().resolvedAppearance == .light)
  }

  @Test func filtersMatchTheWholeNameOrEveryValueTheyList() {
    let v = Variant(device: "iPhone-SE", appearance: .dark, contentSize: .extraExtraExtraLarge, direction: .rtl)
    #expect(v.matches("iPhone-SE.dark.XXXL.rtl"))
    #expect(v.matches("dark"))
    #expect(v.matches("iPhone-SE.XXXL"))
    #expect(v.matches("rtl.iPhone-SE"))
    #expect(!v.matches("light"))
    #expect(!v.matches("dark.M"))
    #expect(!v.matches("iPhone"))
    #expect(!v.matches(""))
  }

  /// Spot checks against Apple's published light and dark values.
  @Test func systemColoursHaveTheirPublishedValues() {
    func hex(_ c: Color) -> String {
      "#"
        + [c.red, c.green, c.blue].map { v in
          let n = Int((v * 255).rounded())
          return (n < 16 ? "0" : "") + String(n, radix: 16, uppercase: true)
        }.joined()
    }
    let table = SystemColor.named
    #expect(hex(table["systemBackground"]!.light) == "#FFFFFF")
    #expect(hex(table["systemBackground"]!.dark) == "#000000")
    #expect(hex(table["label"]!.light) == "#000000" && hex(table["label"]!.dark) == "#FFFFFF")
    #expect(hex(table["secondaryLabel"]!.light) == "#3C3C43" && table["secondaryLabel"]!.light.alpha == 0.6)
    #expect(hex(table["secondaryLabel"]!.dark) == "#EBEBF5" && table["secondaryLabel"]!.dark.alpha == 0.6)
    #expect(hex(table["separator"]!.light) == "#3C3C43" && table["separator"]!.light.alpha == 0.29)
    #expect(hex(table["separator"]!.dark) == "#545458" && table["separator"]!.dark.alpha == 0.6)
    #expect(hex(table["systemBlue"]!.light) == "#007AFF" && hex(table["systemBlue"]!.dark) == "#0A84FF")
    #expect(hex(table["systemRed"]!.light) == "#FF3B30" && hex(table["systemRed"]!.dark) == "#FF453A")
    #expect(hex(table["systemGreen"]!.light) == "#34C759" && hex(table["systemGreen"]!.dark) == "#30D158")
    #expect(hex(table["systemGray6"]!.light) == "#F2F2F7" && hex(table["systemGray6"]!.dark) == "#1C1C1E")
    // Every literal of the table is well formed (a malformed one would read as clear).
    for (name, color) in SystemColor.all {
      #expect(color.light.alpha > 0 && color.dark.alpha > 0, "\(name)")
    }
    // UIKit's default tint is the light system blue.
    #expect(table["systemBlue"]!.light == View.defaultTintColor)
  }

  /// Spot checks against Apple's published Dynamic Type table.
  @Test func textStylesHaveTheirPublishedSizes() {
    #expect(TextStyle.body.size(.large) == 17)
    #expect(TextStyle.body.size(.extraSmall) == 14)
    #expect(TextStyle.body.size(.extraExtraExtraLarge) == 23)
    #expect(TextStyle.body.size(.accessibilityExtraExtraExtraLarge) == 53)
    #expect(TextStyle.largeTitle.size(.large) == 34)
    #expect(TextStyle.title1.size(.medium) == 27)
    #expect(TextStyle.footnote.size(.small) == 12)
    #expect(TextStyle.caption2.size(.accessibilityMedium) == 20)
    #expect(TextStyle.headline.weight == .semibold)
    #expect(TextStyle.body.weight == .regular)
    // Each style grows (or stays) from category to category.
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map(style.size)
      #expect(sizes == sizes.sorted(), "\(style)")
    }
  }

  @Test func adaptiveMaterialsTakeTheirDarkStyle() {
    let light = VisualEffect.named("systemMaterial")!
    let dark = VisualEffect.named("systemMaterial", appearance: .dark)!
    #expect(dark.style == "systemMaterial")
    #expect((dark.tint?.red ?? 1) < 0.2 && (light.tint?.red ?? 0) > 0.9)
    // The fixed styles do not adapt.
    #expect(VisualEffect.named("light", appearance: .dark) == VisualEffect.named("light"))
  }
}
