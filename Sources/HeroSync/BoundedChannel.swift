/// Elements handed from producing threads to one consuming thread in order, at most `capacity`
/// waiting at a time: the producer blocks when the consumer falls behind, so memory stays bounded
/// however much is produced.
///
/// Either side can stop: the producer with `finish()` (the consumer gets the rest, then nil), the
/// consumer with `cancel()` (what is buffered is dropped, a waiting or later `send` throws
/// `BoundedChannelCancelled`, so the producer stops working for nobody). A channel may be dropped in
/// any state, with elements in it or after either side stopped early; only the lock's mutex and
/// condition are released then (`Locked`), no count has to balance.
public final class BoundedChannel<Element>: @unchecked Sendable {
  public let capacity: Int

  private struct State {
    /// A ring of `capacity` slots; `count` filled ones from `head`.
    var slots: [Element?]
    var head = 0
    var count = 0
    var finished = false
    var cancelled = false
  }

  private let state: Locked<State>

  /// `capacity` is at least 1.
  public init(capacity: Int) {
    precondition(capacity >= 1, "a bounded channel holds at least one element")
    self.capacity = capacity
    state = Locked(State(slots: Array(repeating: nil, count: capacity)))
  }

  /// Producer: waits for room, then appends `element`. Throws once the consumer cancelled (also
  /// when that happens while waiting).
  public func send(_ element: Element) throws(BoundedChannelCancelled) {
    let roomOrCancelled: (State) -> Bool = { $0.cancelled || $0.count < $0.slots.count }
    try state.withLock(when: roomOrCancelled) {
      (s: inout State) throws(BoundedChannelCancelled) in
      guard !s.cancelled else { throw BoundedChannelCancelled() }
      precondition(!s.finished, "send after finish")
      s.slots[(s.head + s.count) % s.slots.count] = element
      s.count += 1
    }
  }

  /// Producer: nothing more comes; the consumer gets what is buffered, then nil.
  public func finish() { state.withLock { $0.finished = true } }

  /// Consumer: the next element, waiting for it; nil once the producer finished and everything was
  /// taken, or once cancelled.
  public func receive() -> Element? {
    let somethingToSay: (State) -> Bool = { $0.cancelled || $0.count > 0 || $0.finished }
    return state.withLock(when: somethingToSay) { s in
      guard !s.cancelled, s.count > 0 else { return nil }
      let element = s.slots[s.head]
      s.slots[s.head] = nil
      s.head = (s.head + 1) % s.slots.count
      s.count -= 1
      return element
    }
  }

  /// Consumer: takes no more. Buffered elements are dropped; waiting and later `send`s throw and
  /// `receive` returns nil.
  public func cancel() {
    state.withLock { s in
      s.cancelled = true
      s.slots = s.slots.map { _ in nil }
      s.count = 0
    }
  }

  /// Elements waiting to be received (for tests and measurements).
  public var buffered: Int { state.withLock { $0.count } }
}

/// What `BoundedChannel.send` throws once the consumer has stopped taking.
public struct BoundedChannelCancelled: Error, Equatable {
  public init() {}
}
