import Foundation
import HeroEngine
import HeroModel

/// A 500-view transition: a 20 × 25 grid of cells on each screen (every cell animating: fade,
/// scale, a cascade over the grid, a label inside each cell riding in its snapshot), half of the
/// to cells matched with from cells so pairs, global placement and re-raising are exercised.
func benchEngineScene() -> Scene {
  func grid(_ side: String, modifiers: [Modifier]) -> View {
    var cells: [View] = []
    for i in 0..<250 {
      let (col, row) = (Double(i % 10), Double(i / 10))
      let label = View(
        id: "\(side)label\(i)", frame: Rect(2, 2, 20, 6), backgroundColor: .white, modifiers: [.fade])
      cells.append(
        View(
          id: "\(side)cell\(i)", frame: Rect(col * 37.5, row * 26.6, 36, 25), backgroundColor: .blue,
          cornerRadius: 4, heroID: i % 2 == 0 ? "cell\(i)" : nil,
          modifiers: side == "to" ? [.scale(0.5), .fade] : [.translate(y: 40), .fade], children: [label]))
    }
    return View(
      id: side, frame: Rect(0, 0, 375, 667), backgroundColor: .white, modifiers: modifiers, children: cells)
  }
  return Scene(
    name: "bench-500", canvas: Canvas(width: 375, height: 667, scale: 2),
    transition: TransitionSettings(kind: .present, animation: .none),
    from: grid("from", modifiers: []),
    to: grid("to", modifiers: [.cascade(delta: 0.001, direction: .topToBottom)]))
}

func benchEngine() throws {
  let scene = benchEngineScene()
  var transition: Transition?
  let build = try milliseconds { transition = try Transition(scene: scene) }
  guard let transition else { return }
  let animated = transition.tree.nodes.count
  let count = transition.frameCount(fps: 60)
  var frames = 0
  var layers = 0
  var times: [Double] = []
  for _ in 0..<3 {
    times.append(
      milliseconds {
        for i in 0..<count {
          let frame = transition.frame(at: transition.frameTime(index: i, fps: 60))
          layers &+= frame.layers.count
          frames += 1
        }
      })
  }
  let best = times.min()!
  let perFrame = best / Double(count)
  print(
    "engine: \(scene.name), \(transition.plan.index.views.count) views, \(animated) animated, \(count) frames at 60 fps"
  )
  print("  build (passes, snapshots, durations): \(format(build)) ms")
  print(
    "  frame(at:): \(format(perFrame)) ms/frame, \(format(perFrame * 1000 / Double(animated))) µs per animated view-frame"
  )
  print("  (best of \(times.count) runs; \(frames) frames sampled, \(layers) top-level layers)")
  // Baseline, same run: what a frame costs when the pipeline (passes, snapshots, durations) is
  // re-run for every frame instead of once per transition.
  let baselineFrames = 5
  let baseline =
    try milliseconds {
      for i in 0..<baselineFrames {
        let fresh = try Transition(scene: scene)
        layers &+= fresh.frame(at: fresh.frameTime(index: i, fps: 60)).layers.count
      }
    } / Double(baselineFrames)
  print(
    "  baseline (pipeline re-run every frame): \(format(baseline)) ms/frame → \(format(baseline / perFrame))x slower"
  )
  print(
    "  budget (issue 3): 1000 µs per animated view-frame → \(format(perFrame * 1000 / Double(animated) / 10))% of it used"
  )
}
