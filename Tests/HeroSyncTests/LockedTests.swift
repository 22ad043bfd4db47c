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

  /// A lock made, waited on by another thread, and released right after: the waiter keeps it alive
  /// until it is done, repeatedly.
  @Test func aLockDroppedRightAfterAWaitIsFine() {
    for _ in 0..<200 {
      var done: Locked<Bool>? = Locked(false)
      weak var watched = done
      let finished = Locked(false)
      let signal = done!
      Thread {
        signal.withLock { $0 = true }
        finished.withLock { $0 = true }
      }.start()
      done!.wait { $0 }
      done = nil
      finished.wait { $0 }
      _ = watched
    }
  }
}
