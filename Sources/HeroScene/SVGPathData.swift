import HeroModel

/// Reads the SVG path data that `Path.svgData` writes (the absolute `PathCommand`s), so a
/// `shadowPath` from a state dump can be pasted into a scene file.
///
/// Only the absolute commands are accepted: they are what HeroFrames itself prints, and relative
/// forms would invite silent mistakes. Numbers are separated by spaces or commas.
enum SVGPathData {
  struct Failure: Error {
    /// 1-based character offset in the text.
    var column: Int
    var message: String
    /// What would have been accepted, when that helps.
    var expected: String? = nil
  }

  static func parse(_ text: String) throws(Failure) -> Path {
    let characters = Array(text)
    var i = 0
    var elements: [Path.Element] = []

    func skipSeparators() {
      while i < characters.count, characters[i].isWhitespace || characters[i] == "," { i += 1 }
    }
    func number() throws(Failure) -> Double {
      skipSeparators()
      let start = i
      while i < characters.count, characters[i].isNumber || "+-.eE".contains(characters[i]) { i += 1 }
      guard start < i, let value = Double(String(characters[start..<i])), value.isFinite else {
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
