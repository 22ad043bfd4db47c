import Foundation
import HeroModel
import HeroTestSupport
import Testing

@testable import HeroCompositor

@Suite("Text layout")
struct TextLayoutTests {
  static let label = TextContent(
    "Hero frames: Ågç 123 — the quick brown fox jumps over the lazy dog",
    font: Font(size: 13, weight: .medium),
    color: Color(red: 0.1, green: 0.2, blue: 0.6), lines: 2)
  static let box = Size(120, 40)

  static func frame() -> FrameState {
    FrameState(
      time: 0, progress: 0, canvasSize: Size(128, 48),
      layers: [
        Layer(key: "bg", position: Point(64, 24), size: Size(128, 48), backgroundColor: .white),
        Layer(key: "label", position: Point(64, 24), size: box, contents: .text(label)),
      ])
  }

  /// The same label at @1x, @2x and @3x: one layout (in points) for every scale, so lines break
  /// at the same characters and sit at the same places; the pixels are the layout drawn at that
  /// scale.
  @Test(arguments: [1, 2, 3])
  func sameLayoutAtEveryScale(scale: Int) throws {
    let compositor = Compositor()
    let image = try compositor.render(Self.frame(), scale: Double(scale))
    assertGolden(
      image, golden: "compositor/text-scales/label-\(scale)x",
      tolerance: GoldenTolerance.exact.tolerance, pixelBudget: GoldenTolerance.exact.pixelBudget)
    let layout = try #require(
      compositor.textLayouts[TextLayoutKey(text: Self.label, size: Self.box, fonts: [])])
    #expect(layout.lines.count == 2)
    // A fresh compositor painting at 1x lays the label out exactly the same, to the bit.
    let reference = Compositor()
    _ = try reference.render(Self.frame(), scale: 1)
    let expected = try #require(
      reference.textLayouts[TextLayoutKey(text: Self.label, size: Self.box, fonts: [])])
    #expect(layout.lines.map(\.x) == expected.lines.map(\.x))
    #expect(layout.lines.map(\.baseline) == expected.lines.map(\.baseline))
    #expect(layout.lines.map(\.index) == expected.lines.map(\.index))
    #expect(layout.height == expected.height)
  }

  /// Lines are the wrapped text's, the block centred vertically, baselines one line apart.
  @Test func linesAreCentredAndEvenlySpaced() throws {
    let compositor = Compositor()
    _ = try compositor.render(Self.frame(), scale: 1)
    let layout = try #require(
      compositor.textLayouts[TextLayoutKey(text: Self.label, size: Self.box, fonts: [])])
    #expect(layout.lines.count == 2)
    let step = layout.lines[1].baseline - layout.lines[0].baseline
    #expect(abs(step - layout.height / 2) < 0.01)
    // Inter's line height is about 1.21 em.
    #expect(abs(layout.height / 2 / 13 - 1.21) < 0.02)
  }

  /// A label is laid out once: painting it again (another frame, another scale) reuses the layout.
  @Test func layoutIsCachedAcrossFramesAndScales() throws {
    let compositor = Compositor()
    _ = try compositor.render(Self.frame(), scale: 1)
    let first = try #require(
      compositor.textLayouts[TextLayoutKey(text: Self.label, size: Self.box, fonts: [])])
    _ = try compositor.render(Self.frame(), scale: 3)
    let second = try #require(
      compositor.textLayouts[TextLayoutKey(text: Self.label, size: Self.box, fonts: [])])
    #expect(first === second)
    #expect(compositor.textLayouts.count == 1)
  }

  /// `lines` limits, the height drops lines that do not fit, and truncation keeps the line count.
  @Test func linesThatDoNotFitAreDropped() throws {
    let fonts = try TextFonts(extraFiles: [])
    let long = String(repeating: "word ", count: 200)
    let unlimited = TextLayout(
      TextContent(long, font: Font(size: 10), lines: 0), size: Size(100, 1000), fonts: fonts)
    #expect(unlimited.lines.count > 20)
    let three = TextLayout(
      TextContent(long, font: Font(size: 10), lines: 3), size: Size(100, 1000), fonts: fonts)
    #expect(three.lines.count == 3)
    let short = TextLayout(
      TextContent(long, font: Font(size: 10), lines: 0), size: Size(100, 30), fonts: fonts)
    #expect(short.lines.count == 2)
    let tiny = TextLayout(TextContent(long, font: Font(size: 10), lines: 0), size: Size(100, 3), fonts: fonts)
    #expect(tiny.lines.count == 1)
    for mode in LineBreakMode.allCases {
      let layout = TextLayout(
        TextContent(long, font: Font(size: 10), lines: 2, lineBreak: mode), size: Size(100, 100), fonts: fonts
      )
      #expect(layout.lines.count == 2, "\(mode)")
      #expect(layout.clipsToBox == (mode == .clip))
    }
  }

  /// Shaping and line breaking grow about linearly with the text (the scene caps it at 64 KiB).
  @Test func costGrowsLinearlyWithTheString() throws {
    let fonts = try TextFonts(extraFiles: [])
    // The best of three runs, so another process's load on the machine does not count.
    func cost(_ bytes: Int) -> Double {
      let string = String(repeating: "lorem ipsum dolor sit amet ", count: bytes / 27)
      return (0..<3).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        for lines in [1, 0] {
          _ = TextLayout(TextContent(string, lines: lines), size: Size(300, 100_000), fonts: fonts)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start)
      }.min()!
    }
    _ = cost(4_000)  // warm the font caches
    let n = cost(TextContent.maximumStringBytes / 4)
    let n4 = cost(TextContent.maximumStringBytes)
    #expect(n4 / n < 10, "4× the text cost \(n4 / n)× the time")
  }

  /// A font file that is not a regular file or not a font is an error, not a crash.
  @Test func badFontFilesAreErrors() throws {
    #expect(throws: CompositorError.self) { try TextFonts(extraFiles: ["/tmp"]) }
    #expect(throws: CompositorError.self) { try TextFonts(extraFiles: ["/nonexistent/font.otf"]) }
    let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("hero-not-a-font.otf").path
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: notAFont))
    defer { try? FileManager.default.removeItem(atPath: notAFont) }
    #expect(throws: CompositorError.self) { try TextFonts(extraFiles: [notAFont]) }
  }
}

@Suite("Text input edge cases")
struct TextEdgeCaseTests {
  /// Odd strings draw (or draw nothing) without errors or warnings, the same every time.
  @Test(arguments: ["", "a\0b", "مرحبا بالعالم", "emoji 🚀👩‍👩‍👧 and ﬁ ligatures", "tab\tand\r\nnewlines\n\n", " "])
  func oddStringsRenderDeterministically(_ string: String) throws {
    let frame = FrameState(
      time: 0, progress: 0, canvasSize: Size(120, 40),
      layers: [
        Layer(
          key: "l", position: Point(60, 20), size: Size(110, 30),
          contents: .text(TextContent(string, lines: 0, lineBreak: .clip)))
      ])
    let a = try Compositor().render(frame, scale: 2)
    let b = try Compositor().render(frame, scale: 2)
    #expect(a == b)
  }

  /// A NUL is drawn as U+FFFD, and the text after it is kept.
  @Test func nulIsReplacedNotCut() throws {
    let fonts = try TextFonts(extraFiles: [])
    let withNul = TextLayout(TextContent("ab\0cdefgh"), size: Size(300, 40), fonts: fonts)
    let replaced = TextLayout(TextContent("ab\u{FFFD}cdefgh"), size: Size(300, 40), fonts: fonts)
    #expect(withNul.lines.map(\.x) == replaced.lines.map(\.x) && withNul.height == replaced.height)
  }
}
