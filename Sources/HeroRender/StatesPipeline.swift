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

  /// The dump of `transition` at `fps` in pieces of about `pieceBytes` (a piece ends after the
  /// frame that reaches that size), each computed only when asked for: a reader that pulls a piece,
  /// hands it on and pulls the next holds one piece at a time and no thread between pieces (`hero
  /// serve` streams the dump this way to a client of any speed). The pieces together are `write`'s
  /// output, byte for byte.
  public struct Pieces: Sendable {
    public let pieceBytes: Int
    private let scene: Scene
    private let transition: Transition
    private let fps: Double
    private let frameCount: Int
    /// The next frame to write; -1 before the header, `frameCount` + 1 once the footer is out.
    private var next = -1

    public init(scene: Scene, transition: Transition, fps: Double? = nil, pieceBytes: Int = 1 << 16) {
      self.scene = scene
      self.transition = transition
      self.fps = fps ?? scene.fps
      frameCount = transition.frameCount(fps: self.fps)
      self.pieceBytes = max(1, pieceBytes)
    }

    /// The next piece as UTF-8, or nil after the last.
    public mutating func nextPiece() -> [UInt8]? {
      guard next <= frameCount else { return nil }
      var piece: [UInt8] = []
      if next == -1 {
        piece +=
          StateDump.header(
            scene: scene, fps: fps, duration: transition.totalDuration, frameCount: frameCount
          ).utf8
        next = 0
      }
      while next < frameCount && piece.count < pieceBytes {
        let state = transition.frame(at: transition.frameTime(index: next, fps: fps))
        piece += StateDump.frameText(index: next, state).utf8
        next += 1
      }
      if next == frameCount && piece.count < pieceBytes {
        piece += StateDump.footer(frameCount: frameCount).utf8
        next += 1
      }
      return piece
    }
  }
}
