import Foundation
import HeroEngine
import HeroFiles
import HeroModel
import HeroScene
import Testing

@testable import HeroCompositor

/// Hostile files (issue 8, findings 1, 3, 4, 5, 10, 11): special files as input, non-regular
/// outputs, failed writes, decompression bombs. Every case is an error naming the file and the
/// reason, never a hang, a crash or a half-written file.
@Suite struct HostileFileTests {
  /// A fresh folder, removed by the caller.
  static func folder(_ label: String = #function) throws -> String {
    let path =
      NSTemporaryDirectory() + "hero-hostile-\(label.filter(\.isLetter))-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func readError(_ path: String, _ kind: InputKind = .image, sandbox: String? = nil) -> String? {
    do {
      _ = try InputFile.read(path, kind: kind, sandbox: sandbox)
      return nil
    } catch {
      return error.description
    }
  }

  /// Finding 1 and 10: /dev/zero behind a symlink, a FIFO, /dev/urandom, a folder named x.png, a
  /// symlink loop and a dangling link are refused before reading, each with its reason.
  @Test func specialFilesAreRefusedBeforeReading() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/zero.png", withDestinationPath: "/dev/zero")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/random.json", withDestinationPath: "/dev/urandom")
    #expect(mkfifo(dir + "/fifo.png", 0o644) == 0)
    try FileManager.default.createDirectory(atPath: dir + "/x.png", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: dir + "/a.png", withDestinationPath: dir + "/b.png")
    try FileManager.default.createSymbolicLink(atPath: dir + "/b.png", withDestinationPath: dir + "/a.png")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/gone.png", withDestinationPath: dir + "/nothing")
    #expect(
      readError(dir + "/zero.png")
        == "\(dir)/zero.png: is a character device, not a regular file; an image must be a regular file")
    #expect(readError(dir + "/random.json", .scene)?.contains("is a character device") == true)
    #expect(
      readError(dir + "/fifo.png", .golden)
        == "\(dir)/fifo.png: is a FIFO (named pipe), not a regular file; a golden image must be a regular file"
    )
    #expect(readError(dir + "/x.png") == "\(dir)/x.png: is a directory, not an image")
    #expect(readError(dir + "/a.png") == "\(dir)/a.png: symlink loop (the links never reach a file)")
    #expect(readError(dir + "/gone.png") == "\(dir)/gone.png: is a symlink to a missing file")
    #expect(readError(dir + "/none.png") == "\(dir)/none.png: no such file")
  }

  /// Finding 1: the size cap is checked from the file's size, before a byte is read (a sparse file
  /// of 65 MB costs nothing to make).
  @Test func filesOverTheKindsCapAreRefused() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for kind in InputKind.allCases {
      let path = "\(dir)/big-\(kind.rawValue)"
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      #expect(truncate(path, off_t(kind.byteLimit + 1)) == 0)
      #expect(
        readError(path, kind)?.contains("the limit for \(kind.noun) is \(kind.byteLimit >> 20) MB") == true)
      #expect(truncate(path, off_t(10)) == 0)
      #expect(readError(path, kind) == nil)
    }
  }

  /// Finding 1: `lint` (scene loading) checks the files a scene refers to, so a scene whose image is
  /// /dev/zero or a FIFO fails at load, not when rendering.
  @Test func sceneLoadingChecksReferencedImages() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/zero.png", withDestinationPath: "/dev/zero")
    #expect(mkfifo(dir + "/fifo.png", 0o644) == 0)
    for name in ["zero.png", "fifo.png"] {
      try Self.scene(image: name).write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
      #expect(throws: SceneError.self) { try SceneLoader.load(path: dir + "/s.json") }
    }
  }

  /// Finding 11: with the sandbox (the project root, here the scene's folder), an image outside it
  /// (`../x.png`, or a symlink out) is refused; inside it is fine; without the sandbox relative
  /// paths still resolve.
  @Test func sandboxConfinesImagesToTheRoot() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir + "/scene", withIntermediateDirectories: true)
    try PNGCodec.write(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255]), to: dir + "/outside.png")
    try PNGCodec.write(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255]), to: dir + "/scene/inside.png")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/scene/link.png", withDestinationPath: "../outside.png")
    for (name, allowed) in [("inside.png", true), ("../outside.png", false), ("link.png", false)] {
      try Self.scene(image: name).write(toFile: dir + "/scene/s.json", atomically: true, encoding: .utf8)
      #expect((try? SceneLoader.load(path: dir + "/scene/s.json")) != nil, "\(name)")
      do {
        _ = try SceneLoader.load(path: dir + "/scene/s.json", sandbox: dir + "/scene")
        #expect(allowed, "\(name)")
      } catch {
        #expect(!allowed, "\(name)")
        #expect("\(error)".contains("outside the project root"), "\(error)")
      }
    }
  }

  /// Finding 4: a device, or a symlink to one, is written in place and stays what it was; a
  /// symlink to a regular file keeps the link and replaces its target; a folder is an error.
  @Test func nonRegularTargetsAreWrittenInPlace() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createSymbolicLink(atPath: dir + "/null", withDestinationPath: "/dev/null")
    try OutputFile.write(Array("hello".utf8), to: dir + "/null")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/null") == "/dev/null")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    if getuid() == 0 {
      #expect(mknod(dir + "/device", S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
      try OutputFile.write(Array("hello".utf8), to: dir + "/device")
      #expect(lstat(dir + "/device", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    } else {
      print("skipped: mknod of a device node needs root")
    }
    try "old".write(toFile: dir + "/target.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.txt", withDestinationPath: "target.txt")
    try OutputFile.write(Array("new".utf8), to: dir + "/link.txt")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.txt") == "target.txt")
    #expect(try String(contentsOfFile: dir + "/target.txt", encoding: .utf8) == "new")
    #expect(throws: FileError.self) { try OutputFile.write([1], to: dir) }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains("partial") }.isEmpty)
  }

  /// Finding 3: a failed write throws with errno's words (here /dev/full: ENOSPC) instead of
  /// trapping, and a failed regular file leaves no temporary behind.
  @Test func failedWritesThrow() throws {
    #expect(throws: FileError("/dev/full", "write failed (No space left on device)", code: ENOSPC)) {
      try OutputFile.write([1, 2, 3], to: "/dev/full")
    }
  }

  /// Finding 5: the decoder refuses images beyond the compositor's surface limit (16384 a side)
  /// with a message about the image, not `--scale`.
  @Test func decoderCapsImagesAtTheSurfaceLimit() throws {
    var message = ""
    do { _ = try PNGCodec.decode(PNGDecodeFuzzTests.withDimensions(16385, 1)) } catch {
      message = error.message
    }
    #expect(message.contains("image is 16385x1 pixels; the limit is 16384 pixels a side"), "\(message)")
    #expect(!message.contains("--scale"))
  }

  /// Finding 5: a 400-byte PNG whose tEXt chunk claims 2 GiB fails without allocating it (libpng
  /// may not allocate more for a chunk than the file holds).
  @Test func chunkLengthsBeyondTheFileAreRefused() throws {
    var bytes = PNGDecodeFuzzTests.withDimensions(1, 1)
    // Insert a tEXt chunk claiming 0x7FFFFFF0 bytes right after IHDR (8 + 25 bytes).
    let text: [UInt8] =
      PNGDecodeFuzzTests.bigEndian(0x7FFF_FFF0) + Array("tEXt".utf8) + [UInt8](repeating: 65, count: 300)
    bytes.insert(contentsOf: text, at: 33)
    var message = ""
    do { _ = try PNGCodec.decode(bytes) } catch { message = error.message }
    #expect(message.contains("chunk 'tEXt' at byte 33 claims 2147483632 bytes"), "\(message)")
  }

  /// Finding 5: each image file is decoded once and the surface shared by every worker's
  /// compositor (it used to be decoded, and held, once per worker).
  @Test func imagesAreDecodedOnceAcrossCompositors() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try PNGCodec.write(
      RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)), to: dir + "/i.png")
    try Self.scene(image: "i.png").write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
    let transition = try Transition(scene: SceneLoader.load(path: dir + "/s.json"))
    let workers = (0..<3).map { _ in Compositor() }
    for compositor in workers { _ = try compositor.render(transition.frame(at: 0), scale: 1) }
    let surfaces = workers.compactMap { $0.images[dir + "/i.png"]?.surface }
    #expect(surfaces.count == 3)
    #expect(surfaces.allSatisfy { $0 === surfaces[0] })
  }

  /// A scene with one image view.
  static func scene(image: String) -> String {
    """
    { "canvas": { "width": 20, "height": 20, "scale": 1 }, "fps": 10,
      "transition": { "kind": "present", "animation": "fade", "duration": 0.2 },
      "from": { "id": "a", "backgroundColor": "white", "children": [
        { "id": "i", "frame": [0, 0, 10, 10], "image": { "path": "\(image)" } } ] },
      "to": { "id": "b", "backgroundColor": "black" } }
    """
  }
}
