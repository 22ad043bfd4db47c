import Foundation
import Testing

/// Text frames do not depend on the machine's font setup: the real CLI renders byte-identical PNGs
/// under a hostile fontconfig file (one that aliases Inter to another family and turns on full
/// hinting and subpixel rendering), another HOME with its own fonts.conf, and odd locales.
@Suite struct TextDeterminismTests {
  let scene = CLIRunner.scene("text/app-store-article.json")

  func render(in dir: String, environment: [String: String]) throws -> [String: Data] {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let result = try CLIRunner.run(
      ["render", scene, "-o", "frames", "--at", "0,0.5,1"], in: dir, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    var frames: [String: Data] = [:]
    for file in CLIRunner.files(in: dir + "/frames/app-store-article") {
      frames[file] = try Data(contentsOf: URL(fileURLWithPath: dir + "/frames/app-store-article/" + file))
    }
    return frames
  }

  @Test func hostileFontEnvironmentChangesNoByte() throws {
    let dir = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let plain = try render(in: dir + "/plain", environment: [:])
    #expect(plain.count == 3)

    let home = dir + "/home"
    try FileManager.default.createDirectory(
      atPath: home + "/.config/fontconfig", withIntermediateDirectories: true)
    let hostile = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig>
        <dir>/usr/share/fonts</dir>
        <match target="pattern"><test name="family"><string>Inter</string></test>
          <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit></match>
        <match target="font"><edit name="hinting" mode="assign"><bool>true</bool></edit>
          <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
          <edit name="rgba" mode="assign"><const>rgb</const></edit>
          <edit name="antialias" mode="assign"><bool>false</bool></edit></match>
      </fontconfig>
      """
    try hostile.write(toFile: home + "/.config/fontconfig/fonts.conf", atomically: true, encoding: .utf8)
    try hostile.write(toFile: dir + "/hostile.conf", atomically: true, encoding: .utf8)
    let environments: [[String: String]] = [
      [
        "FONTCONFIG_FILE": dir + "/hostile.conf", "HOME": home, "LANG": "tr_TR.UTF-8",
        "LC_ALL": "ar_EG.UTF-8",
      ],
      [
        "FONTCONFIG_FILE": "/nonexistent/bogus.conf", "FONTCONFIG_PATH": "/nonexistent", "HOME": home,
        "LC_ALL": "C",
      ],
      [
        "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "LANG": "ja_JP.eucJP", "PANGOCAIRO_BACKEND": "fc",
      ],
    ]
    for (i, environment) in environments.enumerated() {
      let frames = try render(in: dir + "/hostile-\(i)", environment: environment)
      #expect(frames.keys.sorted() == plain.keys.sorted())
      for (name, data) in plain { #expect(frames[name] == data, "\(name) differs under \(environment)") }
    }
  }
}
