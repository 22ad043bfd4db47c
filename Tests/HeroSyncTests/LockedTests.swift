import Foundation
import HeroSync
import Testing

/// `Locked`: mutual exclusion, waiting for a condition, and giving up after a timeout.
@Suite struct LockedTests {
  @Test func incrementsFromManyThreadsAreNotLost() {
    let count = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { count.withLock { $0 += 1 } }
    }
    #expect(count.withLock { $0 } == 80_000)
  }

  @Test func aWaiterRunsOnceItsConditionHolds() {
    let stage = Locked(0)
    let seen = Locked<[Int]>([])
    let waiter = Thread {
      // Runs only at stage 2, in the same critical section that saw it.
      stage.withLock(when: { $0 == 2 }) { s in
        seen.withLock { $0.append(s) }
        s = 3
      }
    }
    waiter.start()
    stage.withLock { $0 = 1 }
    stage.withLock { $0 = 2 }
    stage.wait { $0 == 3 }
    #expect(seen.withLock { $0 } == [2])
  }

  @Test func aTimedWaitGivesUpAndReportsIt() {
    let flag = Locked(false)
    let one: (inout Bool) -> Int = { _ in 1 }
    #expect(flag.withLock(when: { $0 }, timeout: .milliseconds(20), one) == nil)
    flag.withLock { $0 = true }
    #expect(flag.withLock(when: { $0 }, timeout: .seconds(60), one) == 1)
  }

  @Test func typedErrorsPassThrough() {
    struct Refused: Error {}
    let value = Locked(5)
    #expect(throws: Refused.self) {
      try value.withLock { (v: inout Int) throws(Refused) in if v == 5 { throw Refused() } }
    }
    #expect(value.withLock { $0 } == 5)
  }

  /// A lock waited on by this thread, set by another, and dropped by both right after: the wait
  /// returns only once the condition holds, and when both have let go nothing keeps the lock (no
  /// cycle through a waiter), so its mutex and condition are destroyed, repeatedly.
  @Test func aLockDroppedRightAfterAWaitIsFine() {
    /// The other thread's only reference, which it drops itself when done (a thread's closure may
    /// be kept by Foundation after the thread ends).
    final class Handle: @unchecked Sendable { var lock: Locked<Bool>? }
    for round in 0..<200 {
      var done: Locked<Bool>? = Locked(false)
      weak var watched = done
      let finished = Locked(false)
      let handle = Handle()
      handle.lock = done
      Thread {
        handle.lock?.withLock { $0 = true }
        handle.lock = nil
        finished.withLock { $0 = true }
      }.start()
      done!.wait { $0 }
      #expect(done!.withLock { $0 }, "round \(round): the wait returned before the condition held")
      done = nil
      finished.wait { $0 }
      #expect(watched == nil, "round \(round): the lock outlived both of its users")
    }
  }
}
