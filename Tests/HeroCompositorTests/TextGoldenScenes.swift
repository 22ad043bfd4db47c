import HeroModel

/// Compositor goldens for labels (Pango text on the bundled Inter fonts).
enum TextGoldenScenes {
  static let all: [GoldenScene] = [wrappedTruncated, alignments, lineBreaks, snapshotStretch]

  static let paragraph =
    "Hero animates views between two screens. Matched views move, resize and cross-fade; the rest fade."

  /// A white label box with `text`, laid out at `frame`.
  static func label(_ key: String, _ frame: Rect, _ text: TextContent) -> Layer {
    Layer(
      key: key, position: frame.center, size: frame.size, backgroundColor: .white, contents: .text(text))
  }

  /// A paragraph wrapped over three lines, the third cut with an ellipsis; above it, a bold title
  /// that fits, and a two-line label whose box is only tall enough for one (the second is dropped).
  static let wrappedTruncated = GoldenScene(name: "text-wrapped-truncated") {
    GoldenScene.frame([
      label("title", Rect(4, 4, 88, 20), TextContent("Today", font: Font(size: 16, weight: .bold))),
      label(
        "body", Rect(4, 28, 88, 44),
        TextContent(paragraph, font: Font(size: 11), color: Color(white: 0.2), lines: 3)),
      label(
        "short-box", Rect(4, 76, 88, 16), TextContent(paragraph, font: Font(size: 11), lines: 2)),
    ])
  }

  /// `left`, `center`, `right`, `natural` and `justified`, one two-line label each.
  static let alignments = GoldenScene(name: "text-alignments") {
    let cases: [TextAlignment] = [.left, .center, .right, .natural, .justified]
    return GoldenScene.frame(
      cases.enumerated().map { i, alignment in
        label(
          alignment.rawValue, Rect(4, 2 + Double(i) * 19, 88, 18),
          TextContent(
            "Align \(alignment.rawValue) over two lines of text", font: Font(size: 7), alignment: alignment,
            lines: 2, lineBreak: .wordWrap))
      })
  }

  /// `clip`, `truncateHead`, `truncateMiddle`, `charWrap`, `wordWrap` and `lineHeight` 1.5.
  static let lineBreaks = GoldenScene(name: "text-line-breaks") {
    let modes: [LineBreakMode] = [.clip, .truncateHead, .truncateMiddle, .charWrap, .wordWrap]
    var layers = modes.enumerated().map { i, mode in
      label(
        mode.rawValue, Rect(4, 2 + Double(i) * 13, 88, 12),
        TextContent("\(mode.rawValue): the quick brown fox jumps", font: Font(size: 9), lineBreak: mode))
    }
    layers.append(
      label(
        "line-height", Rect(4, 68, 88, 26),
        TextContent(
          "Italic at lineHeight 1.5, wrapped over two lines", font: Font(size: 7, italic: true), lines: 0,
          lineHeight: 1.5)))
    return GoldenScene.frame(layers)
  }

  /// Hero's stretched label: a snapshot of a label drawn over a box twice its width and height.
  static let snapshotStretch = GoldenScene(name: "text-snapshot-stretch") {
    let size = Size(44, 14)
    let labelLayer = Layer(
      key: "label", position: Point(22, 7), size: size,
      contents: .text(TextContent("Stretch", font: Font(size: 12))))
    let snapshot = Snapshot(id: "label", size: size, layers: [labelLayer])
    return GoldenScene.frame(
      [
        Layer(key: "small", position: Point(26, 15), size: size, contents: .snapshot(id: "label")),
        Layer(
          key: "stretched", position: Point(48, 60), size: Size(88, 42), contents: .snapshot(id: "label")),
      ], snapshots: ["label": snapshot])
  }
}
