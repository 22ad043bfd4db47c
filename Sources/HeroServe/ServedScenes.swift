import Foundation
import HeroCache
import HeroCompositor
import HeroEngine
import HeroFiles
import HeroProject
import HeroRender
import HeroScene
import HeroSync
import HeroVerify

/// The scene files one `hero serve` was started with, and their goldens: the only files the server
/// reads or writes. Clients name a scene by its golden id (`basics/match-basic`), never by a path,
/// so no request can reach another file.
///
/// Each scene is reloaded when its file, or any file it was made from (images, storyboards, asset
/// catalogs, fonts), changes (size, modification time or inode); the last load is kept, so a broken
/// edit reports its error while the page keeps the last good frames. What is cached for a scene
/// (frames, image demand) belongs to one load, so no version, scale or variant sees another's.
public final class ServedScenes: @unchecked Sendable {
  /// A served scene file (one entry per variant of a scene with variants): the path as given, its
  /// id (the golden folder below the golden root: `basics/card/iPhone-SE.dark`) and its variant.
  public struct Entry: Sendable {
    public let file: String
    public let id: String
    public var variant: String? = nil
  }

  public let entries: [Entry]
  /// `entries` by id: every request names its scene, so the lookup stays as cheap with many scenes.
  private let entriesByID: [String: Entry]
  public let goldenRoot: String
  /// The golden folder as `Project.outputFolders` resolved and checked it: every golden read,
  /// written and restored goes through it.
  let goldenFolder: ConfinedFolder
  /// Where verify writes reference/actual/diff images for the review page (a private temporary folder).
  let artefactsRoot: String
  /// Where an Accept keeps the goldens it replaced until Undo or Keep (`GoldenUndo`): private too.
  let undoRoot: String
  /// Scenes load with `--sandbox`: the files they refer to must stay inside the allowed root.
  public let sandbox: Bool
  /// The working directory's project, which scenes load in.
  let project: Project

  /// What the server keeps between requests.
  private struct Kept {
    /// Each served scene's last load: its input stamps, version and error, the goldens it watches.
    var loads: [String: Load] = [:]
    /// The scenes of the last `keptScenes` loads, by id: a file with 336 variants is 336 served
    /// scenes, and a client asking for each holds only these in memory (one not kept loads again
    /// under the same version while its inputs are unchanged).
    var scenes = BoundedCache<String, ServedScene>(capacity: ServedScenes.keptScenes)
    var frames = BoundedCache<FrameKey, [UInt8]>(capacity: ServedScenes.cachedFrames)
    var verifications: [String: SceneVerification] = [:]
    var lastPoll: (at: ContinuousClock.Instant, stamps: [String: FileStamp])?
    /// Scenes being loaded now: one load of a scene at a time (single flight), so two requests
    /// never load it at once under the same version and mix their cached frames.
    var loading: Set<String> = []
  }

  private let kept = Locked(Kept())

  /// Encoded frames kept in memory: a few scrubs through a typical scene (each PNG is 10–200 kB).
  static let cachedFrames = 256
  /// Loaded scenes kept in memory (each holds its views and the engine's plan of its transition).
  static let keptScenes = 64
  /// Larger PNGs (huge `scale`s) are not kept, so the cache holds at most 256 MB.
  static let cachedFrameBytes = 1 << 20

  /// Fails when two files share a golden identity in the working directory's project (their
  /// goldens would collide; `Project.scenes`) or `files` is empty. A scene with variants is served
  /// once for each variant `variants` selects.
  public init(
    files: [String], goldenRoot: String, artefactsRoot: String, undoRoot: String? = nil, sandbox: Bool = false,
    variants: VariantFilter = .all
  ) throws(CLIError) {
    var entriesByID: [String: Entry] = [:]
    var entries: [Entry] = []
    let project = try Project.current()
    for scene in try project.variantPairs(project.scenes(files), sandbox: sandbox, filter: variants) {
      let entry = Entry(file: scene.file, id: scene.goldenFolderID, variant: scene.variant)
      entriesByID[entry.id] = entry
      entries.append(entry)
    }
    guard !entries.isEmpty else { throw .badInput("no scene files to serve") }
    goldenFolder = try project.outputFolders(
      [.init(goldenRoot, .golden, option: goldenRoot == project.goldenFolder ? nil : "--golden")],
      scenes: entries.map(\.file), sandbox: sandbox)[0]
    self.entries = entries
    self.entriesByID = entriesByID
    self.goldenRoot = goldenRoot
    self.artefactsRoot = artefactsRoot
    self.undoRoot = undoRoot ?? artefactsRoot + "-undo"
    self.sandbox = sandbox
    self.project = project
  }

  /// The entry for `id`, or a 404 listing how to find the served ids.
  func entry(_ id: String) throws(ServeError) -> Entry {
    guard let entry = entriesByID[id] else {
      throw .notFound("no served scene '\(id.prefix(80))'; GET /api/scenes lists them")
    }
    return entry
  }

  /// The scene as its file is now (its samples worked out once per load, not per request).
  func load(_ id: String) throws(ServeError) -> ServedScene {
    let entry = try entry(id)
    // A second request for a scene being loaded waits for that load, then finds it current.
    self.kept.withLock(when: { !$0.loading.contains(id) }, { _ = $0.loading.insert(id) })
    defer { self.kept.withLock { _ = $0.loading.remove(id) } }
    let (cached, kept) = self.kept.withLock { ($0.loads[id], $0.scenes[id]) }
    var version = (cached?.version ?? 0) + 1
    if let cached, cached.isCurrent {
      if let kept, kept.version == cached.version { return kept }
      if let error = cached.error { throw ServeError.invalidScene(error) }
      // Unchanged but no longer kept: loaded again as the same version (its frames still hold).
      version = cached.version
    }
    // Stamped before reading, so an edit made while loading is seen by the next request.
    let before = FileStamp(entry.file)
    let (outcome, read) = InputFileLog.recording { () -> Result<LoadedScene, CLIError> in
      do throws(CLIError) {
        return .success(try LoadedScene.load(entry.file, sandbox: sandbox, project: project, variant: entry.variant))
      } catch {
        return .failure(error)
      }
    }
    let stamps = Load.stamps(of: read, scene: entry.file, before: before)
    switch outcome {
    case .success(let scene):
      let served = ServedScene(scene: scene, version: version, samples: GoldenSamples(scene, golden: goldenFolder))
      self.kept.withLock {
        $0.loads[id] = Load(stamps: stamps, version: version, error: nil, watchedGoldens: served.watchedGoldens)
        $0.scenes[id] = served
      }
      return served
    case .failure(let error):
      self.kept.withLock {
        $0.loads[id] = Load(
          stamps: stamps, version: version, error: error, watchedGoldens: cached?.watchedGoldens ?? [])
        $0.scenes[id] = nil
      }
      throw ServeError.invalidScene(error)
    }
  }

  /// The PNG of frame `index` at `scale`, rendered through `FrameRenderer` on first request, on
  /// `work` (as many frames of this size at once as the memory budget allows).
  func framePNG(_ id: String, index: Int, scale: Double?, on work: WorkPool) async throws -> [UInt8] {
    let served = try load(id)
    let (loaded, version) = (served.scene, served.version)
    let count = loaded.transition.frameCount(fps: loaded.scene.fps)
    guard (0..<count).contains(index) else {
      throw ServeError.badRequest("frame \(index) is outside the scene's \(count) frames (0…\(count - 1))")
    }
    let renderScale: Double
    do { renderScale = try loaded.scale(override: scale, option: "scale") } catch {
      throw ServeError.badRequest(error.message)
    }
    let key = FrameKey(id: id, version: version, index: index, scale: renderScale)
    if let png = kept.withLock({ $0.frames[key] }) { return png }
    let time = loaded.transition.frameTime(index: index, fps: loaded.scene.fps)
    let limit: Int
    do { limit = try loaded.workers(requested: nil, scale: renderScale) } catch {
      throw ServeError.badRequest(error.message)
    }
    let png = try await work.run(limit: limit) {
      try Self.png(loaded, time: time, scale: renderScale, imageDemand: served.imageDemand(scale: renderScale))
    }
    if png.count <= Self.cachedFrameBytes { kept.withLock { $0.frames[key] = png } }
    return png
  }

  /// One frame's PNG through the real renderer, on one worker (concurrent requests are the
  /// parallelism): the bytes `hero render` writes for it.
  static func png(_ loaded: LoadedScene, time: Double, scale: Double, imageDemand: ImageDemand) throws -> [UInt8] {
    let result = Locked<[UInt8]?>(nil)
    try FrameRenderer(transition: loaded.transition, scale: scale, workers: 1, imageDemand: imageDemand)
      .encodePNGs([FrameJob(name: "frame", time: time)]) { _, png in result.withLock { $0 = png } }
    guard let png = result.withLock({ $0 }) else {
      throw ServeError(.internalServerError, "the renderer returned no frame")
    }
    return png
  }

  /// Image demands held for every kept scene's load (for tests: a reload drops its version's).
  var heldImageDemands: Int {
    kept.withLock { kept in entries.reduce(0) { $0 + (kept.scenes[$1.id]?.heldImageDemands ?? 0) } }
  }

  /// How many loaded scenes are kept in memory now (at most `keptScenes`).
  var keptSceneCount: Int { kept.withLock { $0.scenes.count } }

  /// The last verification of `id` (its artefact list is what `/api/artefact` may serve).
  func verification(_ id: String) -> SceneVerification? { kept.withLock { $0.verifications[id] } }

  func store(_ verification: SceneVerification) { kept.withLock { $0.verifications[verification.id] = verification } }

  func forgetVerification(_ id: String) { kept.withLock { $0.verifications[id] = nil } }

  /// Stamps of every served scene file and of its samples' golden PNGs (as of its last good load):
  /// what the event stream watches. No folder is listed, so a golden folder full of other files
  /// costs nothing; one poll is shared by every stream asking within `maximumAge`.
  func stamps(maximumAge: Duration) -> [String: FileStamp] {
    let now = ContinuousClock.now
    if let last = kept.withLock({ $0.lastPoll }), now - last.at < maximumAge { return last.stamps }
    var out: [String: FileStamp] = [:]
    for entry in entries {
      out[entry.file] = FileStamp(entry.file)
      let load = kept.withLock { $0.loads[entry.id] }
      for path in load?.stamps.keys.sorted() ?? [] { out[path] = FileStamp(path) }
      for path in load?.watchedGoldens ?? [] { out[path] = FileStamp(path) }
    }
    kept.withLock { $0.lastPoll = (now, out) }
    return out
  }

  private struct Load {
    /// The scene file's and every input file's stamp as this load found them.
    var stamps: [String: FileStamp]
    var version: Int
    /// Why this load failed; nil when it succeeded.
    var error: CLIError?
    /// The golden files of the last good load: what the event stream watches.
    var watchedGoldens: [String]

    /// Whether every file the load read is as it was.
    var isCurrent: Bool { stamps.allSatisfy { FileStamp($0.key) == $0.value } }

    /// The stamps of `inputs` now, and `scene`'s as it was `before` the load read it.
    static func stamps(of inputs: [String], scene: String, before: FileStamp) -> [String: FileStamp] {
      var stamps: [String: FileStamp] = [:]
      for path in inputs where path != scene { stamps[path] = FileStamp(path) }
      stamps[scene] = before
      return stamps
    }
  }

  private struct FrameKey: Hashable {
    var id: String
    var version: Int
    var index: Int
    var scale: Double
  }
}

/// A served scene as one load of its file left it.
struct ServedScene: Sendable {
  let scene: LoadedScene
  /// Changes whenever the file does.
  let version: Int
  let samples: GoldenSamples
  /// The golden files the event stream watches (at most `watchedGoldensPerScene`).
  let watchedGoldens: [String]
  /// This load's image demand per render scale, measured once (it samples the whole transition),
  /// not for every frame request; it goes with the load, so a reload drops it.
  private let imageDemands = Locked(BoundedCache<Double, ImageDemand>(capacity: ServedScene.demandScales))

  init(scene: LoadedScene, version: Int, samples: GoldenSamples) {
    self.scene = scene
    self.version = version
    self.samples = samples
    watchedGoldens = samples.jobs.prefix(Self.watchedGoldensPerScene).map(samples.goldenPath)
  }

  /// Golden files watched per scene (a scene has a handful of samples).
  static let watchedGoldensPerScene = 64

  /// Render scales whose image demand a load keeps (a page asks for one or two).
  static let demandScales = 8

  /// The image demand of this load's transition at `scale` (`FrameRenderer.imageDemand`).
  func imageDemand(scale: Double) -> ImageDemand {
    if let known = imageDemands.withLock({ $0[scale] }) { return known }
    let demand = FrameRenderer.imageDemand(of: scene.transition, scale: scale)
    imageDemands.withLock { $0[scale] = demand }
    return demand
  }

  /// How many scales' image demands this load holds (for tests).
  var heldImageDemands: Int { imageDemands.withLock { $0.count } }
}
