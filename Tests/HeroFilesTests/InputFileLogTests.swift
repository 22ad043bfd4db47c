import Foundation
import Testing

@testable import HeroFiles

/// `InputFileLog` records the files a piece of work asks `InputFile` for — read, checked or
/// missing, each once — and only that work's: what `hero serve` watches to reload a scene.
@Suite struct InputFileLogTests {
  @Test func recordsEveryFileAskedForOnceAndOnlyInsideTheWork() throws {
    let folder = try OutputFolderTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (a, b, missing) = (folder + "/a.json", folder + "/b.png", folder + "/missing.png")
    try Data("{}".utf8).write(to: URL(fileURLWithPath: a))
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: b))
    _ = try InputFile.read(a, kind: .scene)  // outside any recording: noted nowhere
    let (bytes, files) = try InputFileLog.recording { () throws(FileError) -> [UInt8] in
      let read = try InputFile.read(a, kind: .scene)
      try InputFile.check(b, kind: .image)
      _ = try InputFile.read(a, kind: .scene)
      _ = try? InputFile.read(missing, kind: .image)
      return read
    }
    #expect(bytes == Array("{}".utf8))
    #expect(files == [a, b, missing])
  }

  @Test func concurrentRecordingsKeepTheirOwnFiles() throws {
    let folder = try OutputFolderTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let paths = (0..<8).map { folder + "/f\($0).png" }
    for path in paths { try Data([0]).write(to: URL(fileURLWithPath: path)) }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: paths.count) { i in
      let files = InputFileLog.recording { () -> Void in
        for _ in 0..<50 { _ = try? InputFile.read(paths[i], kind: .image) }
      }.files
      results.set(i, files)
    }
    #expect(paths.indices.map { results.files[$0] ?? [] } == paths.map { [$0] })
  }
}

/// Each worker's recorded files, by worker.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var byWorker: [Int: [String]] = [:]

  func set(_ worker: Int, _ files: [String]) { lock.withLock { byWorker[worker] = files } }

  var files: [Int: [String]] { lock.withLock { byWorker } }
}
