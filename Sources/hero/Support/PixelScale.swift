import ArgumentParser
import HeroModel

/// `--scale S` (render, preview, sheet, import): pixels per point, parsed with the canvas's scale
/// rule (`Canvas.isValidScale`: more than 0, at most 3) before it is used for anything; the pixel
/// limits that depend on the scene are checked once it is loaded (`LoadedScene.scale(override:)`).
struct PixelScale: ExpressibleByArgument, Hashable, Sendable {
  let value: Double

  init?(argument: String) { try? self.init(parsing: argument) }

  init(_ value: Double) { self.value = value }

  /// For `@Option(transform:)`: a refused value says what is allowed.
  static func parse(_ text: String) throws -> PixelScale { try PixelScale(parsing: text) }

  private init(parsing text: String) throws(ValidationError) {
    guard let value = Double(text), Canvas.isValidScale(value) else {
      throw ValidationError("a scale is a number \(Canvas.scaleRangeText)")
    }
    self.value = value
  }

  var defaultValueDescription: String { NumberText.shortest(value) }

  /// A `--scale` option's help: the rule, then what `note` says (its default).
  static func help(_ note: String) -> ArgumentHelp { "Pixels per point, \(Canvas.scaleRangeText) (\(note))." }
}
