import Foundation
import HeroEngine
import HeroModel
import HeroScene
import HeroTestSupport
import Testing

/// Deterministic fuzzing of the scene reader and decoder on mutated gallery scenes: every input
/// either decodes or throws a `SceneError` that says where (a JSON path or a line and column), and
/// whatever decodes builds a transition (or throws a `TransitionError`) whose frames are sound.
@Suite struct SceneDecoderFuzzTests {
  /// The gallery, sorted so the mutation sequence is the same everywhere.
  static let scenes: [(path: String, bytes: [UInt8])] = {
    Gallery.scenes.compactMap { f in
      FileManager.default.contents(atPath: Gallery.path(f)).map { (Gallery.path(f), [UInt8]($0)) }
    }
  }()

  /// Seeds × mutations per gallery scene: 2 × 20 per gallery scene (33 today: 1320 documents).
  static let seeds: [UInt64] = [7, 8]
  static let mutationsPerScene = 20

  @Test func galleryIsThere() { #expect(Self.scenes.count >= Gallery.minimumSceneCount) }

  @Test(arguments: seeds)
  func mutatedGalleryScenesDecodeOrThrowWithALocation(seed: UInt64) {
    var mutator = SceneMutator(rng: SplitMix64(seed: seed))
    var sampled = 0
    defer {
      print("fuzz scene decoder seed \(seed): \(Self.scenes.count * Self.mutationsPerScene) mutated scenes")
    }
    for (path, bytes) in Self.scenes {
      let folder = (path as NSString).deletingLastPathComponent
      for _ in 0..<Self.mutationsPerScene {
        let input = mutator.mutate(bytes)
        if Self.expectSound(input, file: path, folder: folder) { sampled += 1 }
      }
    }
    // Mutants that fail to decode or build only have their error checked; enough must get through
    // to the engine for the frame checks to mean something.
    #expect(
      sampled >= Self.minimumSampled,
      "only \(sampled) of \(Self.scenes.count * Self.mutationsPerScene) mutants reached the engine")
  }

  /// Every prefix of a small scene: the reader must report the cut, never crash.
  @Test func truncationAtEveryPosition() throws {
    let (path, bytes) = try #require(Self.scenes.first { $0.path.hasSuffix("basics/match-basic.json") })
    // Up to the closing brace: a cut that only drops the final newline is still a whole document.
    let end = bytes.lastIndex(of: UInt8(ascii: "}")) ?? bytes.count
    for n in 0..<end {
      do {
        _ = try SceneLoader.decode(json: Array(bytes.prefix(n)), file: path, baseDirectory: "/")
        Issue.record("a scene cut at byte \(n) of \(bytes.count) decoded")
      } catch {
        #expect(error.line != nil && error.column != nil && !error.message.isEmpty, "cut at \(n): \(error)")
      }
    }
  }

  /// At least this many of a seed's mutants must decode, build and have their frames checked. Most
  /// mutations break the document, so few get through: 41 and 30 for seeds 7 and 8 when this was set.
  static let minimumSampled = 20

  /// Decodes `input`; a success must make sound frames, a failure must say where. True when frames
  /// were sampled (the mutant decoded and its transition built).
  @discardableResult
  static func expectSound(_ input: [UInt8], file: String, folder: String) -> Bool {
    let scene: Scene
    do {
      scene = try SceneLoader.decode(json: input, file: file, baseDirectory: folder)
    } catch {
      #expect(
        (!error.path.isEmpty || error.line != nil) && !error.message.isEmpty && error.file == file,
        "no location in \(error) for \(String(decoding: input.prefix(300), as: UTF8.self))")
      return false
    }
    guard let transition = try? Transition(scene: scene) else { return false }
    let total = transition.totalDuration
    #expect(total.isFinite && total >= 0, "\(scene.name): total duration \(total)")
    guard total.isFinite else { return false }
    for t in [-1, 0, total / 3, total * 0.9, total, total + 1] {
      let problems = FrameChecks.problems(in: transition.frame(at: t))
      #expect(problems.isEmpty, "\(scene.name) at t = \(t): \(problems.prefix(3))")
    }
    return true
  }
}
