import HeroModel

/// Reads the SVG path data that `Path.svgData` writes (the absolute `PathCommand`s), so a
/// `shadowPath` from a state dump can be pasted into a scene file.
///
/// Only the absolute commands are accepted: they are what HeroFrames itself prints, and relative
/// forms would invite silent mistakes. Numbers are separated by spaces or commas.
enum SVGPathData {
  struct Failure: Error {
    /// 1-based offset in the text's Unicode scalars (its characters, for any text a path can hold).
    var column: Int
    var message: String
    /// What would have been accepted, when that helps.
    var expected: String? = nil
  }

  /// What a number in path data is written with.
  static let numberCharacters = Set("0123456789+-.eE".unicodeScalars)

  static func parse(_ text: String) throws(Failure) -> Path {
    // Unicode scalars, not Characters: path data is ASCII, and splitting a long path into grapheme
    // clusters cost more than reading its numbers.
    let characters = Array(text.unicodeScalars)
    var i = 0
    var elements: [Path.Element] = []

    func skipSeparators() {
      while i < characters.count, characters[i].properties.isWhitespace || characters[i] == "," { i += 1 }
    }
    func number() throws(Failure) -> Double {
      skipSeparators()
      let start = i
      while i < characters.count, Self.numberCharacters.contains(characters[i]) { i += 1 }
      guard start < i, let value = Double(String(scalars: characters[start..<i])), value.isFinite else {
        throw Failure(column: start + 1, message: "expected a number")
      }
      return value
    }
    skipSeparators()
    while i < characters.count {
      let letter = characters[i]
      let column = i + 1
      i += 1
      if elements.isEmpty && letter != "M" {
        throw Failure(column: column, message: "a path must start with M")
      }
      guard let command = PathCommand(rawValue: String(letter)) else {
        throw Failure(
          column: column, message: "unknown path command '\(letter)'", expected: "\(PathCommand.names) (absolute)")
      }
      var operands: [Double] = []
      for _ in 0..<command.operandCount { operands.append(try number()) }
      elements.append(command.element { operands[$0] })
      skipSeparators()
    }
    guard !elements.isEmpty else { throw Failure(column: 1, message: "empty path") }
    return Path(elements: elements)
  }
}
