import HeroCompositor
import HeroModel

/// Lays frames out in a grid on a dark background, each with a label strip below it.
struct ContactSheet {
  /// Frames per row.
  var columns: Int
  /// Pixels between cells and around the sheet.
  var gap = 8
  /// Height of the label strip below each frame, pixels.
  var labelHeight = 22
  var background: [UInt8] = [30, 30, 30]
  /// Labels: the compositor's text (bundled Inter, so sheets are identical on every machine).
  var label = TextContent(
    "", font: Font(size: 13, weight: .medium), color: Color(white: 230 / 255.0), alignment: .center)

  /// The sheet's pixel size for `count` cells of `cellWidth` × `cellHeight` (known before rendering).
  func size(cellWidth: Int, cellHeight: Int, count: Int) -> (width: Int, height: Int) {
    let columns = max(1, min(self.columns, count))
    let rows = (count + columns - 1) / columns
    return (gap + columns * (cellWidth + gap), gap + rows * (cellHeight + labelHeight + gap))
  }

  /// The sheet for equally sized `cells` (frame and label); frames are composited over the background
  /// (straight alpha, source-over).
  func compose(_ cells: [(image: RGBAImage, label: String)]) throws(CompositorError) -> RGBAImage {
    guard let first = cells.first else { return RGBAImage(width: 0, height: 0, pixels: []) }
    let (cw, ch) = (first.image.width, first.image.height)
    let columns = max(1, min(self.columns, cells.count))
    let (width, height) = size(cellWidth: cw, cellHeight: ch, count: cells.count)
    var sheet = RGBAImage(
      width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4))
    for i in stride(from: 0, to: sheet.pixels.count, by: 4) {
      (sheet.pixels[i], sheet.pixels[i + 1], sheet.pixels[i + 2]) = (
        background[0], background[1], background[2]
      )
    }
    let compositor = Compositor()
    for (n, cell) in cells.enumerated() {
      let x = gap + (n % columns) * (cw + gap)
      let y = gap + (n / columns) * (ch + labelHeight + gap)
      blend(cell.image, x: x, y: y, into: &sheet)
      blend(try labelImage(cell.label, width: cw, compositor: compositor), x: x, y: y + ch, into: &sheet)
    }
    return sheet
  }

  /// The label strip for one cell: `text` centred in `width` × `labelHeight` pixels.
  private func labelImage(_ text: String, width: Int, compositor: Compositor) throws(CompositorError)
    -> RGBAImage
  {
    var content = label
    content.string = text
    let size = Size(Double(width), Double(labelHeight))
    let layer = Layer(
      key: "label", position: Point(size.width / 2, size.height / 2), size: size, contents: .text(content))
    return try compositor.render(
      FrameState(time: 0, progress: 0, canvasSize: size, layers: [layer]), scale: 1)
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
