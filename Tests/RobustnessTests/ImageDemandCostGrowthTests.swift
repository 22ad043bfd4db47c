import Foundation
import HeroCompositor
import HeroEngine
import HeroScene
import HeroTestSupport
import Testing

/// What a scene's image references cost before any pixel is decoded: reading the scene (each
/// reference's header is checked) and measuring the image demand (`ImageDemand` walks every layer
/// at 121 moments), for n and 4n views that all show one file.
extension CostGrowthTests {
  /// A folder holding `one.png` (a 16 × 16 image) and a scene of `n` views showing it, each fading
  /// and zooming, so every sampled moment places every one of them.
  static func imageReferences(_ n: Int) throws -> String {
    let dir = NSTemporaryDirectory() + "hero-image-references-\(n)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try Data(PNGBomb.black(width: 16, height: 16)).write(to: URL(fileURLWithPath: dir + "/one.png"))
    let children = (0..<n).map {
      """
      { "id": "i\($0)", "frame": [\($0 % 90), \($0 % 150), 8, 8], "image": { "path": "one.png" }, "modifiers": "fade scale(\(1 + Double($0 % 7) / 2))" }
      """
    }.joined(separator: ",\n")
    try """
    { "canvas": { "width": 100, "height": 160, "scale": 2 },
      "transition": { "kind": "present", "animation": "none", "duration": 0.5 },
      "from": { "id": "a", "children": [\(children)] },
      "to": { "id": "b" } }
    """.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    return dir
  }

  /// 10,000 references to one image file cost 10,000 views, not 10,000 decodes: the scene reader
  /// and the demand grow linearly with the views, and the demand names the one file.
  @Test func imageReferencesCostLinearlyInViewsTimesMoments() throws {
    let (small, large) = (try Self.imageReferences(100), try Self.imageReferences(400))
    defer {
      try? FileManager.default.removeItem(atPath: small)
      try? FileManager.default.removeItem(atPath: large)
    }
    var transitions: [String: Transition] = [:]
    for dir in [small, large] { transitions[dir] = try Transition(scene: SceneLoader.load(path: dir + "/s.json")) }
    expectLinearCost(
      "reading 100 / 400 views showing one image",
      small: try bestThreadCPUSeconds { _ = try SceneLoader.load(path: small + "/s.json") },
      large: try bestThreadCPUSeconds { _ = try SceneLoader.load(path: large + "/s.json") })
    func demand(_ dir: String) -> ImageDemand {
      let transition = transitions[dir]!
      return ImageDemand.measure(
        duration: transition.totalDuration, frame: { transition.frame(at: $0) }, scale: 2, imageDirectory: nil)
    }
    let measured = demand(large)
    #expect(measured.shown.count == 1, "\(measured.shown.keys)")
    // At least a view's 8 points at scale 2, more while the zoom grows it.
    #expect(measured.shown.values.first.map { $0.width >= 16 } == true, "\(measured.shown)")
    expectLinearCost(
      "image demand of 100 / 400 views at 121 moments",
      small: bestThreadCPUSeconds { _ = demand(small) }, large: bestThreadCPUSeconds { _ = demand(large) })
  }
}
