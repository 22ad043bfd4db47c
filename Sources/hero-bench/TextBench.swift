import HeroCompositor
import HeroModel

/// `hero-bench text`: a text-heavy @3x frame (40 labels on 20 cards) against the same frame with
/// the labels empty, in the same run. Labels are laid out once (cached), so moving frames should
/// cost little more than the frame without text.
func textBenchFrame(step: Int, withText: Bool) -> FrameState {
  let canvas = Size(390, 844)
  var layers = [
    Layer(key: "canvas", position: Point(195, 422), size: canvas, backgroundColor: Color(white: 0.94))
  ]
  for i in 0..<20 {
    let title = TextContent(
      "Card \(i + 1): Bright skies over the harbour", font: Font(size: 17, weight: .semibold))
    let body = TextContent(
      "Chart a course between the islands, trade spices and silk with every port you find.",
      font: Font(size: 13), color: Color(white: 0.35), lines: 2)
    let labels = [
      Layer(
        key: "title\(i)", position: Point(179, 14), size: Size(342, 22),
        contents: withText ? .text(title) : .none),
      Layer(
        key: "body\(i)", position: Point(179, 38), size: Size(342, 30),
        contents: withText ? .text(body) : .none),
    ]
    layers.append(
      Layer(
        key: "card\(i)", position: Point(195 + Double(step % 7), 24 + Double(i) * 41 + Double(step % 5)),
        size: Size(370, 38), backgroundColor: .white, cornerRadius: 10, sublayers: labels))
  }
  return FrameState(time: 0, progress: 0, canvasSize: canvas, layers: layers)
}

/// The same cards as Hero animates them in a transition: each card (with its labels) is a snapshot
/// bitmap, rendered on the first frame and stretched on the next ones.
func textSnapshotFrame(step: Int, withText: Bool) -> FrameState {
  var frame = textBenchFrame(step: 0, withText: withText)
  var snapshots: [String: Snapshot] = [:]
  for i in 1..<frame.layers.count {
    var card = frame.layers[i]
    let id = card.key
    card.position = Point(card.size.width / 2, card.size.height / 2)
    snapshots[id] = Snapshot(id: id, size: card.size, layers: [card])
    frame.layers[i].sublayers = []
    frame.layers[i].backgroundColor = nil
    frame.layers[i].contents = .snapshot(id: id)
    frame.layers[i].allowsGroupOpacity = false
    frame.layers[i].position.x += Double(step % 7) * 0.37
    frame.layers[i].position.y += Double(step % 5) * 0.53
    frame.layers[i].size.width += Double(step % 3)
  }
  frame.snapshots = snapshots
  return frame
}

func benchText() throws {
  let scale = 3.0
  let surface = try Surface(width: 1170, height: 2532)
  func moving(withText: Bool, snapshots: Bool = false) throws -> (cold: Double, frames: [Double]) {
    let make = snapshots ? textSnapshotFrame : textBenchFrame
    let compositor = Compositor()
    let cold = try milliseconds { try compositor.render(make(0, withText), scale: scale, into: surface) }
    var frames: [Double] = []
    for step in 1...40 {
      let frame = make(step, withText)
      frames.append(try milliseconds { try compositor.render(frame, scale: scale, into: surface) })
    }
    return (cold, frames)
  }
  // Interleaved runs, so machine noise affects both alike.
  var plain: [Double] = []
  var text: [Double] = []
  var colds: (plain: Double, text: Double) = (.infinity, .infinity)
  for _ in 0..<3 {
    let p = try moving(withText: false)
    let t = try moving(withText: true)
    plain += p.frames
    text += t.frames
    colds = (min(colds.plain, p.cold), min(colds.text, t.cold))
  }
  print("text: 1170x2532 (390x844 pt at 3x), 20 rounded cards, each with a title and a two-line body label")
  print("  without text (baseline): \(summary(plain)); first frame \(format(colds.plain)) ms")
  print(
    "  with 40 labels:          \(summary(text)); first frame \(format(colds.text)) ms (font map + layouts)")
  let mean = { (v: [Double]) in v.reduce(0, +) / Double(v.count) }
  print(
    "  ratio (mean): \(format(mean(text) / mean(plain)))x, (min): \(format(text.min()! / plain.min()!))x — goal ≤ 1.20x"
  )

  var plainSnapshots: [Double] = []
  var textSnapshots: [Double] = []
  for _ in 0..<3 {
    plainSnapshots += try moving(withText: false, snapshots: true).frames
    textSnapshots += try moving(withText: true, snapshots: true).frames
  }
  print("  the same cards as Hero's snapshot bitmaps (moving and stretching, as in a transition):")
  print("    without text (baseline): \(summary(plainSnapshots))")
  print("    with 40 labels:          \(summary(textSnapshots))")
  print(
    "    ratio (mean): \(format(mean(textSnapshots) / mean(plainSnapshots)))x, (min): \(format(textSnapshots.min()! / plainSnapshots.min()!))x"
  )
}
