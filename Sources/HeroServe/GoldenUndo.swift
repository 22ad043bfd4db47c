import Foundation
import HeroFiles
import HeroSync

/// The goldens an Accept replaced, kept so the page can undo it (docs/serve.md, "Undo").
///
/// An accept opens a batch and gets its token before it changes anything; each scene's previous
/// goldens are written to disk (the server's private scratch folder, `<folder>/<batch>/<scene>/`)
/// before that scene is recorded, and memory holds only their names and stamps. So a failure part
/// way still leaves an undo for what was replaced, and a large Accept-all costs disk, not memory.
///
/// After recording, each new golden's stamp (`FileStamp`) is kept: an undo first compares every
/// golden with it and refuses (409, naming them) when one changed on disk since, instead of
/// overwriting a later edit. An undo restores scene by scene and forgets each scene once it is put
/// back, so a failed restore keeps the rest under the same token for another try.
///
/// At most `maximumBatches` batches and `maximumBytes` of kept PNGs; the oldest batch goes first
/// (never the one being written), with its files.
final class GoldenUndo: Sendable {
  /// One sample's part: whether it had a golden (kept on disk when it had), and the stamp of the
  /// golden the accept left (nil until the accept recorded it).
  struct Sample: Sendable {
    var name: String
    var hadGolden: Bool
    var accepted: FileStamp?
  }

  /// One scene's part of a batch: its id and its samples.
  struct SceneBackup: Sendable {
    var id: String
    /// The folder below the batch's holding its kept PNGs.
    var number: Int
    var samples: [Sample]
  }

  private struct Batch {
    var token: String
    var number: Int
    var scenes: [SceneBackup] = []
    var bytes = 0
    /// An undo of it is running: a second one waits for its answer instead of restoring twice.
    var busy = false
  }

  static let maximumBatches = 32
  static let maximumBytes = 512 << 20

  /// Where the kept PNGs go (the server's private scratch folder).
  let folder: ConfinedFolder
  private let batches = Locked<(list: [Batch], next: Int)>(([], 0))

  init(folder: ConfinedFolder) { self.folder = folder }

  /// Opens a batch for an accept and returns its token.
  func begin() -> String {
    let token = (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max)) }.joined()
    batches.withLock { state in
      state.list.append(Batch(token: token, number: state.next))
      state.next += 1
    }
    return token
  }

  /// Keeps one scene's previous goldens (nil: it had none) in `token`'s batch, on disk, before the
  /// accept replaces them; drops the oldest batches past the limits.
  func keep(_ token: String, id: String, previous: [String: [UInt8]?]) throws(FileError) {
    guard
      let (batch, scene) = batches.withLock({ state -> (Int, Int)? in
        guard let i = state.list.firstIndex(where: { $0.token == token }) else { return nil }
        return (state.list[i].number, state.list[i].scenes.count)
      })
    else { return }
    var samples: [Sample] = []
    var bytes = 0
    for (name, png) in previous.sorted(by: { $0.key < $1.key }) {
      if let png {
        try folder.write(png, to: "\(batch)/\(scene)/\(name).png")
        bytes += png.count
      }
      samples.append(Sample(name: name, hadGolden: png != nil))
    }
    let dropped = batches.withLock { state -> [Int] in
      guard let i = state.list.firstIndex(where: { $0.token == token }) else { return [] }
      state.list[i].scenes.append(SceneBackup(id: id, number: scene, samples: samples))
      state.list[i].bytes += bytes
      var dropped: [Int] = []
      while state.list.count > Self.maximumBatches
        || (state.list.count > 1 && state.list.reduce(0) { $0 + $1.bytes } > Self.maximumBytes)
      {
        guard let oldest = state.list.firstIndex(where: { $0.token != token && !$0.busy }) else { break }
        dropped.append(state.list.remove(at: oldest).number)
      }
      return dropped
    }
    for number in dropped { try? folder.removeTree(String(number)) }
  }

  /// Notes the stamps of the goldens the accept left for scene `id` of `token`'s batch.
  func accepted(_ token: String, id: String, stamps: [String: FileStamp]) {
    batches.withLock { state in
      guard let i = state.list.firstIndex(where: { $0.token == token }),
        let s = state.list[i].scenes.lastIndex(where: { $0.id == id })
      else { return }
      for k in state.list[i].scenes[s].samples.indices {
        state.list[i].scenes[s].samples[k].accepted = stamps[state.list[i].scenes[s].samples[k].name]
      }
    }
  }

  /// Ends an accept: a batch that kept nothing is forgotten (nil), else its token is returned.
  func finish(_ token: String) -> String? {
    let empty = batches.withLock { state -> Int? in
      guard let i = state.list.firstIndex(where: { $0.token == token }), state.list[i].scenes.isEmpty else {
        return nil
      }
      return state.list.remove(at: i).number
    }
    if let empty {
      try? folder.removeTree(String(empty))
      return nil
    }
    return batches.withLock { $0.list.contains { $0.token == token } } ? token : nil
  }

  /// What an undo of `token` restores, claimed so no other undo runs it at once: nil when unknown
  /// (already undone, kept or dropped); `.busy` while another undo of it runs.
  enum Claim {
    case unknown
    case busy
    case scenes([SceneBackup])
  }

  func claim(_ token: String) -> Claim {
    batches.withLock { state in
      guard let i = state.list.firstIndex(where: { $0.token == token }) else { return .unknown }
      if state.list[i].busy { return .busy }
      state.list[i].busy = true
      return .scenes(state.list[i].scenes)
    }
  }

  /// The previous goldens of one claimed scene, read back from disk (nil: it had none).
  func previous(_ token: String, _ scene: SceneBackup) throws(FileError) -> [String: [UInt8]?] {
    guard let batch = batches.withLock({ $0.list.first { $0.token == token }?.number }) else { return [:] }
    var out: [String: [UInt8]?] = [:]
    for sample in scene.samples {
      if sample.hadGolden {
        out[sample.name] = .some(try folder.read("\(batch)/\(scene.number)/\(sample.name).png", kind: .golden))
      } else {
        out[sample.name] = .some(nil)
      }
    }
    return out
  }

  /// Forgets one scene of a claimed batch once it is restored (the whole batch with its last).
  func restored(_ token: String, _ scene: SceneBackup) {
    let (batch, emptied) = batches.withLock { state -> (Int?, Bool) in
      guard let i = state.list.firstIndex(where: { $0.token == token }) else { return (nil, false) }
      state.list[i].scenes.removeAll { $0.number == scene.number }
      let number = state.list[i].number
      if state.list[i].scenes.isEmpty {
        state.list.remove(at: i)
        return (number, true)
      }
      return (number, false)
    }
    guard let batch else { return }
    try? folder.removeTree(emptied ? String(batch) : "\(batch)/\(scene.number)")
  }

  /// Ends an undo that did not finish: what is left can be undone again with the same token.
  func release(_ token: String) {
    batches.withLock { state in
      if let i = state.list.firstIndex(where: { $0.token == token }) { state.list[i].busy = false }
    }
  }

  /// Forgets `token`'s batch and its files (Keep); false when unknown.
  func forget(_ token: String) -> Bool {
    let number = batches.withLock { state -> Int? in
      guard let i = state.list.firstIndex(where: { $0.token == token && !$0.busy }) else { return nil }
      return state.list.remove(at: i).number
    }
    guard let number else { return false }
    try? folder.removeTree(String(number))
    return true
  }

  /// Bytes of kept PNGs now (tests check the bound).
  var keptBytes: Int { batches.withLock { $0.list.reduce(0) { $0 + $1.bytes } } }
}
