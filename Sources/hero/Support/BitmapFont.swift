import HeroCompositor

/// A tiny 5×7 pixel font for contact-sheet labels: digits and `. s % p t = -` and space.
///
/// Why built in: the compositor draws no text, and labels must be identical on every machine
/// (no system fonts, no anti-aliasing). Unknown characters draw as blanks.
enum BitmapFont {
  static let glyphWidth = 5
  static let glyphHeight = 7

  /// Rows top to bottom; "#" is ink.
  static let glyphs: [Character: [String]] = [
    "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
    "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
    "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
    "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
    "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
    "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
    "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
    "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
    "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
    "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
    ".": [".....", ".....", ".....", ".....", ".....", ".##..", ".##.."],
    "s": [".....", ".....", ".###.", "#....", ".###.", "....#", "####."],
    "p": [".....", ".....", "####.", "#...#", "####.", "#....", "#...."],
    "t": [".#...", ".#...", "###..", ".#...", ".#...", ".#..#", "..##."],
    "=": [".....", ".....", "#####", ".....", "#####", ".....", "....."],
    "%": ["##...", "##..#", "...#.", "..#..", ".#...", "#..##", "...##"],
    "-": [".....", ".....", ".....", "#####", ".....", ".....", "....."],
  ]

  /// Width in pixels of `text` at `scale` pixels per font pixel (one blank column between glyphs).
  static func width(of text: String, scale: Int) -> Int {
    text.isEmpty ? 0 : (text.count * (glyphWidth + 1) - 1) * scale
  }

  /// Draws `text` with its top-left corner at (x, y), clipped to the image.
  static func draw(_ text: String, x: Int, y: Int, scale: Int, color: [UInt8], into image: inout RGBAImage) {
    var penX = x
    for character in text {
      if let rows = glyphs[character] {
        for (row, bits) in rows.enumerated() {
          for (column, bit) in bits.enumerated() where bit == "#" {
            fill(
              x: penX + column * scale, y: y + row * scale, width: scale, height: scale, color: color,
              into: &image)
          }
        }
      }
      penX += (glyphWidth + 1) * scale
    }
  }

  /// Fills a rectangle with an opaque colour, clipped to the image.
  static func fill(x: Int, y: Int, width: Int, height: Int, color: [UInt8], into image: inout RGBAImage) {
    let (x0, y0) = (max(0, x), max(0, y))
    let (x1, y1) = (min(image.width, x + width), min(image.height, y + height))
    guard x0 < x1, y0 < y1 else { return }
    for py in y0..<y1 {
      for px in x0..<x1 {
        let i = (py * image.width + px) * 4
        image.pixels[i] = color[0]
        image.pixels[i + 1] = color[1]
        image.pixels[i + 2] = color[2]
        image.pixels[i + 3] = 255
      }
    }
  }
}
