import Foundation
import Testing

/// A view thinner than a pixel is still snapshotted and drawn (issue 19 §5): its raster's sides
/// round up to at least one pixel, so `render` agrees with `lint`, which accepts the scene (it
/// used to exit 2 with "surface size 0x50 is empty … or make the view smaller").
@Suite struct HairlineSnapshotTests {
  static let scene = """
    {"canvas":{"width":100,"height":80,"scale":1},"transition":{"kind":"present","animation":"fade"},
     "from":{"id":"a","backgroundColor":"white","children":[
       {"id":"hair","frame":[10,10,0.3,50],"backgroundColor":"black","modifiers":"rotate(0.3)"}]},
     "to":{"id":"b","backgroundColor":"white"}}
    """

  @Test func aHairlineViewLintsAndRenders() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.scene.write(toFile: dir + "/hairline.json", atomically: true, encoding: .utf8)
    let lint = try CLIRunner.run(["lint", "hairline.json"], in: dir)
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    let render = try CLIRunner.run(["render", "hairline.json", "--frames", "0..2", "-o", "out"], in: dir)
    #expect(render.status == 0, "\(render.stdout)\(render.stderr)")
    #expect(!render.stderr.contains("make the view smaller"))
    #expect(CLIRunner.files(in: dir + "/out/hairline") == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
  }
}
