import Foundation
import HeroCompositor
import HeroFiles
import HeroProject
import HeroRender
import HeroScene
import HeroVerify
import Hummingbird

/// `GET /api/verify`, `GET /api/golden`, `GET /api/artefact`: golden review. Verify runs the same
/// `SceneVerification` as `hero verify`. Accepting (and undoing) is `AcceptRoutes`.
enum GoldenRoutes {
  static func add(to router: Router<BasicRequestContext>, scenes: ServedScenes, work: WorkPool) {
    router.get("api/verify") { request, _ in
      await Responses.handle {
        let id = try request.required("scene")
        let result = try await work.run { try verify(scenes, id: id) }
        return Responses.json(result.json)
      }
    }
    router.get("api/golden") { request, _ in
      await Responses.handle {
        let (samples, job) = try sample(scenes, request)
        let bytes = try await work.run { try readGolden(samples, job) }
        return Responses.bytes(bytes, type: "image/png")
      }
    }
    router.get("api/artefact") { request, _ in
      await Responses.handle {
        let id = try request.required("scene")
        let name = try request.required("sample")
        let kind = try request.required("kind")
        guard ["reference", "actual", "diff"].contains(kind) else {
          throw ServeError.badRequest("'kind' must be reference, actual or diff, not '\(kind.prefix(20))'")
        }
        // Only a file the last verification of this scene listed: no path comes from the request.
        guard let sample = scenes.verification(id)?.samples.first(where: { $0.name == name }),
          let path = sample.artefacts.first(where: { $0.hasSuffix("/\(kind).png") })
        else {
          throw ServeError.notFound("no \(kind) image for \(id.prefix(80)) \(name.prefix(20)); GET /api/verify first")
        }
        let bytes = try await work.run { try readPNG(path) }
        return Responses.bytes(bytes, type: "image/png")
      }
    }
  }

  /// Verifies every sample of `id` against its golden, keeping the result for the artefact route.
  static func verify(_ scenes: ServedScenes, id: String) throws -> SceneVerification {
    let result = try SceneVerification.run(
      scenes.load(id).samples, goldenRoot: scenes.goldenRoot,
      artefactsRoot: scenes.artefactsRoot, workers: nil, progress: nil)
    scenes.store(result)
    return result
  }

  /// The scene's golden samples and the one named by `sample`, or a 4xx listing the names.
  static func sample(_ scenes: ServedScenes, _ request: Request) throws -> (GoldenSamples, FrameJob) {
    let id = try request.required("scene")
    let name = try request.required("sample")
    let samples = try scenes.load(id).samples
    guard let job = samples.jobs.first(where: { $0.name == name }) else {
      throw ServeError.notFound(
        "\(samples.loaded.file) has no sample '\(name.prefix(20))'; its samples are "
          + samples.jobs.map(\.name).joined(separator: ", "))
    }
    return (samples, job)
  }

  /// A PNG file's bytes (regular file, size-capped), or a 404 when there is none.
  /// A golden PNG, read without following a link inside the golden folder.
  static func readGolden(_ samples: GoldenSamples, _ job: FrameJob) throws -> [UInt8] {
    do {
      return try samples.readGolden(job)
    } catch {
      if error.isMissing { throw ServeError.notFound("no file at \(samples.goldenPath(job))") }
      throw ServeError(.internalServerError, "\(error)")
    }
  }

  static func readPNG(_ path: String) throws -> [UInt8] {
    guard FileStamp(path).size != nil else { throw ServeError.notFound("no file at \(path)") }
    do {
      return try InputFile.read(path, kind: .golden)
    } catch {
      throw ServeError(.internalServerError, "\(error)")
    }
  }
}
