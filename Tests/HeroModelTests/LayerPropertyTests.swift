import HeroModel
import Testing

/// The layer property table: each entry reads and writes its own field, and keeps values in range.
@Suite struct LayerPropertyTests {
  /// A layer whose every property differs from `Layer`'s defaults.
  static let unusual = Layer(
    key: "x", position: Point(1, 2), size: Size(3, 4), boundsOrigin: Point(5, 6), anchorPoint: Point(0.1, 0.2),
    transform: .translation(x: 7, y: 8), opacity: 0.3, allowsGroupOpacity: false, zPosition: 9, isHidden: true,
    backgroundColor: .red, cornerRadius: 10, masksToBounds: true, borderWidth: 11, borderColor: .blue,
    shadowColor: .green, shadowOpacity: 0.4, shadowOffset: Size(12, 13), shadowRadius: 14,
    shadowPath: .rect(Rect(0, 0, 15, 16)), overlay: Overlay(color: .white, opacity: 0.5),
    contentsRect: Rect(0.1, 0.2, 0.3, 0.4), contentsScale: 2)

  @Test func namesAreUnique() {
    let names = LayerProperty.all.map(\.name)
    #expect(Set(names).count == names.count)
  }

  /// Copying every property from `unusual` onto a default layer gives `unusual` back, so no entry
  /// reads or writes another entry's field.
  @Test func eachEntryReadsAndWritesItsOwnField() {
    var copy = Layer(key: "x", position: .zero, size: .zero)
    for property in LayerProperty.all {
      #expect(property.get(copy) != property.get(Self.unusual), "\(property.name) has the default value")
      property.store(property.get(Self.unusual), on: &copy)
      #expect(property.get(copy) == property.get(Self.unusual), "\(property.name)")
    }
    #expect(copy == Self.unusual)
  }

  @Test func storeKeepsValuesInRange() {
    var layer = Self.unusual
    LayerProperty.opacity.store(.number(1.4), on: &layer)
    LayerProperty.cornerRadius.store(.number(-3), on: &layer)
    LayerProperty.size.store(.size(Size(-1, 5)), on: &layer)
    LayerProperty.zPosition.store(.number(-3), on: &layer)
    LayerProperty.borderColor.store(.color(nil), on: &layer)
    LayerProperty.backgroundColor.store(.color(Color(red: 2, green: -1, blue: 0.5, alpha: 1)), on: &layer)
    #expect(layer.opacity == 1)
    #expect(layer.cornerRadius == 0)
    #expect(layer.size == Size(0, 5))
    #expect(layer.zPosition == -3)
    #expect(layer.borderColor == .clear)
    #expect(layer.backgroundColor == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
  }

  @Test func finiteness() {
    #expect(KeyValue.path(nil).isFinite)
    #expect(!KeyValue.transform(.translation(x: .nan, y: 0)).isFinite)
    #expect(!KeyValue.overlay(Overlay(color: .black, opacity: .infinity)).isFinite)
    #expect(!KeyValue.path(.rect(Rect(0, 0, .infinity, 1))).isFinite)
  }
}
