import HeroRender
import Testing

/// The progress bar's text (`hero render` on a terminal): percent, counts, rate and ETA, fitted to
/// the terminal's width.
@Suite struct ProgressLineTests {
  let line = ProgressLine(label: "card-shadow", done: 12, total: 48, elapsed: 0.5)

  @Test func wideTerminalShowsEverythingWithABarOfAtMostFortyCells() {
    let text = line.text(width: 120)
    #expect(text == "card-shadow ██████████······························ 25% 12/48 24.0 frames/s ETA 0:02")
    #expect(text.count <= 119)
  }

  @Test func theBarShrinksToTheWidth() {
    let text = line.text(width: 70)
    #expect(text.count == 69)
    #expect(text.hasPrefix("card-shadow ███"))
    #expect(text.hasSuffix(" 25% 12/48 24.0 frames/s ETA 0:02"))
  }

  @Test func narrowTerminalsDropTheBarThenTheFiguresThenCutTheLabel() {
    #expect(line.text(width: 50) == "card-shadow 25% 12/48 24.0 frames/s ETA 0:02")
    #expect(line.text(width: 30) == "card-shadow 25% 12/48")
    #expect(line.text(width: 17) == "card-shadow 25%")
    #expect(line.text(width: 12) == "card-s… 25%")
    #expect(line.text(width: 3) == "25")
  }

  @Test(arguments: [1, 2, 5, 10, 20, 40, 60, 80, 100, 200])
  func neverWiderThanTheTerminal(_ width: Int) {
    for done in [0, 1, 24, 48] {
      let text = ProgressLine(label: "a-rather-long-scene-name", done: done, total: 48, elapsed: 1).text(width: width)
      #expect(text.count <= max(1, width - 1), "\(width): \(text)")
    }
  }

  @Test func beforeAnyFrameThereIsNoRateNorETA() {
    let start = ProgressLine(label: "x", done: 0, total: 10, elapsed: 0)
    #expect(start.text(width: 100).hasSuffix(" 0% 0/10 – frames/s ETA –"))
    #expect(
      ProgressLine(label: "x", done: 10, total: 10, elapsed: 2).text(width: 100).hasSuffix(
        " 100% 10/10 5.0 frames/s ETA 0:00"))
  }

  @Test func etaReadsAsAClock() {
    #expect(ProgressLine.clock(0) == "0:00")
    #expect(ProgressLine.clock(6.2) == "0:07")
    #expect(ProgressLine.clock(750) == "12:30")
    #expect(ProgressLine.clock(3723) == "1:02:03")
  }
}
