import Foundation
import Testing

@testable import HeroFiles

/// The output-folder lifecycle the commands share: prepare (and undo when nothing was written),
/// lock, remove stale outputs; each failure names the folder, the step and why.
@Suite("Output folder")
struct OutputFolderTests {
  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "hero-output-folder-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  struct Failure: Error {}

  @Test func prepareCreatesTheFolderAndItsParents() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try OutputFolder.prepare(root + "/a/b/c")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: root + "/a/b/c", isDirectory: &isFolder) && isFolder.boolValue)
    try OutputFolder.prepare(root + "/a/b/c")  // already there: nothing to do
  }

  @Test func aFileInTheWayIsNamed() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    FileManager.default.createFile(atPath: root + "/afile", contents: Data())
    let error = #expect(throws: OutputFolderError.self) { try OutputFolder.prepare(root + "/afile/fade") }
    #expect(error?.step == .prepare && error?.path == root + "/afile/fade")
    #expect(
      error?.description == "cannot prepare output folder '\(root)/afile/fade': '\(root)/afile' is a file, not a folder"
    )
  }

  /// A body that fails removes the folders the call made while they are empty, and only those.
  @Test func aFailedBodyLeavesNoEmptyFolderItMade() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/kept", withIntermediateDirectories: false)
    #expect(throws: Failure.self) { try OutputFolder.prepare(root + "/kept/new/deeper") { throw Failure() } }
    #expect(Self.names(in: root) == ["kept"] && Self.names(in: root + "/kept") == [])
    // One that wrote something keeps it, and the folders holding it.
    #expect(throws: Failure.self) {
      try OutputFolder.prepare(root + "/kept/new/deeper") {
        FileManager.default.createFile(atPath: root + "/kept/new/deeper/frame-0000.png", contents: Data())
        throw Failure()
      }
    }
    #expect(Self.names(in: root + "/kept/new/deeper") == ["frame-0000.png"])
    // A body that succeeds keeps its folder even empty.
    let value = try OutputFolder.prepare(root + "/empty") { 7 }
    #expect(value == 7 && Self.names(in: root).contains("empty"))
  }

  @Test func parentOfAPath() {
    #expect(OutputFolder.parent(of: "a/b") == "a")
    #expect(OutputFolder.parent(of: "a/b/") == "a")
    #expect(OutputFolder.parent(of: "/a") == "/")
    #expect(OutputFolder.parent(of: "a") == nil)
    #expect(OutputFolder.parent(of: "/") == nil)
  }

  @Test func removeStaleDeletesOnlyEarlierOutputs() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for name in ["frame-0000.png", "frame-0001.png", "frame-notes.txt", "cover.png", "p050.png"] {
      FileManager.default.createFile(atPath: root + "/" + name, contents: Data())
    }
    try OutputFolder.removeStale(prefix: "frame-", suffix: ".png", in: root)
    #expect(Self.names(in: root) == ["cover.png", "frame-notes.txt", "p050.png"])
    let error = #expect(throws: OutputFolderError.self) {
      try OutputFolder.removeStale(prefix: "frame-", suffix: ".png", in: root + "/missing")
    }
    #expect(error?.description == "cannot list output folder '\(root)/missing': No such file or directory")
  }

  /// While one run holds the lock, another cannot take it (`flock` locks are per open folder, so a
  /// second descriptor in this process stands for a second run); it is free again afterwards.
  @Test func theLockExcludesAnotherHolderUntilTheBodyEnds() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    func otherRunCanLock() -> Bool {
      let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      defer { close(fd) }
      return flock(fd, LOCK_EX | LOCK_NB) == 0
    }
    let heldInside = try OutputFolder.withLock(root) { !otherRunCanLock() }
    #expect(heldInside)
    #expect(otherRunCanLock())
    // Thrown from the body: the lock is released too.
    #expect(throws: Failure.self) { try OutputFolder.withLock(root) { throw Failure() } }
    #expect(otherRunCanLock())
    let error = #expect(throws: OutputFolderError.self) { try OutputFolder.withLock(root + "/missing") {} }
    #expect(error?.description == "cannot open output folder '\(root)/missing': No such file or directory")
  }
}
