import Foundation
import HeroCompositor
import HeroVerify
import Testing

/// Compares `image` with `golden/<relativePath>.png` (repository-relative) and records a test issue
/// when they differ beyond `tolerance` (per channel) and `pixelBudget` (differing pixels).
///
/// On a mismatch, `reference.png`, `actual.png` and `diff.png` are written under
/// `<repo>/artefacts/<relativePath>/` and their paths printed in the issue. With
/// `HERO_RECORD=missing|failed|all` the golden is (re)written instead, and the test fails anyway,
/// saying so: a recording run never passes.
public func assertGolden(
  _ image: RGBAImage, golden relativePath: String, tolerance: Int = 0, pixelBudget: Int = 0,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let root = repositoryRoot()
  let goldenPath = "\(root)/golden/\(relativePath).png"
  guard let mode = GoldenRecordMode.current(sourceLocation: sourceLocation) else { return }
  let exists = FileManager.default.fileExists(atPath: goldenPath)

  func record(_ why: String) {
    do {
      try FileManager.default.createDirectory(
        atPath: (goldenPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try PNGCodec.write(image, to: goldenPath)
      Issue.record(
        "recorded golden \(goldenPath) (\(why)); this run fails on purpose — check the image, then run the tests without HERO_RECORD",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record golden \(goldenPath): \(error)", sourceLocation: sourceLocation)
    }
  }

  guard exists else {
    if mode == .never {
      Issue.record(
        "missing golden \(goldenPath); record it with scripts/update-golden (HERO_RECORD=missing)",
        sourceLocation: sourceLocation)
    } else {
      record("it was missing")
    }
    return
  }
  if mode == .all {
    record("HERO_RECORD=all")
    return
  }
  let outcome = GoldenCheck.compare(
    image, goldenPath: goldenPath, comparison: ImageComparison(tolerance: tolerance, pixelBudget: pixelBudget))
  switch outcome {
  case .missing:
    Issue.record("golden \(goldenPath) disappeared during the test", sourceLocation: sourceLocation)
  case .compared(let result, _) where result.passed: return
  case .unreadable(let problem):
    if mode == .failed {
      record("the old one was unreadable")
    } else {
      Issue.record("unreadable golden: \(problem)", sourceLocation: sourceLocation)
    }
  case .compared(let result, let reference):
    if mode == .failed {
      record("it did not match: \(result)")
      return
    }
    var message = "\(relativePath): \(result)"
    if result.sizeMismatch {
      message += " (golden \(reference.width)x\(reference.height), actual \(image.width)x\(image.height))"
    }
    do {
      let paths = try GoldenCheck.writeArtefacts(for: outcome, actual: image, to: "\(root)/artefacts/\(relativePath)")
      message += "\nartefacts:\n  " + paths.joined(separator: "\n  ")
    } catch {
      message += "\n(could not write artefacts: \(error))"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
