import Foundation
import HeroTestSupport
import Testing

/// A decompression bomb as a scene image, end to end: `hero render` decodes it only as large as it
/// is shown (it used to take 2.1 GB), `hero lint` warns about what it costs, and a file over the
/// hard cap is a scene error (exit 2) naming the file, the path in the scene, its size and the cap.
@Suite struct ImageBombCommandTests {
  /// A 16384 × 16384 one-bit image in a 100 × 100 point view @3x.
  static let scene = """
    { "name": "bomb", "canvas": { "width": 120, "height": 120, "scale": 3 }, "fps": 10,
      "transition": { "kind": "present", "animation": "fade", "duration": 0.2 },
      "from": { "id": "a", "backgroundColor": "white", "children": [
        { "id": "photo", "frame": [10, 10, 100, 100], "image": { "path": "bomb.png" } } ] },
      "to": { "id": "b", "backgroundColor": "white" } }
    """

  func folder(png: [UInt8]) throws -> String {
    let dir = try CLIRunner.temporaryDirectory()
    try Self.scene.write(toFile: dir + "/bomb.json", atomically: true, encoding: .utf8)
    try Data(png).write(to: URL(fileURLWithPath: dir + "/bomb.png"))
    return dir
  }

  @Test func renderDrawsTheBombAndLintWarnsAboutIt() throws {
    let dir = try folder(png: PNGBomb.black(width: 16384, height: 16384))
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let render = try CLIRunner.run(["render", "bomb.json", "--frames", "0"], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    let frame = try CLIRunner.pngSize(dir + "/out/bomb/frame-0000.png")
    #expect(frame == (360, 360))
    let lint = try CLIRunner.run(["lint", "bomb.json"], in: dir)
    #expect(lint.status == 0, "\(lint.stderr)")
    #expect(
      lint.stdout.contains(
        "warning bomb.json: from.children[0].image.path (view from/photo): the image file bomb.png is 16384x16384 pixels (1-bit grey, 268435456 pixels) but is shown at most at 300x300 pixels at scale 3: it is decoded downsampled 27× to 607x607 pixels (1.4 MB)"
      ), "\(lint.stdout)")
    #expect(try CLIRunner.run(["lint", "bomb.json", "--strict"], in: dir).status == 2)
  }

  @Test func aFileOverTheCapIsASceneError() throws {
    let dir = try folder(png: PNGBomb.headerOnly(width: 20000, height: 20000))
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for command in ["render", "lint"] {
      let result = try CLIRunner.run([command, "bomb.json"], in: dir)
      #expect(result.status == 2, "\(command)")
      #expect(
        result.stderr.contains(
          "bomb.json: from.children[0].image.path (view from/photo): image file 'bomb.png' is 20000x20000 pixels (400000000 in all); an image file may hold at most 268435456 pixels"
        ), "\(command): \(result.stderr)")
      #expect(result.stderr.contains("scale the file down to the largest size it is shown at"), "\(result.stderr)")
    }
    #expect(CLIRunner.files(in: dir + "/out/bomb") == [])
  }
}
