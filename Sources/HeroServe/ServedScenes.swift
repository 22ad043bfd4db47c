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
/// Each scene is reloaded when its file changes (size, modification time or inode); the last load
/// is kept, so a broken edit reports its error while the page keeps the last good frames.
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
  /// Where verify writes reference/actual/diff images for the review page (a private temporary folder).
  let artefactsRoot: String
  /// Scenes load with `--sandbox`: the files they refer to must stay inside the allowed root.
  public let sandbox: Bool
  /// The working directory's project, which scenes load in.
  let project: Project

  /// What the server keeps between requests.
  private struct Kept {
    /// Each served scene's last load: its stamps, version and error, and the goldens it watches.
    var loads: [String: Load] = [:]
    /// The scenes of the last `keptScenes` loads, by id: a file with 336 variants is 336 served
    /// scenes, and a client asking for each holds only these in memory (one not kept loads again
    /// under the same version, its file unchanged).
    var scenes = BoundedCache<String, ServedScene>(capacity: ServedScenes.keptScenes)
    var frames = BoundedCache<FrameKey, [UInt8]>(capacity: ServedScenes.cachedFrames)
    /// Each scene version's image demand per scale, measured once (it samples the whole
    /// transition), not for every frame request.
    var imageDemands = BoundedCache<DemandKey, ImageDemand>(capacity: ServedScenes.cachedFrames)
    var verifications: [String: SceneVerification] = [:]
    var lastPoll: (at: ContinuousClock.Instant, stamps: [String: FileStamp])?
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
    files: [String], goldenRoot: String, artefactsRoot: String, sandbox: Bool = false,
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
    self.entries = entries
    self.entriesByID = entriesByID
    self.goldenRoot = goldenRoot
    self.artefactsRoot = artefactsRoot
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

  /// The scene as its file and the storyboards it refers to are now (its samples worked out once
  /// per load, not per request).
  func load(_ id: String) throws(ServeError) -> ServedScene {
    let entry = try entry(id)
    let stamp = FileStamp(entry.file)
    let (cached, scene) = kept.withLock { ($0.loads[id], $0.scenes[id]) }
    var load: Load
    if let cached, cached.stamp == stamp, cached.documentStamps == cached.documents.map(FileStamp.init) {
      if let scene, scene.version == cached.version { return scene }
      if let error = cached.error { throw ServeError.invalidScene(error) }
      // Unchanged but no longer kept: loaded again as the same version (its frames still hold).
      load = cached
    } else {
      // Stamped before the load reads them, so an edit made while it runs reloads on the next request.
      let documents = Self.storyboards(of: entry.file, sandbox: sandbox ? project.root : nil)
      load = Load(stamp: stamp, documents: documents, version: (cached?.version ?? 0) + 1)
    }
    do {
      let scene = try LoadedScene.load(entry.file, sandbox: sandbox, project: project, variant: entry.variant)
      let served = ServedScene(
        scene: scene, version: load.version, samples: GoldenSamples(scene, goldenRoot: goldenRoot))
      load.error = nil
      load.watchedGoldens = served.watchedGoldens
      kept.withLock { [load] in
        $0.loads[id] = load
        $0.scenes[id] = served
      }
      return served
    } catch {
      load.error = error
      kept.withLock { [load] in
        $0.loads[id] = load
        $0.scenes[id] = nil
      }
      throw ServeError.invalidScene(error)
    }
  }

  /// How many loaded scenes are kept in memory now (at most `keptScenes`).
  var keptSceneCount: Int { kept.withLock { $0.scenes.count } }

  /// The storyboards the scene file at `file` lays screens out from (`ScreenDocuments`).
  private static func storyboards(of file: String, sandbox: String?) -> [String] {
    guard let bytes = try? InputFile.read(file, kind: .scene, sandbox: sandbox) else { return [] }
    return ScreenDocuments.paths(json: bytes, file: file)
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
    let demandKey = DemandKey(id: id, version: version, scale: renderScale)
    let png = try await work.run(limit: limit) { [kept] in
      let demand =
        kept.withLock { $0.imageDemands[demandKey] }
        ?? FrameRenderer.imageDemand(of: loaded.transition, scale: renderScale)
      kept.withLock { $0.imageDemands[demandKey] = demand }
      return try PNGCodec.encode(Self.render(loaded, time: time, scale: renderScale, imageDemand: demand))
    }
    if png.count <= Self.cachedFrameBytes { kept.withLock { $0.frames[key] = png } }
    return png
  }

  /// One frame through the real renderer, on one worker: concurrent requests are the parallelism.
  static func render(_ loaded: LoadedScene, time: Double, scale: Double, imageDemand: ImageDemand? = nil) throws
    -> RGBAImage
  {
    let result = Locked<RGBAImage?>(nil)
    try FrameRenderer(transition: loaded.transition, scale: scale, workers: 1, imageDemand: imageDemand)
      .render([FrameJob(name: "frame", time: time)]) { _, image in result.withLock { $0 = image } }
    guard let image = result.withLock({ $0 }) else {
      throw ServeError(.internalServerError, "the renderer returned no frame")
    }
    return image
  }

  /// The last verification of `id` (its artefact list is what `/api/artefact` may serve).
  func verification(_ id: String) -> SceneVerification? { kept.withLock { $0.verifications[id] } }

  func store(_ verification: SceneVerification) { kept.withLock { $0.verifications[verification.id] = verification } }

  func forgetVerification(_ id: String) { kept.withLock { $0.verifications[id] = nil } }

  /// Stamps of every served scene file, of the storyboards it refers to (as of its last load) and
  /// of its samples' golden PNGs (as of its last good load): what the event stream watches. No folder is listed, so a golden folder full of other files
  /// costs nothing; one poll is shared by every stream asking within `maximumAge`.
  func stamps(maximumAge: Duration) -> [String: FileStamp] {
    let now = ContinuousClock.now
    if let last = kept.withLock({ $0.lastPoll }), now - last.at < maximumAge { return last.stamps }
    var out: [String: FileStamp] = [:]
    for entry in entries {
      out[entry.file] = FileStamp(entry.file)
      let load = kept.withLock { $0.loads[entry.id] }
      for path in (load?.documents ?? []) + (load?.watchedGoldens ?? []) { out[path] = FileStamp(path) }
    }
    kept.withLock { $0.lastPoll = (now, out) }
    return out
  }

  private struct Load {
    var stamp: FileStamp
    /// The storyboards the scene file refers to, and their stamps when it was loaded: a change to
    /// one lays its screens out again, as a change to the scene file does.
    var documents: [String]
    var documentStamps: [FileStamp]
    var version: Int
    /// Why this load failed; nil when it succeeded.
    var error: CLIError?
    /// The golden files of the last good load: what the event stream watches.
    var watchedGoldens: [String] = []

    init(stamp: FileStamp, documents: [String], version: Int) {
      (self.stamp, self.documents, self.version) = (stamp, documents, version)
      documentStamps = documents.map(FileStamp.init)
    }
  }

  private struct FrameKey: Hashable {
    var id: String
    var version: Int
    var index: Int
    var scale: Double
  }

  private struct DemandKey: Hashable {
    var id: String
    var version: Int
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

  init(scene: LoadedScene, version: Int, samples: GoldenSamples) {
    self.scene = scene
    self.version = version
    self.samples = samples
    watchedGoldens = samples.jobs.prefix(Self.watchedGoldensPerScene).map(samples.goldenPath)
  }

  /// Golden files watched per scene (a scene has a handful of samples).
  static let watchedGoldensPerScene = 64
}
