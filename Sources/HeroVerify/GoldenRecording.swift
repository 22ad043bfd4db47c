import Foundation
import HeroCompositor
import HeroFiles
import HeroModel
import HeroProject
import HeroRender
import HeroSync

/// Writing goldens: the path behind `hero record` and the review page's Accept button. Only ever
/// run on an explicit request; never a side effect of a comparison.
extension GoldenSamples {
  /// Which samples of a scene to (re)write.
  public struct RecordSelection: Sendable {
    /// Only these sample names (nil: every sample).
    public var names: Set<String>?
    /// Only samples whose golden file does not exist yet.
    public var missing: Bool
    /// Only samples that differ from their golden (by the scene's tolerance and budget) or have none.
    public var failed: Bool

    public init(names: Set<String>? = nil, missing: Bool = false, failed: Bool = false) {
      (self.names, self.missing, self.failed) = (names, missing, failed)
    }
  }

  /// Fails unless every name in `names` is one of this scene's samples, listing the real ones.
  public func checkSampleNames(_ names: Set<String>) throws(CLIError) {
    let unknown = names.subtracting(jobs.map(\.name)).sorted()
    guard unknown.isEmpty else {
      throw .badInput(
        "\(loaded.file): no sample named \(unknown.joined(separator: ", ")); its samples are "
          + jobs.map(\.name).joined(separator: ", "))
    }
  }

  /// The jobs `selection` picks, given the golden files that exist now.
  public func jobs(selectedBy selection: RecordSelection) -> [FrameJob] {
    let existing = Set((try? goldenFolder.names(in: loaded.goldenID)) ?? [])
    return jobs.filter {
      (selection.names?.contains($0.name) ?? true) && (!selection.missing || !existing.contains($0.name + ".png"))
    }
  }

  /// Renders and writes the selected samples (each PNG written to a temporary file and renamed into
  /// place), then, when every sample was selected, removes the folder's stale samples (files named
  /// as `sampleName` names them, nothing else). Nothing is written, read or deleted
  /// through a link inside the golden folder: a link there is refused with its path
  /// (`ConfinedFolder`). Returns how many goldens were written.
  ///
  /// Whenever a golden is written, `provenance` (the renderer that made it; `GoldenProvenance`) is
  /// written beside the goldens.
  public func record(
    _ selection: RecordSelection, workers: Int?, progress: (any FrameProgress)?,
    provenance: RendererProvenance = .current
  ) throws -> Int {
    let existing: [String]
    do {
      existing = try goldenFolder.names(in: loaded.goldenID)
      // A link where a golden goes is refused before anything is rendered.
      for job in jobs { try goldenFolder.requireRegularOrNothing(goldenFile(job)) }
    } catch {
      throw CLIError.badInput("cannot record into \(directory): \(error)")
    }
    let settings = loaded.scene.golden
    let comparison = ImageComparison(tolerance: settings.tolerance, pixelBudget: settings.pixelBudget)
    let written = Counter()
    let failedOnly = selection.failed
    let folder = goldenFolder
    try render(jobs(selectedBy: selection), workers: workers, progress: progress) { job, image in
      // --failed keeps a golden the new frame still matches: only real changes are rewritten.
      if failedOnly,
        GoldenCheck.compare(image, golden: folder, at: goldenFile(job), comparison: comparison).passed
      {
        return
      }
      try folder.write(PNGCodec.encode(image), to: goldenFile(job))
      written.increment()
    }
    if written.value > 0 { try GoldenProvenance.write(provenance, in: folder, id: loaded.goldenID) }
    // Stale samples go only once every new golden is written: a failed record keeps the old set.
    if !selection.missing && !selection.failed && selection.names == nil {
      let keep = Set(jobs.map { $0.name + ".png" })
      for name in existing where Self.isSampleFileName(name) && !keep.contains(name) {
        try folder.remove("\(loaded.goldenID)/\(name)")
      }
    }
    return written.value
  }
}

extension GoldenSamples {
  /// The golden files of the samples named, as they are now (nil: no file): what an undo of a
  /// record puts back. Read through the golden folder, never through a link; a golden that cannot
  /// be read is refused, so an undo never loses it.
  public func currentGoldens(_ names: Set<String>) throws(CLIError) -> [String: [UInt8]?] {
    try checkSampleNames(names)
    var out: [String: [UInt8]?] = [:]
    for job in jobs where names.contains(job.name) {
      do {
        out[job.name] = try goldenFolder.read(goldenFile(job), kind: .golden)
      } catch  where error.isMissing {
        out[job.name] = .some(nil)
      } catch {
        throw .badInput("cannot keep the golden \(goldenPath(job)) to undo with: \(error)")
      }
    }
    return out
  }

  /// The stamps of the named samples' goldens as they are now (`FileStamp`; all nil: no file),
  /// without following a link: what an undo compares with to see whether a golden changed since.
  public func goldenStamps(_ names: Set<String>) throws(CLIError) -> [String: FileStamp] {
    var out: [String: FileStamp] = [:]
    for job in jobs where names.contains(job.name) {
      do { out[job.name] = try goldenFolder.stamp(of: goldenFile(job)) } catch {
        throw .badInput("cannot look at the golden \(goldenPath(job)): \(error)")
      }
    }
    return out
  }

  /// Puts goldens back as `currentGoldens` kept them, through the golden folder as `record` writes
  /// (a temporary renamed into place, never through a link): each must be a PNG; a sample that had
  /// none loses its new file. Returns how many were restored.
  public func restore(_ previous: [String: [UInt8]?]) throws(CLIError) -> Int {
    try checkSampleNames(Set(previous.keys))
    for job in jobs {
      guard case .some(.some(let bytes)) = previous[job.name] else { continue }
      if case .failure(let problem) = PNGHeader.parse(bytes) {
        throw .badInput("cannot restore \(goldenPath(job)): the kept golden is \(problem)")
      }
    }
    var restored = 0
    for job in jobs {
      guard let bytes = previous[job.name] else { continue }
      do {
        if let bytes {
          try goldenFolder.write(bytes, to: goldenFile(job))
        } else {
          try goldenFolder.remove(goldenFile(job))
        }
      } catch {
        throw .badInput("cannot restore \(goldenPath(job)): \(error)")
      }
      restored += 1
    }
    return restored
  }
}

/// A count shared by worker threads.
private final class Counter: Sendable {
  private let count = Locked(0)
  func increment() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}
