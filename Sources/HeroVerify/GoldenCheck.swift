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
  /// Only the file itself is kept from following a link (tests name their goldens directly).
  public static func compare(_ actual: RGBAImage, goldenPath: String, comparison: ImageComparison) -> Outcome {
    let parent = OutputFolder.parent(of: goldenPath) ?? "."
    return compare(
      actual, golden: ConfinedFolder(parent), at: String(goldenPath.dropFirst(parent == "." ? 0 : parent.count + 1)),
      comparison: comparison)
  }

  /// Reads the golden `relative` inside the golden folder `golden` without following any link below
  /// it (a linked golden is `unreadable`, naming the link: its pixels never reach the artefacts),
  /// and compares `actual` with it.
  public static func compare(
    _ actual: RGBAImage, golden: ConfinedFolder, at relative: String, comparison: ImageComparison
  ) -> Outcome {
    let bytes: [UInt8]
    do {
      bytes = try golden.read(relative, kind: .golden)
    } catch {
      return error.isMissing ? .missing : .unreadable(error.description)
    }
    do {
      let reference = try PNGCodec.decode(bytes)
      return .compared(comparison.compare(reference: reference, actual: actual), reference: reference)
    } catch {
      return .unreadable("\(golden.path(relative)): \(error)")
    }
  }

  /// Writes what explains a failed `outcome` into `directory` (created if needed) and returns the
  /// paths: `reference.png`, `actual.png` and `diff.png` after a comparison, `actual.png` alone when
  /// there is no readable golden, nothing when it passed.
  public static func writeArtefacts(for outcome: Outcome, actual: RGBAImage, to directory: String) throws
    -> [String]
  {
    try writeArtefacts(for: outcome, actual: actual, in: ConfinedFolder(directory), under: "")
  }

  /// `writeArtefacts`, into the folder `relative` of the artefacts folder `artefacts`, never
  /// through a link below it.
  public static func writeArtefacts(
    for outcome: Outcome, actual: RGBAImage, in artefacts: ConfinedFolder, under relative: String
  ) throws -> [String] {
    var images: [(String, RGBAImage)]
    switch outcome {
    case .compared(let result, let reference):
      guard !result.passed else { return [] }
      images = [
        ("reference", reference), ("actual", actual), ("diff", result.diffImage(reference: reference, actual: actual)),
      ]
    case .missing, .unreadable:
      images = [("actual", actual)]
    }
    var written: [String] = []
    for (name, image) in images where image.width > 0 && image.height > 0 {
      let file = relative.isEmpty ? "\(name).png" : "\(relative)/\(name).png"
      try artefacts.write(PNGCodec.encode(image), to: file)
      written.append(artefacts.path(file))
    }
    return written
  }
}
