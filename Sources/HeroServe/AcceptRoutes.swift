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
        let restored = try await work.run { try undoAccept(token, scenes: scenes, undo: undo) }
        return Responses.json(.object([.init("restored", .number(Double(restored)))]))
      }
    }
    router.delete("api/undo") { request, _ in
      await Responses.handle {
        let kept = undo.forget(try request.required("token"))
        return Responses.json(.object([.init("kept", .bool(kept))]))
      }
    }
  }

  /// Records the named samples of each scene and answers `{accepted: [{scene, id, sample, golden}],
  /// count, undo}` (`undo` null when nothing was accepted). The undo token exists before the first
  /// golden changes and each scene's goldens are kept (on disk) before it is recorded, so an accept
  /// that fails part way answers its error with the token that puts back what it did replace.
  static func accept(_ picked: [(id: String, names: [String])], scenes: ServedScenes, undo: GoldenUndo) throws
    -> JSONOutput
  {
    let token = undo.begin()
    var accepted: [JSONOutput] = []
    do {
      for (id, names) in picked {
        let samples = try scenes.load(id).samples
        let selected = Set(names)
        do {
          let previous = try samples.currentGoldens(selected)
          do { try undo.keep(token, id: id, previous: previous) } catch {
            throw ServeError(.internalServerError, "cannot keep the goldens to undo with: \(error)")
          }
          // Whatever the record did, even part way: what an undo compares with, and no stale result.
          defer {
            if let stamps = try? samples.goldenStamps(selected) { undo.accepted(token, id: id, stamps: stamps) }
            scenes.forgetVerification(id)
          }
          _ = try samples.record(.init(names: selected), workers: nil, progress: nil)
        } catch let error as CLIError {
          throw ServeError.badRequest(error.message)
        }
        for job in samples.jobs where selected.contains(job.name) {
          accepted.append(
            .object([
              .init("scene", .string(samples.loaded.file)), .init("id", .string(id)),
              .init("sample", .string(job.name)),
              .init("golden", .string(samples.goldenPath(job))),
            ]))
        }
      }
    } catch var failure as ServeError {
      failure.undo = undo.finish(token)
      throw failure
    } catch {
      var failure = ServeError(.internalServerError, "\(error)")
      failure.undo = undo.finish(token)
      throw failure
    }
    let kept = undo.finish(token)
    return .object([
      .init("accepted", .array(accepted)), .init("count", .number(Double(accepted.count))),
      .init("undo", kept.map { .string($0) } ?? .null),
    ])
  }

  /// Puts back what the accept of `token` replaced. Refuses (409) when any of its goldens changed on
  /// disk since the accept, naming them, and restores nothing then; otherwise restores scene by
  /// scene through the golden folder (`GoldenSamples.restore`), each forgotten once it is back, so
  /// a failure keeps the rest for another try with the same token.
  static func undoAccept(_ token: String, scenes: ServedScenes, undo: GoldenUndo) throws -> Int {
    let claimed: [GoldenUndo.SceneBackup]
    switch undo.claim(token) {
    case .unknown:
      throw ServeError.notFound("nothing to undo for this token (already undone, kept, or the server restarted)")
    case .busy: throw ServeError(.conflict, "this accept is being undone already")
    case .scenes(let list): claimed = list
    }
    defer { undo.release(token) }
    do {
      var changed: [String] = []
      for backup in claimed {
        let samples = try scenes.load(backup.id).samples
        let now = try samples.goldenStamps(Set(backup.samples.map(\.name)))
        for sample in backup.samples where sample.accepted != nil && now[sample.name] != sample.accepted {
          changed.append(samples.jobs.first { $0.name == sample.name }.map(samples.goldenPath) ?? sample.name)
        }
      }
      guard changed.isEmpty else {
        throw ServeError(
          .conflict,
          "not undone: \(changed.joined(separator: ", ")) changed on disk since the Accept; undoing would overwrite "
            + "that change (keep it, or record again)")
      }
      var count = 0
      for backup in claimed {
        let samples = try scenes.load(backup.id).samples
        let previous: [String: [UInt8]?]
        do { previous = try undo.previous(token, backup) } catch {
          throw ServeError(.internalServerError, "cannot read the kept goldens: \(error)")
        }
        count += try samples.restore(previous)
        scenes.forgetVerification(backup.id)
        undo.restored(token, backup)
      }
      return count
    } catch let error as CLIError {
      throw ServeError.badRequest(error.message)
    }
  }
}
