import HeroEngine
import HeroModel
import HeroScene

/// `hero states`: a transition sampled at `fps` (frame i at `frameTime(index: i)`, the last at the end)
/// and written as the state dump (docs/state-dump.md), one frame at a time.
public enum StatesPipeline {
  /// Writes the dump of `transition` (built from `scene`) sampled at `fps` (default: the scene's) to
  /// `sink`, stopping at the first write `sink` throws from (`StateDump.write`).
  public static func write(
    scene: Scene, transition: Transition, fps: Double? = nil, to sink: (String) throws -> Void
  ) rethrows {
    let fps = fps ?? scene.fps
    try StateDump.write(
      scene: scene, fps: fps, duration: transition.totalDuration, frameCount: transition.frameCount(fps: fps),
      frame: { transition.frame(at: transition.frameTime(index: $0, fps: fps)) }, to: sink)
  }

  /// The whole dump as one string (for tests and small scenes).
  public static func encode(scene: Scene, transition: Transition, fps: Double? = nil) -> String {
    var text = ""
    write(scene: scene, transition: transition, fps: fps) { text += $0 }
    return text
  }
}
