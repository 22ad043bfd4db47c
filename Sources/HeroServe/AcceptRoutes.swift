import Foundation
import HeroProject
import HeroRender
import HeroScene
import HeroVerify
import Hummingbird

/// Accepting new goldens from the review page, and undoing that while the page is open:
/// - `POST /api/accept?scene=ID&sample=p050`: one sample;
/// - `POST /api/accept-all?scene=ID`: every sample of the scene that failed its last verification;
/// - `POST /api/accept-all`: every failing sample of every scene verified so far (the run);
/// - `POST /api/undo?token=T`: puts back the goldens that accept replaced;
/// - `DELETE /api/undo?token=T`: keeps the new goldens and forgets the old ones.
/// Every write goes through `GoldenSamples.record` / `restore` (GoldenRecording), only on request.
enum AcceptRoutes {
  static func add(to router: Router<BasicRequestContext>, scenes: ServedScenes, undo: GoldenUndo, work: WorkPool) {
    router.post("api/accept") { request, _ in
      await Responses.handle {
        let (samples, job) = try GoldenRoutes.sample(scenes, request)
        let id = samples.loaded.goldenID
        let answer = try await work.run { try accept([(id, [job.name])], scenes: scenes, undo: undo) }
        return Responses.json(answer)
      }
    }
    router.post("api/accept-all") { request, _ in
      await Responses.handle {
        let only = request.optional("scene")
        let answer = try await work.run { () throws -> JSONOutput in
          let ids = try only.map { [try scenes.entry($0).id] } ?? scenes.entries.map(\.id)
          var picked: [(String, [String])] = []
          for id in ids {
            // One scene: its last verification, or a fresh one. The run: the scenes verified so far.
            guard let result = try scenes.verification(id) ?? (only != nil ? GoldenRoutes.verify(scenes, id: id) : nil)
            else { continue }
            let names = result.failures.map(\.name)
            if !names.isEmpty { picked.append((id, names)) }
          }
          return try accept(picked, scenes: scenes, undo: undo)
        }
        return Responses.json(answer)
      }
    }
    router.post("api/undo") { request, _ in
      await Responses.handle {
        let token = try request.required("token")
        guard let backups = undo.take(token) else {
          throw ServeError.notFound("nothing to undo for this token (already undone, kept, or the server restarted)")
        }
        let restored = try await work.run { () throws -> Int in
          var count = 0
          for backup in backups {
            let samples = try scenes.load(backup.id).samples
            do { count += try samples.restore(backup.previous) } catch let error as CLIError {
              throw ServeError.badRequest(error.message)
            }
            scenes.forgetVerification(backup.id)
          }
          return count
        }
        return Responses.json(.object([.init("restored", .number(Double(restored)))]))
      }
    }
    router.delete("api/undo") { request, _ in
      await Responses.handle {
        let kept = undo.take(try request.required("token")) != nil
        return Responses.json(.object([.init("kept", .bool(kept))]))
      }
    }
  }

  /// Records the named samples of each scene (keeping their previous goldens for undo) and answers
  /// `{accepted: [{scene, id, sample, golden}], count, undo}` (`undo` null when nothing was accepted).
  static func accept(_ picked: [(id: String, names: [String])], scenes: ServedScenes, undo: GoldenUndo) throws
    -> JSONOutput
  {
    var backups: [GoldenUndo.SceneBackup] = []
    var accepted: [JSONOutput] = []
    for (id, names) in picked {
      let samples = try scenes.load(id).samples
      let selected = Set(names)
      do {
        let previous = try samples.currentGoldens(selected)
        backups.append(.init(id: id, previous: previous))
        _ = try samples.record(.init(names: selected), workers: nil, progress: nil)
      } catch let error as CLIError {
        throw ServeError.badRequest(error.message)
      }
      scenes.forgetVerification(id)
      for job in samples.jobs where selected.contains(job.name) {
        accepted.append(
          .object([
            .init("scene", .string(samples.loaded.file)), .init("id", .string(id)), .init("sample", .string(job.name)),
            .init("golden", .string(samples.goldenPath(job))),
          ]))
      }
    }
    let token = backups.isEmpty ? nil : undo.keep(backups)
    return .object([
      .init("accepted", .array(accepted)), .init("count", .number(Double(accepted.count))),
      .init("undo", token.map { .string($0) } ?? .null),
    ])
  }
}
