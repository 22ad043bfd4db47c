import HeroModel

/// Reads the SVG path data that `Path.svgData` writes (absolute `M`, `L`, `Q`, `C`, `Z`), so a
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
    func point() throws(Failure) -> Point {
      let x = try number()
      return Point(x, try number())
    }

    skipSeparators()
    while i < characters.count {
      let command = characters[i]
      let column = i + 1
      i += 1
      if elements.isEmpty && command != "M" {
        throw Failure(column: column, message: "a path must start with M")
      }
      switch command {
      case "M": elements.append(.move(to: try point()))
      case "L": elements.append(.line(to: try point()))
      case "Q":
        let control = try point()
        elements.append(.quadCurve(to: try point(), control: control))
      case "C":
        let c1 = try point()
        let c2 = try point()
        elements.append(.curve(to: try point(), control1: c1, control2: c2))
      case "Z": elements.append(.close)
      default:
        throw Failure(
          column: column, message: "unknown path command '\(command)'", expected: "M, L, Q, C or Z (absolute)"
        )
      }
      skipSeparators()
    }
    guard !elements.isEmpty else { throw Failure(column: 1, message: "empty path") }
    return Path(elements: elements)
  }
}
