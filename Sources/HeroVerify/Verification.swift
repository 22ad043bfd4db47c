import Foundation
import HeroCompositor
import HeroFiles
import HeroModel
import HeroRender
import HeroScene
import HeroSync

/// The outcome of comparing one scene's samples with its goldens. Decodable from its own `json`
/// form, so sharded runs' `report.json` files can be merged (`hero merge-reports`).
public struct SceneVerification: Sendable, Decodable {
  /// `unreadable`: the golden exists but cannot be read or decoded (that sample fails; the run goes on).
  public enum Status: String, Sendable, Decodable { case passed, failed, missing, unreadable }

  public struct Sample: Sendable, Decodable {
    public var name: String
    public var status: Status
    /// Seconds into the transition, and the nearest frame index at the scene's fps.
    public var time: Double
    public var frameIndex: Int
    public var goldenPath: String
    public var differingPixels = 0
    public var maxChannelDelta = 0
    public var sizeMismatch = false
    /// `400×712`: the golden's and the rendered frame's pixel sizes (golden empty when missing).
    public var goldenSize = ""
    public var actualSize = ""
    /// Why the golden could not be read (`unreadable` only).
    public var problem: String?
    /// reference / actual / diff PNGs written for a failure (actual only when the golden is missing).
    public var artefacts: [String] = []
    /// For a failure: how this run's renderer differs from the one that recorded the golden
    /// (`GoldenProvenance.note`), when it does.
    public var renderer: String?
    /// The box around every pixel beyond the tolerance (nil when none, or the sizes differ): the
    /// viewers' "crop to difference", worked out once here rather than again in each browser.
    public var differenceBox: Box?
    /// The views the difference is in, best match first (`ChangedViews`); nil when not worked out
    /// (a pass, a size mismatch, a missing golden).
    public var changedViews: [ChangedViews.View]?
  }

  /// A pixel rectangle: `{"x", "y", "width", "height"}` in report.json.
  public struct Box: Sendable, Decodable, Equatable {
    public var x, y, width, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
      (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    var json: JSONOutput {
      .object([
        .init("x", .number(Double(x))), .init("y", .number(Double(y))), .init("width", .number(Double(width))),
        .init("height", .number(Double(height))),
      ])
    }
  }

  /// `group/name`, and the scene file as given.
  public var id: String
  public var file: String
  public var fps: Double
  public var tolerance: Int
  public var pixelBudget: Int
  /// The golden root the run compared with (part of the accept command when not the default).
  public var golden: String
  public var samples: [Sample]
  /// The variant's folder name (`iPhone-SE.dark.XXXL`); nil for a scene without variants.
  public var variant: String? = nil

  enum CodingKeys: String, CodingKey {
    case id
    case file = "scene"
    case fps, tolerance, pixelBudget, golden, samples, variant
  }

  public var passed: Bool { samples.allSatisfy { $0.status == .passed } }
  public var failures: [Sample] { samples.filter { $0.status != .passed } }

  /// Renders and compares every sample. Failures write artefacts under `<artefacts>/<id>/<sample>/`
  /// and say so when `provenance` (this run's renderer) differs from the one that recorded the goldens.
  public static func run(
    _ golden: GoldenSamples, goldenRoot: String, artefactsRoot: String, workers: Int?,
    progress: (any FrameProgress)?, provenance: RendererProvenance = .current
  ) throws -> SceneVerification {
    try run(
      golden, goldenRoot: goldenRoot, artefacts: ConfinedFolder(artefactsRoot), workers: workers, progress: progress,
      provenance: provenance)
  }

  /// `run` with the artefacts folder `Project.outputFolders` resolved and checked (the commands').
  public static func run(
    _ golden: GoldenSamples, goldenRoot: String, artefacts: ConfinedFolder, workers: Int?,
    progress: (any FrameProgress)?, provenance: RendererProvenance = .current
  ) throws -> SceneVerification {
    let rendererNote = GoldenProvenance.note(
      recorded: GoldenProvenance.read(in: golden.goldenFolder, id: golden.loaded.goldenID), current: provenance)
    let settings = golden.loaded.scene.golden
    let fps = golden.loaded.scene.fps
    let comparison = ImageComparison(tolerance: settings.tolerance, pixelBudget: settings.pixelBudget)
    let collected = Collected()
    // Images from an earlier run would be mistaken for this run's failures (removed without
    // following a link inside the artefacts folder).
    try artefacts.removeTree(golden.loaded.goldenID)
    try golden.render(workers: workers, progress: progress) { job, actual in
      var sample = Sample(
        name: job.name, status: .passed, time: job.time, frameIndex: Int((job.time * fps).rounded()),
        goldenPath: golden.goldenPath(job), actualSize: "\(actual.width)×\(actual.height)")
      let outcome = GoldenCheck.compare(
        actual, golden: golden.goldenFolder, at: golden.goldenFile(job), comparison: comparison)
      switch outcome {
      case .missing: sample.status = .missing
      case .unreadable(let problem):
        sample.status = .unreadable
        sample.problem = problem
      case .compared(let result, let reference):
        sample.status = result.passed ? .passed : .failed
        sample.differingPixels = result.differingPixels
        sample.maxChannelDelta = result.maxChannelDelta
        sample.sizeMismatch = result.sizeMismatch
        sample.goldenSize = "\(reference.width)×\(reference.height)"
        if !result.passed { sample.renderer = rendererNote }
        sample.differenceBox = result.differenceBounds.map {
          Box(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
        }
        if !result.passed, !result.sizeMismatch, let box = sample.differenceBox {
          sample.changedViews = ChangedViews.find(
            in: golden.loaded.transition.frame(at: job.time), box: box, scale: golden.loaded.scene.canvas.scale)
        }
      }
      sample.artefacts = try GoldenCheck.writeArtefacts(
        for: outcome, actual: actual, in: artefacts, under: "\(golden.loaded.goldenID)/\(job.name)")
      collected.add(sample)
    }
    let order = Dictionary(golden.jobs.enumerated().map { ($1.name, $0) }, uniquingKeysWith: min)
    let samples = collected.samples.sorted { (order[$0.name] ?? 0) < (order[$1.name] ?? 0) }
    return SceneVerification(
      id: golden.loaded.goldenID, file: golden.loaded.file, fps: fps, tolerance: settings.tolerance,
      pixelBudget: settings.pixelBudget, golden: goldenRoot, samples: samples, variant: golden.loaded.variant?.name)
  }

  /// `ok    basics/match-basic (5 samples)` for a scene that passed; one `noGoldensLine` for a scene
  /// with no golden at all (five "no golden" lines would say one thing five times); else one
  /// `failureLine` per failing sample.
  public var summaryLines: [String] {
    if passed { return ["ok    \(id) (\(samples.count) samples)"] }
    if hasNoGoldens { return ["FAIL  " + noGoldensLine] }
    return failures.map { "FAIL  " + failureLine($0) }
  }

  /// True when no sample has a golden file yet (a new scene): one line says so, not one per sample.
  public var hasNoGoldens: Bool { !samples.isEmpty && samples.allSatisfy { $0.status == .missing } }

  /// `scenes/x.json: no goldens (5 samples in golden/x/): record with hero record scenes/x.json`.
  public var noGoldensLine: String {
    let folder = samples.first.map { ($0.goldenPath as NSString).deletingLastPathComponent + "/" } ?? golden
    return "\(label): no goldens (\(samples.count) samples in \(folder)): record with \(recordCommand)"
  }

  /// The command that records every sample of the scene (of its variant).
  public var recordCommand: String { recordCommand(samplesOption: "") }

  /// `hero record FILE [--variant V]` + `samplesOption` + `[--golden DIR]`, every value a quoted
  /// shell word (`ShellWord`): what the user pastes runs `hero record` on this scene and nothing else.
  private func recordCommand(samplesOption: String) -> String {
    "hero record \(ShellWord.quoted(file, isPath: true))" + variantOption + samplesOption
      + (golden == GoldenSamples.defaultRoot ? "" : " --golden \(ShellWord.quoted(golden, isPath: true))")
  }

  /// ` --variant iPhone-SE.dark` for a variant, so commands act on it alone; empty otherwise.
  var variantOption: String { variant.map { " --variant \(ShellWord.quoted($0))" } ?? "" }

  /// The scene file, with its variant in brackets when it has one: what the lines name.
  public var label: String { file + (variant.map { " [\($0)]" } ?? "") }

  /// Everything needed to act on one failing sample without opening anything else:
  /// `scenes/x.json p050 (t 0.25 s, frame 15 at 60 fps): 312 pixels differ, budget 0; max Δ 87,
  /// tolerance 0; golden golden/x/p050.png; diff artefacts/x/p050/diff.png; accept: hero record …`.
  public func failureLine(_ s: Sample) -> String {
    let when =
      "\(label) \(s.name) (t \(Self.seconds(s.time)) s, frame \(s.frameIndex) at \(Self.seconds(fps)) fps)"
    let what: String
    switch s.status {
    case .missing: what = "no golden at \(s.goldenPath)"
    case .unreadable: what = "golden unreadable (\(Excerpt.quote(s.problem ?? "?"))); golden \(s.goldenPath)"
    case .failed where s.sizeMismatch:
      what = "size differs: golden \(s.goldenSize), actual \(s.actualSize); golden \(s.goldenPath)"
    default:
      what =
        "\(s.differingPixels) pixels differ, budget \(pixelBudget); max Δ \(s.maxChannelDelta), tolerance \(tolerance); golden \(s.goldenPath)"
    }
    let shown = s.artefacts.last.map { "; \(($0 as NSString).lastPathComponent.dropLast(4)) \($0)" } ?? ""
    let renderer = s.renderer.map { "; \($0)" } ?? ""
    return "\(when): \(what)\(renderer)\(shown); accept: \(acceptCommand([s.name]))"
  }

  /// The command that records `sampleNames` as the new goldens.
  public func acceptCommand(_ sampleNames: [String]) -> String {
    recordCommand(samplesOption: " --samples \(ShellWord.quoted(sampleNames.joined(separator: ",")))")
  }

  /// `0.25`, `60`: short, exact enough to find the frame.
  public static func seconds(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  public var json: JSONOutput {
    .object([
      .init("scene", .string(file)), .init("id", .string(id)), .init("variant", variant.map { .string($0) } ?? .null),
      .init("passed", .bool(passed)),
      .init("fps", .number(fps)), .init("tolerance", .number(Double(tolerance))),
      .init("pixelBudget", .number(Double(pixelBudget))), .init("golden", .string(golden)),
      .init(
        "samples",
        .array(
          samples.map { s in
            .object([
              .init("name", .string(s.name)), .init("status", .string(s.status.rawValue)),
              .init("time", .number(s.time)), .init("frameIndex", .number(Double(s.frameIndex))),
              .init("goldenPath", .string(s.goldenPath)),
              .init("differingPixels", .number(Double(s.differingPixels))),
              .init("maxChannelDelta", .number(Double(s.maxChannelDelta))),
              .init("sizeMismatch", .bool(s.sizeMismatch)), .init("goldenSize", .string(s.goldenSize)),
              .init("actualSize", .string(s.actualSize)),
              .init("problem", s.problem.map { .string($0) } ?? .null),
              .init("artefacts", .array(s.artefacts.map { .string($0) })),
              .init("renderer", s.renderer.map { .string($0) } ?? .null),
              .init("differenceBox", s.differenceBox?.json ?? .null),
              .init(
                "changedViews",
                s.changedViews.map { views in
                  .array(views.map { .object([.init("side", .string($0.side)), .init("view", .string($0.view))]) })
                } ?? .null),
            ])
          })),
    ])
  }
}

/// Samples gathered from worker threads.
private final class Collected: Sendable {
  private let items = Locked<[SceneVerification.Sample]>([])
  func add(_ s: SceneVerification.Sample) { items.withLock { $0.append(s) } }
  var samples: [SceneVerification.Sample] { items.withLock { $0 } }
}
