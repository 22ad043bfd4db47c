import Foundation
import HeroCompositor
import HeroFiles
import HeroScene

/// The outcome of comparing one scene's samples with its goldens.
struct SceneVerification: Sendable {
  /// `unreadable`: the golden exists but cannot be read or decoded (that sample fails; the run goes on).
  enum Status: String, Sendable { case passed, failed, missing, unreadable }

  struct Sample: Sendable {
    var name: String
    var status: Status
    var differingPixels = 0
    var maxChannelDelta = 0
    var sizeMismatch = false
    /// Why the golden could not be read (`unreadable` only).
    var problem: String?
    /// reference / actual / diff PNGs written for a failure (actual only when the golden is missing).
    var artefacts: [String] = []
  }

  var id: String
  var file: String
  var samples: [Sample]

  var passed: Bool { samples.allSatisfy { $0.status == .passed } }

  /// Renders and compares every sample. Failures write artefacts under `<artefacts>/<id>/<sample>/`.
  static func run(
    _ golden: GoldenSamples, artefactsRoot: String, workers: Int?, progress: ProgressReporter?
  ) throws -> SceneVerification {
    let settings = golden.loaded.scene.golden
    let comparison = ImageComparison(tolerance: settings.tolerance, pixelBudget: settings.pixelBudget)
    let collected = Collected()
    let artefactsDirectory = (artefactsRoot as NSString).appendingPathComponent(golden.loaded.goldenID)
    // Images from an earlier run would be mistaken for this run's failures.
    try? FileManager.default.removeItem(atPath: artefactsDirectory)
    try golden.render(workers: workers, progress: progress) { job, actual in
      let directory = "\(artefactsDirectory)/\(job.name)"
      guard FileManager.default.fileExists(atPath: golden.goldenPath(job)) else {
        try OutputFolder.create(directory)
        try PNGCodec.write(actual, to: "\(directory)/actual.png")
        collected.add(Sample(name: job.name, status: .missing, artefacts: ["\(directory)/actual.png"]))
        return
      }
      let reference: RGBAImage
      do {
        reference = try PNGCodec.read(path: golden.goldenPath(job), kind: .golden)
      } catch {
        try OutputFolder.create(directory)
        try PNGCodec.write(actual, to: "\(directory)/actual.png")
        collected.add(
          Sample(
            name: job.name, status: .unreadable, problem: "\(error)", artefacts: ["\(directory)/actual.png"]))
        return
      }
      let result = comparison.compare(reference: reference, actual: actual)
      var sample = Sample(
        name: job.name, status: result.passed ? .passed : .failed, differingPixels: result.differingPixels,
        maxChannelDelta: result.maxChannelDelta, sizeMismatch: result.sizeMismatch)
      if !result.passed {
        try OutputFolder.create(directory)
        sample.artefacts = try result.writeArtefacts(reference: reference, actual: actual, to: directory)
      }
      collected.add(sample)
    }
    let order = golden.jobs.map(\.name)
    let samples = collected.samples.sorted {
      (order.firstIndex(of: $0.name) ?? 0) < (order.firstIndex(of: $1.name) ?? 0)
    }
    return SceneVerification(id: golden.loaded.goldenID, file: golden.loaded.file, samples: samples)
  }

  /// One line: `ok    basics/match-basic (5 samples)` or `FAIL  basics/x: p050 312 pixels differ …`.
  var summaryLine: String {
    if passed { return "ok    \(id) (\(samples.count) samples)" }
    let problems = samples.filter { $0.status != .passed }.map { s -> String in
      switch s.status {
      case .missing: return "\(s.name) has no golden"
      case .unreadable: return "\(s.name) golden unreadable (\(s.problem ?? "?"))"
      case .failed where s.sizeMismatch: return "\(s.name) size differs"
      default: return "\(s.name) \(s.differingPixels) pixels differ (max Δ \(s.maxChannelDelta))"
      }
    }
    let folder = samples.first { !$0.artefacts.isEmpty }.flatMap { $0.artefacts.first }
      .map { (($0 as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent }
    return "FAIL  \(id): " + problems.joined(separator: ", ") + (folder.map { "; see \($0)/" } ?? "")
  }

  var json: JSONOutput {
    .object([
      .init("scene", .string(file)), .init("id", .string(id)), .init("passed", .bool(passed)),
      .init(
        "samples",
        .array(
          samples.map { s in
            .object([
              .init("name", .string(s.name)), .init("status", .string(s.status.rawValue)),
              .init("differingPixels", .number(Double(s.differingPixels))),
              .init("maxChannelDelta", .number(Double(s.maxChannelDelta))),
              .init("sizeMismatch", .bool(s.sizeMismatch)),
              .init("problem", s.problem.map { .string($0) } ?? .null),
              .init("artefacts", .array(s.artefacts.map { .string($0) })),
            ])
          })),
    ])
  }
}

/// Samples gathered from worker threads.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [SceneVerification.Sample] = []
  func add(_ s: SceneVerification.Sample) { lock.withLock { items.append(s) } }
  var samples: [SceneVerification.Sample] { lock.withLock { items } }
}
