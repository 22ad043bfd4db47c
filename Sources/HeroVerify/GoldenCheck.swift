import Foundation
import HeroCompositor
import HeroFiles

/// One rendered image against its golden PNG, and the images that explain a failure: the one
/// compare-and-artefact path behind `hero verify`, `hero serve` and the tests' `assertGolden`.
public enum GoldenCheck {
  public enum Outcome: Sendable {
    /// No file at the golden path.
    case missing
    /// The golden exists but cannot be read or decoded; why.
    case unreadable(String)
    /// Compared: passed or failed by the comparison's tolerance and budget.
    case compared(HeroCompositor.ComparisonResult, reference: RGBAImage)

    public var passed: Bool {
      if case .compared(let result, _) = self { return result.passed }
      return false
    }
  }

  /// Reads the golden at `goldenPath` (regular file, size-capped) and compares `actual` with it.
  public static func compare(_ actual: RGBAImage, goldenPath: String, comparison: ImageComparison) -> Outcome {
    var info = stat()
    guard stat(goldenPath, &info) == 0 else { return .missing }
    do {
      let reference = try PNGCodec.read(path: goldenPath, kind: .golden)
      return .compared(comparison.compare(reference: reference, actual: actual), reference: reference)
    } catch {
      return .unreadable("\(error)")
    }
  }

  /// Writes what explains a failed `outcome` into `directory` (created if needed) and returns the
  /// paths: `reference.png`, `actual.png` and `diff.png` after a comparison, `actual.png` alone when
  /// there is no readable golden, nothing when it passed.
  public static func writeArtefacts(for outcome: Outcome, actual: RGBAImage, to directory: String) throws
    -> [String]
  {
    switch outcome {
    case .compared(let result, let reference):
      guard !result.passed else { return [] }
      return try result.writeArtefacts(reference: reference, actual: actual, to: directory)
    case .missing, .unreadable:
      try OutputFolder.create(directory)
      try PNGCodec.write(actual, to: "\(directory)/actual.png")
      return ["\(directory)/actual.png"]
    }
  }
}
