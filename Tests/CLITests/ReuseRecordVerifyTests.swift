import Foundation
import HeroCompositor
import Testing

/// Goldens recorded on one worker pass `verify` on two (issue 19 §1: frames depended on which
/// frames a worker painted before, so `record -j 1` then `verify -j 2` failed 4 of 11 samples of
/// the scene below at exact tolerance). Eleven samples, so that each worker paints several after
/// one another; the issue's scene and two the reuse fuzz (`ReuseFuzzTests`) found failing then.
@Suite struct ReuseRecordVerifyTests {
  static let samples = "\"golden\":{\"samples\":[0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,1]},"

  /// The issue's scene: a checkerboard scaled to fill a view inside a translucent group.
  static let issueScene = """
    {\(samples)"canvas":{"width":175,"height":799,"scale":1},"fps":20,
     "transition":{"kind":"push","animation":"none","duration":0.41,"containerColor":"orange"},
     "from":{"id":"a","backgroundColor":"#072844","children":[{"id":"vf0","frame":[11.69,289.42,131.07,597.37],"opacity":0.384,"children":[
       {"id":"vf0c0","frame":[-32.72,457.71,60.55,27.47],"modifiers":"scale(0.5)"},
       {"id":"vf0c1","frame":[65.47,322.72,90.61,458.29],"backgroundColor":"#6232F0","image":{"path":"checker.png","gravity":"resizeAspectFill"}}]}]},
     "to":{"id":"b","backgroundColor":"#8C8BD8"}}
    """

  /// Fuzz seed 79462570852399: scaled and rotated images in faded groups, a perspective card.
  static let fuzzScene = """
    {\(samples)"canvas":{"width":160,"height":531,"scale":1},"fps":30,
     "transition":{"kind":"pop","animation":"none","duration":0.32,"containerColor":"#C91A72"},
     "from":{"id":"a","backgroundColor":"#606571","children":[{"id":"a_1","frame":[105.88,415.26,110.1,413.3],"cornerRadius":10.6,"masksToBounds":true,"image":{"path":"ramp.png","gravity":"resizeAspect"}}]},
     "to":{"id":"b","backgroundColor":"#6C0E10","children":[{"id":"b_2","frame":[26.54,396.96,1.15,3.42],"backgroundColor":"#86D427","cornerRadius":6.9,"opacity":0.471,"transform":"rotate(0.41) scale(1.01)","modifiers":"overlay(0, 0, 0, 0.3) rotate(0.3) contentsRect(0.1, 0.1, 0.5, 0.5)","image":{"path":"small-checker.png","gravity":"center"}},{"id":"b_3","frame":[-8.99,264.94,136.37,440.37],"backgroundColor":"#98565C7F","opacity":0.761,"children":[{"id":"b_3_4","frame":[47.34,15.17,119.14,78.37],"backgroundColor":"#E7D979","cornerRadius":1.1,"image":{"path":"ramp.png","gravity":"center","contentsRect":[0.23,0.30,0.46,0.56]}},{"id":"b_3_5","frame":[67.99,128.37,84.65,6.39],"backgroundColor":"#FBE4E9","modifiers":"translate(14.2, 4.6) masksToBounds"}]},{"id":"b_6","frame":[46.27,-29.57,39.71,327.02],"opacity":0.311,"border":{"width":0.9,"color":"#FFB889"},"image":{"path":"ramp.png","gravity":"resizeAspect"},"children":[{"id":"b_6_7","frame":[22.20,120.00,33.75,8.7],"backgroundColor":"#FCA95578","opacity":0.238,"shadow":{"opacity":0.83,"offset":[-1.3,2.8],"radius":3.9},"heroID":"h1","modifiers":"translate(19.9, 2.9) perspective(200) rotate(0, 0.5, 0)"},{"id":"b_6_8","frame":[2.18,75.29,6.99,225.7],"backgroundColor":"#C196F9","cornerRadius":7.3,"image":{"path":"ramp.png","gravity":"resizeAspectFill"}},{"id":"b_6_9","frame":[2.50,234.40,27.86,18.85],"modifiers":"useGlobalCoordinateSpace zPosition(2)","text":{"string":"Quartz gy","font":{"size":17.2},"color":"#3001A0","lines":2}}]},{"id":"b_10","frame":[3.16,472.34,58.46,326.54],"children":[{"id":"b_10_11","frame":[-5.06,173.91,4.55,21.62],"transform":"rotate(-0.05) scale(1.46)","image":{"path":"small-checker.png","gravity":"resizeAspect"}},{"id":"b_10_12","frame":[0.59,-55.06,28.01,225.01],"opacity":0.680,"transform":"rotate(-0.07) scale(1.38)","heroID":"h1","modifiers":"cornerRadius(8) delay(0.05)","image":{"path":"small-checker.png","gravity":"resizeAspectFill"}}]}]}}
    """

  static func image(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height { for x in 0..<width { pixels += pixel(x, y) } }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// A one-pixel checkerboard alternating (0, 255, 0) and (255, 0, 255).
  static func checker(width: Int, height: Int) -> RGBAImage {
    image(width: width, height: height) { x, y in (x + y) % 2 == 0 ? [0, 255, 0, 255] : [255, 0, 255, 255] }
  }

  @Test func goldensRecordedOnOneWorkerVerifyOnTwo() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scenes = dir + "/scenes/reuse"
    try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
    try PNGCodec.write(Self.checker(width: 136, height: 107), to: scenes + "/checker.png")
    try PNGCodec.write(Self.checker(width: 37, height: 23), to: scenes + "/small-checker.png")
    try PNGCodec.write(
      Self.image(width: 24, height: 24) { x, y in [UInt8(255 - x * 10), 40, UInt8(x * 10), UInt8(255 - y * 10)] },
      to: scenes + "/ramp.png")
    try Self.issueScene.write(toFile: scenes + "/issue-19.json", atomically: true, encoding: .utf8)
    try Self.fuzzScene.write(toFile: scenes + "/fuzz-seed-399.json", atomically: true, encoding: .utf8)
    let record = try CLIRunner.run(["record", "-j", "1"], in: dir)
    #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
    let verify = try CLIRunner.run(["verify", "-j", "2"], in: dir)
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.hasSuffix("2 passed, 0 failed\n"), "\(verify.stdout)")
    // Frame 4 of the issue's repro, alone and after frames 0…3 on one worker.
    let alone = try CLIRunner.run(
      ["render", "scenes/reuse/issue-19.json", "--frames", "4", "-j", "1", "-o", "alone"], in: dir)
    let after = try CLIRunner.run(
      ["render", "scenes/reuse/issue-19.json", "--frames", "0..4", "-j", "1", "-o", "after"], in: dir)
    #expect(alone.status == 0 && after.status == 0, "\(alone.stderr)\(after.stderr)")
    let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/alone/issue-19/frame-0004.png"))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/after/issue-19/frame-0004.png"))
    #expect(a == b)
  }
}
