import Foundation
import HeroCompositor
import HeroFiles
import HeroModel
import HeroProject
import HeroRender

/// A scene's golden samples: which progress fractions, the frame jobs for them, and where their
/// golden PNGs live (`<golden>/<group>/<name>/p050.png`).
public struct GoldenSamples: Sendable {
  /// The golden folder the commands use unless told otherwise (`--golden`).
  public static let defaultRoot = "golden"

  public let loaded: LoadedScene
  /// `<golden>/<group>/<name>`.
  public let directory: String
  public let jobs: [FrameJob]

  /// The golden folder, read and written without following links below it.
  public let goldenFolder: ConfinedFolder

  /// The samples of `loaded` with goldens in `goldenRoot`, opened as named (the Swift API's caller
  /// chose it); the commands pass the folder `Project.outputFolders` resolved and checked.
  public init(_ loaded: LoadedScene, goldenRoot: String) {
    self.init(loaded, golden: ConfinedFolder(goldenRoot))
  }

  public init(_ loaded: LoadedScene, golden: ConfinedFolder) {
    self.loaded = loaded
    goldenFolder = golden
    directory = goldenFolder.path(loaded.goldenID)
    jobs = loaded.scene.golden.samples.map {
      FrameJob(name: Self.sampleName(progress: $0), time: loaded.time(atProgress: $0))
    }
  }

  public func goldenPath(_ job: FrameJob) -> String { "\(directory)/\(job.name).png" }

  /// `job`'s golden inside the golden folder (`basics/fade/p050.png`).
  public func goldenFile(_ job: FrameJob) -> String { "\(loaded.goldenID)/\(job.name).png" }

  /// The bytes of `job`'s golden PNG, never through a link (`hero serve` shows it).
  public func readGolden(_ job: FrameJob) throws(FileError) -> [UInt8] {
    try goldenFolder.read(goldenFile(job), kind: .golden)
  }

  /// Renders `subset` (default: every sample) at the scene's own scale and hands each image to
  /// `deliver` on a worker thread.
  public func render(
    _ subset: [FrameJob]? = nil, workers: Int?, progress: (any FrameProgress)?,
    deliver: @escaping @Sendable (FrameJob, RGBAImage) throws -> Void
  ) throws {
    let scale = loaded.scene.canvas.scale
    try FrameRenderer(
      transition: loaded.transition, scale: scale, workers: loaded.workers(requested: workers, scale: scale)
    )
    .render(subset ?? jobs, progress: progress, deliver: deliver)
  }
}
