import Dispatch
import Foundation
import HeroSync

/// Where the server's blocking work runs — rendering, encoding, verifying, reading and writing
/// files — off Swift's cooperative threads, at most `threads` jobs at once.
///
/// A request waiting for its turn is a suspended task that holds no thread (a client that gives up
/// meanwhile leaves the queue), and no job ever waits for a client: a stream hands each piece to
/// the socket between jobs. So however many clients are slow or stuck, the jobs of the others still
/// get threads.
final class WorkPool: Sendable {
  let threads: Int

  private struct Waiter {
    let id: UInt64
    let limit: Int
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var running = 0
    var waiters: [Waiter] = []
    var lastID: UInt64 = 0
  }

  private let state = Locked(State())

  /// `threads` jobs at once (at least 1); the server uses every core, and at least 4 so a couple
  /// of long renders do not make a page's quick requests wait.
  init(threads: Int = max(4, ProcessInfo.processInfo.activeProcessorCount)) { self.threads = max(1, threads) }

  /// Runs `work` on a pool thread once fewer than `min(threads, limit)` jobs are running (`limit`:
  /// how many jobs of this size fit in memory at once, for frame renders), and returns its result.
  /// Throws `CancellationError` when the task is cancelled while waiting for its turn.
  func run<T: Sendable>(limit: Int = .max, _ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await enter(limit: min(threads, max(1, limit)))
    defer { leave() }
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
  }

  /// Jobs running now (for tests).
  var running: Int { state.withLock { $0.running } }

  private func enter(limit: Int) async throws {
    let id = state.withLock { s in
      s.lastID += 1
      return s.lastID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        state.withLock { s in
          // A cancellation before this point has set the flag (its handler then found no waiter).
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else if s.waiters.isEmpty && s.running < limit {
            s.running += 1
            continuation.resume()
          } else {
            s.waiters.append(Waiter(id: id, limit: limit, continuation: continuation))
          }
        }
      }
    } onCancel: {
      let (waiter, admitted) = state.withLock { s in
        (s.waiters.firstIndex { $0.id == id }.map { s.waiters.remove(at: $0) }, Self.admitWaiting(&s))
      }
      waiter?.continuation.resume(throwing: CancellationError())
      for continuation in admitted { continuation.resume() }
    }
  }

  /// A job ended: its place goes to the waiters in the order they came, as long as the first one's
  /// limit allows (strictly in order, so a large frame is never overtaken for ever by small jobs).
  private func leave() {
    let admitted = state.withLock { s in
      s.running -= 1
      return Self.admitWaiting(&s)
    }
    for continuation in admitted { continuation.resume() }
  }

  /// Takes the waiters that may start now off the queue, counted as running.
  private static func admitWaiting(_ s: inout State) -> [CheckedContinuation<Void, any Error>] {
    var admitted: [CheckedContinuation<Void, any Error>] = []
    while let first = s.waiters.first, s.running < first.limit {
      s.running += 1
      admitted.append(s.waiters.removeFirst().continuation)
    }
    return admitted
  }
}
