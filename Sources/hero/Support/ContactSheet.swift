import HeroCompositor

/// Lays frames out in a grid on a dark background, each with a label strip below it.
struct ContactSheet {
  /// Frames per row.
  var columns: Int
  /// Pixels between cells and around the sheet.
  var gap = 8
  /// Pixels per font pixel of the labels.
  var labelScale = 2
  var background: [UInt8] = [30, 30, 30]
  var ink: [UInt8] = [230, 230, 230]

  var labelHeight: Int { BitmapFont.glyphHeight * labelScale + 2 * gap / 2 }

  /// The sheet's pixel size for `count` cells of `cellWidth` × `cellHeight` (known before rendering).
  func size(cellWidth: Int, cellHeight: Int, count: Int) -> (width: Int, height: Int) {
    let columns = max(1, min(self.columns, count))
    let rows = (count + columns - 1) / columns
    return (gap + columns * (cellWidth + gap), gap + rows * (cellHeight + labelHeight + gap))
  }

  /// The sheet for equally sized `cells` (frame and label); frames are composited over the background
  /// (straight alpha, source-over).
  func compose(_ cells: [(image: RGBAImage, label: String)]) -> RGBAImage {
    guard let first = cells.first else { return RGBAImage(width: 0, height: 0, pixels: []) }
    let (cw, ch) = (first.image.width, first.image.height)
    let columns = max(1, min(self.columns, cells.count))
    let (width, height) = size(cellWidth: cw, cellHeight: ch, count: cells.count)
    var sheet = RGBAImage(
      width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4))
    BitmapFont.fill(x: 0, y: 0, width: width, height: height, color: background, into: &sheet)
    for (n, cell) in cells.enumerated() {
      let x = gap + (n % columns) * (cw + gap)
      let y = gap + (n / columns) * (ch + labelHeight + gap)
      blend(cell.image, x: x, y: y, into: &sheet)
      let textWidth = BitmapFont.width(of: cell.label, scale: labelScale)
      BitmapFont.draw(
        cell.label, x: x + max(0, (cw - textWidth) / 2), y: y + ch + gap / 2, scale: labelScale, color: ink,
        into: &sheet)
    }
    return sheet
  }

  /// Source-over of a straight-alpha image onto the opaque sheet.
  private func blend(_ image: RGBAImage, x: Int, y: Int, into sheet: inout RGBAImage) {
    for py in 0..<image.height where y + py < sheet.height {
      for px in 0..<image.width where x + px < sheet.width {
        let s = (py * image.width + px) * 4
        let d = ((y + py) * sheet.width + x + px) * 4
        let a = Int(image.pixels[s + 3])
        for c in 0..<3 {
          let blended = (Int(image.pixels[s + c]) * a + Int(sheet.pixels[d + c]) * (255 - a) + 127) / 255
          sheet.pixels[d + c] = UInt8(blended)
        }
      }
    }
  }
}
