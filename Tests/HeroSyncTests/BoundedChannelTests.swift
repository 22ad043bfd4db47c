import Foundation
import HeroSync
import Testing

/// `BoundedChannel`: order, the bound, both ways of stopping, and being dropped in any state (the
/// semaphore-based queue it replaced crashed the server when dropped with a slot taken).
@Suite struct BoundedChannelTests {
  @Test func deliversEverythingInOrderAndNeverHoldsMoreThanItsCapacity() {
    let channel = BoundedChannel<Int>(capacity: 3)
    let mostBuffered = Locked(0)
    let producer = Thread {
      for i in 0..<2_000 {
        try? channel.send(i)
        let now = channel.buffered
        mostBuffered.withLock { $0 = max($0, now) }
      }
      channel.finish()
    }
    producer.start()
    var received: [Int] = []
    while let i = channel.receive() { received.append(i) }
    #expect(received == Array(0..<2_000))
    #expect(mostBuffered.withLock { $0 } <= 3)
    #expect(channel.receive() == nil, "stays finished")
  }

  @Test func cancellingWakesAProducerWaitingForRoom() {
    let channel = BoundedChannel<Int>(capacity: 2)
    let outcome = Locked<[String]>([])
    let producer = Thread {
      for i in 0..<10 {
        do { try channel.send(i) } catch {
          outcome.withLock { $0.append("cancelled at \(i)") }
          return
        }
      }
      outcome.withLock { $0.append("sent all") }
    }
    producer.start()
    #expect(channel.receive() == 0)
    // The producer fills the channel again and waits for room.
    waitUntil { channel.buffered == 2 }
    channel.cancel()
    outcome.wait { !$0.isEmpty }
    #expect(outcome.withLock { $0 } == ["cancelled at 3"])
    #expect(channel.buffered == 0, "what was buffered is dropped")
    #expect(channel.receive() == nil)
    #expect(throws: BoundedChannelCancelled()) { try channel.send(99) }
  }

  @Test func cancellingOrFinishingWakesAWaitingConsumer() {
    for stop in ["cancel", "finish"] {
      let channel = BoundedChannel<Int>(capacity: 1)
      let got = Locked<Int??>(nil)
      let consumer = Thread {
        let value = channel.receive()
        got.withLock { $0 = .some(value) }
      }
      consumer.start()
      // The consumer may or may not be waiting yet: either way it must come back with nil.
      if stop == "cancel" { channel.cancel() } else { channel.finish() }
      got.wait { $0 != nil }
      #expect(got.withLock { $0 } == .some(nil), "\(stop)")
    }
  }

  /// The state dump's crash: the channel let go with an element taken and others buffered, from
  /// the consumer's side, many times over, while the producer is waiting or about to.
  @Test func droppingAChannelInAnyStateIsFine() {
    for round in 0..<300 {
      var channel: BoundedChannel<[UInt8]>? = BoundedChannel(capacity: 4)
      weak let watched = channel
      let producerDone = Locked(false)
      DispatchQueue.global().async { [sender = channel!] in
        defer { producerDone.withLock { $0 = true } }
        for _ in 0..<50 { do { try sender.send([UInt8](repeating: 1, count: 100)) } catch { return } }
        sender.finish()
      }
      for _ in 0..<(round % 7) { _ = channel!.receive() }
      channel!.cancel()
      channel = nil
      producerDone.wait { $0 }
      waitUntil { watched == nil }
    }
  }

  /// A channel dropped by its only owner with elements still in it, never cancelled or finished.
  @Test func aChannelDroppedWithElementsBufferedIsReleased() {
    weak var watched: BoundedChannel<String>?
    do {
      let channel = BoundedChannel<String>(capacity: 4)
      try? channel.send("a")
      try? channel.send("b")
      _ = channel.receive()
      watched = channel
    }
    #expect(watched == nil)
  }
}

/// Spins (yielding) until `condition` holds; bounded, so a broken channel fails instead of hanging.
func waitUntil(_ condition: () -> Bool) {
  for _ in 0..<200_000 where !condition() { usleep(50) }
  #expect(condition())
}
