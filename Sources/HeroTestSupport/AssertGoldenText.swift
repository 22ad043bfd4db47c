import Foundation
import Testing

/// Compares `text` with the file at `path` (absolute) and records a test issue when they differ,
/// naming the first differing line. With `HERO_RECORD=missing|failed|all` the file is (re)written
/// instead and the test fails anyway, saying so: as for images, a recording run never passes.
public func assertGoldenText(
  _ text: String, golden path: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let mode = GoldenRecordMode.current(sourceLocation: sourceLocation) else { return }
  let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  func record(_ why: String) {
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      Issue.record(
        "recorded golden \(path) (\(why)); this run fails on purpose — read it, then run the tests without HERO_RECORD",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record golden \(path): \(error)", sourceLocation: sourceLocation)
    }
  }
  guard let existing else {
    if mode == .never {
      Issue.record(
        "missing golden \(path); record it with HERO_RECORD=missing", sourceLocation: sourceLocation)
    } else {
      record("it was missing")
    }
    return
  }
  if mode == .all { return record("HERO_RECORD=all") }
  guard existing != text else { return }
  if mode == .failed { return record("it differed") }
  let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
  let new = text.split(separator: "\n", omittingEmptySubsequences: false)
  let line =
    zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
  let expected = line < old.count ? String(old[line]) : "(end of file)"
  let actual = line < new.count ? String(new[line]) : "(end of file)"
  Issue.record(
    "\(path) differs at line \(line + 1):\n  golden: \(expected)\n  actual: \(actual)\n(re-record with HERO_RECORD=failed if the change is intended)",
    sourceLocation: sourceLocation)
}
