import Foundation
import HeroSync
import HeroTestSupport
import Testing

/// Hostile environments end to end with the built `hero` (issue 8, findings 2, 3, 6, 8, 9, 10, 11):
/// signals mid-command, a failing ffmpeg, a full disk, corrupt goldens, bad option values. Each
/// ends in a clear error or a clean stop, never a crash, a hang or a partial file.
@Suite(.serialized) struct HostileRunTests {
  static let root = repositoryRoot()

  static func folder(_ label: String = #function) throws -> String {
    try HostileFileTests.folder(label)
  }

  /// A copy of match-basic with `change` applied to its JSON object, written to `dir/name`.
  static func scene(
    in dir: String, _ name: String = "s.json", _ change: (inout [String: Any]) -> Void = { _ in }
  )
    throws -> String
  {
    let data = try Data(contentsOf: URL(fileURLWithPath: root + "/scenes/basics/match-basic.json"))
    var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    object.removeValue(forKey: "$schema")
    change(&object)
    let path = dir + "/" + name
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func transition(_ object: inout [String: Any], duration: Double) {
    var t = object["transition"] as! [String: Any]
    t["duration"] = duration
    object["transition"] = t
  }

  /// Hidden temporaries (`.x.partial-…`, `x.png.tmp-…`) left in `dir` (recursively).
  static func leftovers(in dir: String) -> [String] {
    (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter {
      $0.contains(".partial-") || $0.contains(".tmp-")
    }
  }

  /// Finding 6: SIGINT, SIGTERM and SIGHUP mid-command stop `states -o`, `preview` and `render`,
  /// exit 128 + the signal, and leave no temporary file and no ffmpeg running.
  @Test(arguments: [(SIGTERM, "states"), (SIGINT, "preview"), (SIGINT, "gif"), (SIGHUP, "render")])
  func signalsStopCleanly(signal: Int32, command: String) throws {
    let dir = try Self.folder("signals\(command)")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = try Self.scene(in: dir) { Self.transition(&$0, duration: 60) }
    let arguments: [String] =
      switch command {
      case "states": ["states", scene, "-o", dir + "/o.json"]
      case "preview": ["preview", scene, "-o", dir + "/v.mp4", "--scale", "1"]
      // A GIF has two temporaries: its palette, then the animation.
      case "gif": ["preview", scene, "-o", dir + "/v.gif", "--scale", "1"]
      default: ["render", scene, "-o", dir + "/frames", "--fps", "30"]
      }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: heroExecutablePath())
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until the command is writing (its temporary exists), then interrupt it.
    var started = false
    for _ in 0..<300 where !started {
      usleep(20_000)
      started = !Self.leftovers(in: dir).isEmpty
    }
    #expect(started, "\(command) never started writing")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 128 + signal, "\(command)")
    #expect(Self.leftovers(in: dir).isEmpty, "\(Self.leftovers(in: dir))")
    #expect(!FileManager.default.fileExists(atPath: dir + "/o.json"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/v.mp4"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/v.gif"))
  }

  /// Finding 2: an ffmpeg that takes every frame and exits 0 after writing half a file is caught by
  /// the check of its output (ffprobe's frame count, or an empty file): exit 2, no video.
  @Test func brokenVideoFromASuccessfulFFmpegIsAnError() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = try Self.scene(in: dir)
    let fake = dir + "/bin/ffmpeg"
    try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
    // Swallow the frames, then write the first half of a real (tiny) MP4 header and succeed.
    try """
    #!/bin/sh
    for last; do :; done
    cat > /dev/null
    printf '\\000\\000\\000\\040ftypisom\\000\\000\\002\\000isomiso2' > "$last"
    exit 0
    """.write(toFile: fake, atomically: true, encoding: .utf8)
    chmod(fake, 0o755)
    let result = try runCLI(
      ["preview", scene, "-o", dir + "/v.mp4", "--scale", "1"], workingDirectory: dir,
      environment: ["HERO_FFMPEG": fake])
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardError.contains("ffmpeg"), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/v.mp4"))
    #expect(Self.leftovers(in: dir).isEmpty)
    // And an ffmpeg that writes nothing at all.
    try "#!/bin/sh\ncat > /dev/null\nexit 0\n".write(toFile: fake, atomically: true, encoding: .utf8)
    chmod(fake, 0o755)
    let empty = try runCLI(
      ["preview", scene, "-o", dir + "/v.gif", "--scale", "1"], workingDirectory: dir,
      environment: ["HERO_FFMPEG": fake])
    #expect(empty.status == 2)
    #expect(empty.standardError.contains("empty file"), "\(empty.standardError)")
  }

  /// Findings 2 and 3: on a full disk (a 64 KiB tmpfs) `states -o` and `preview` fail with the
  /// reason, exit 2, and leave nothing. Mounting needs root: without it the test is reported as
  /// skipped (not passed); as root a mount that fails is a failure, so CI (root) always checks.
  @Test(.enabled(if: getuid() == 0, "mounting a tmpfs needs root"))
  func fullDiskIsAnErrorWithNoPartialOutput() throws {
    let dir = try Self.folder()
    defer {
      _ = try? Self.runTool("/bin/umount", [dir + "/full"])
      try? FileManager.default.removeItem(atPath: dir)
    }
    let scene = try Self.scene(in: dir) { Self.transition(&$0, duration: 2) }
    try FileManager.default.createDirectory(atPath: dir + "/full", withIntermediateDirectories: true)
    let mounted = try Self.runTool("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir + "/full"])
    try #require(mounted == 0, "mounting a 64 KiB tmpfs as root failed (exit \(mounted)); the test needs it")
    // Leave about 8 KB free: less than any of the outputs below needs.
    var free = statvfs()
    #expect(statvfs(dir + "/full", &free) == 0)
    let filler = Int(free.f_bavail) * Int(free.f_frsize) - 8192
    #expect(
      FileManager.default.createFile(atPath: dir + "/full/filler", contents: Data(count: max(0, filler))))
    let states = try runCLI(["states", scene, "-o", dir + "/full/s.json"], workingDirectory: dir)
    #expect(states.status == 2)
    #expect(states.standardError.contains("No space left on device"), "\(states.standardError)")
    let preview = try runCLI(
      ["preview", scene, "-o", dir + "/full/v.webm", "--scale", "2"], workingDirectory: dir)
    #expect(preview.status == 2, "\(preview.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/full") == ["filler"])
  }

  /// Finding 4: `-o` naming a device or a symlink to one writes through it and leaves it in place;
  /// `sheet -o -` writes the PNG to standard output.
  @Test func devicesAndStandardOutputAsTargets() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = try Self.scene(in: dir)
    try FileManager.default.createSymbolicLink(atPath: dir + "/null", withDestinationPath: "/dev/null")
    let states = try runCLI(["states", scene, "-o", dir + "/null"], workingDirectory: dir)
    #expect(states.status == 0, "\(states.standardError)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/null") == "/dev/null")
    let sheet = try runCLI(["sheet", scene, "-o", "-", "--samples", "2"], workingDirectory: dir)
    #expect(sheet.status == 0, "\(sheet.standardError)")
    #expect(
      sheet.standardOutput.utf8.starts(with: [0x89, 0x50, 0x4E, 0x47])
        || sheet.standardOutput.hasPrefix("\u{FFFD}PNG"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/-"))
    let preview = try runCLI(["preview", scene, "-o", "-"], workingDirectory: dir)
    #expect(preview.status == 2)
    #expect(preview.standardError.contains("standard output"), "\(preview.standardError)")
  }

  /// Finding 9: a corrupt golden fails its own sample and the run goes on to report every scene
  /// (exit 1, not 2); `--report`/`--artefacts` naming a file is a clear error.
  @Test func corruptGoldenIsThatScenesFailure() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let a = try Self.scene(in: dir, "a.json")
    let b = try Self.scene(in: dir, "b.json")
    let record = try runCLI(["record", a, b, "--golden", dir + "/golden"], workingDirectory: dir)
    #expect(record.status == 0, "\(record.standardError)")
    // The scenes lie at the project root (the working folder): their golden identities are their names.
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: "\(dir)/golden/a/p050.png"))
    let verify = try runCLI(
      ["verify", a, b, "--golden", dir + "/golden", "--artefacts", dir + "/art"], workingDirectory: dir)
    #expect(verify.status == 1, "\(verify.standardError)")
    #expect(verify.standardOutput.contains("FAIL  \(a) p050"), "\(verify.standardOutput)")
    #expect(verify.standardOutput.contains("golden unreadable"), "\(verify.standardOutput)")
    #expect(verify.standardOutput.contains("ok    b ("), "\(verify.standardOutput)")
    try Data().write(to: URL(fileURLWithPath: dir + "/file"))
    for option in ["--report", "--artefacts"] {
      let blocked = try runCLI(
        ["verify", a, "--golden", dir + "/golden", option, dir + "/file"], workingDirectory: dir)
      #expect(blocked.status == 2)
      #expect(
        blocked.standardError.contains("\(option) '\(dir)/file': is a file, not a folder"),
        "\(blocked.standardError)")
      #expect(!blocked.standardError.contains("NSCocoaErrorDomain"))
    }
  }

  /// Finding 9: a failed `record` keeps the stale goldens (they are removed only after every new
  /// one is written).
  @Test func failedRecordKeepsTheOldGoldens() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let id = URL(fileURLWithPath: dir).lastPathComponent
    let golden = "\(dir)/golden/\(id)/s"
    try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
    for name in ["p025", "p100", "p033"] {
      try Data([1]).write(to: URL(fileURLWithPath: "\(golden)/\(name).png"))
    }
    try Data([0x89, 0x50, 0x4E, 0x47, 1, 2]).write(to: URL(fileURLWithPath: dir + "/broken.png"))
    let scene = try Self.scene(in: dir) { object in
      var from = object["from"] as! [String: Any]
      var children = from["children"] as! [[String: Any]]
      children[0]["image"] = ["path": "broken.png"]
      from["children"] = children
      object["from"] = from
      object["golden"] = ["samples": [0, 0.5]]
    }
    let result = try runCLI(["record", scene, "--golden", dir + "/golden"], workingDirectory: dir)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: golden)) == [
        "p025.png", "p100.png", "p033.png",
      ])
  }

  /// Finding 10: negative option values reach validation; `--scale 0.0001` is refused rather than
  /// writing 1×1 frames; exponents work in modifier strings; invalid UTF-8 names its byte offset;
  /// a 3600 s transition at 60 fps is over the frame limit.
  @Test func smallerFindings() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = try Self.scene(in: dir)
    let negative = try runCLI(["render", scene, "--at", "-1", "-o", dir + "/out"], workingDirectory: dir)
    #expect(negative.standardError.contains("'-1' is not a progress fraction"), "\(negative.standardError)")
    let tiny = try runCLI(["render", scene, "--scale", "0.0001", "-o", dir + "/out"], workingDirectory: dir)
    #expect(tiny.status == 2)
    #expect(tiny.standardError.contains("at least 1 pixel a side"), "\(tiny.standardError)")
    let exponent = try Self.scene(in: dir, "e.json") { object in
      var from = object["from"] as! [String: Any]
      var children = from["children"] as! [[String: Any]]
      children[1]["modifiers"] = "translate(1e2, -2.5E1) fade"
      from["children"] = children
      object["from"] = from
    }
    let lint = try runCLI(["lint", exponent], workingDirectory: dir)
    #expect(lint.status == 0, "\(lint.standardOutput)")
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: scene)))
    let at = bytes.firstIndex(of: UInt8(ascii: "m"))!
    bytes[at] = 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: dir + "/bad.json"))
    let utf8 = try runCLI(["lint", dir + "/bad.json"], workingDirectory: dir)
    #expect(utf8.status == 2)
    #expect(utf8.standardError.contains("invalid UTF-8 at byte offset \(at)"), "\(utf8.standardError)")
    let long = try Self.scene(in: dir, "long.json") { Self.transition(&$0, duration: 3600) }
    let frames = try runCLI(["states", long, "-o", dir + "/l.json"], workingDirectory: dir)
    #expect(frames.status == 2)
    #expect(
      frames.standardError.contains("216001 frames exceed the limit of 36000"), "\(frames.standardError)")
  }

  /// Finding 10: two full renders into one folder take turns (a folder lock): both succeed and the
  /// folder holds exactly one whole set of frames.
  @Test func concurrentRendersIntoOneFolder() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = try Self.scene(in: dir)
    let results = Locked<[Int32]>([])
    DispatchQueue.concurrentPerform(iterations: 3) { _ in
      let status =
        (try? runCLI(["render", scene, "-o", dir + "/out", "-j", "1"], workingDirectory: dir))?.status ?? -1
      results.withLock { $0.append(status) }
    }
    #expect(results.withLock { $0 } == [0, 0, 0])
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/out/s").sorted()
    #expect(
      files.count == 20 && files.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "\(files)")
  }

  /// Runs a system tool; its exit status.
  static func runTool(_ path: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
