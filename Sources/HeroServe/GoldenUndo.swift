import Foundation
import HeroSync

/// The goldens an Accept replaced, kept so the page can undo it: per accept, a token and each
/// sample's previous PNG (or that it had none). Kept in memory until the page confirms (or is
/// closed, which confirms), the server stops, or newer accepts push it out: at most `maximumBatches`
/// accepts and `maximumBytes` of PNGs, the oldest dropped first.
final class GoldenUndo: Sendable {
  /// One scene's part of an accept: its id and the previous golden of each accepted sample.
  struct SceneBackup: Sendable {
    var id: String
    var previous: [String: [UInt8]?]
  }

  private struct Batch {
    var token: String
    var scenes: [SceneBackup]
    var bytes: Int
  }

  static let maximumBatches = 32
  static let maximumBytes = 512 << 20

  private let batches = Locked<[Batch]>([])

  /// Keeps `scenes` and returns the token that undoes them.
  func keep(_ scenes: [SceneBackup]) -> String {
    let token = (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max)) }.joined()
    let bytes = scenes.reduce(0) { total, scene in total + scene.previous.values.reduce(0) { $0 + ($1?.count ?? 0) } }
    batches.withLock { batches in
      batches.append(Batch(token: token, scenes: scenes, bytes: bytes))
      while batches.count > Self.maximumBatches
        || (batches.count > 1 && batches.reduce(0) { $0 + $1.bytes } > Self.maximumBytes)
      {
        batches.removeFirst()
      }
    }
    return token
  }

  /// Takes the backups of `token` out of the store (nil when unknown, already used or dropped).
  func take(_ token: String) -> [SceneBackup]? {
    batches.withLock { batches in
      guard let index = batches.firstIndex(where: { $0.token == token }) else { return nil }
      return batches.remove(at: index).scenes
    }
  }
}
