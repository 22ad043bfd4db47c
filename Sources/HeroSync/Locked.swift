#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that threads share, reached only under its mutex: the one lock of HeroFrames (every
/// counter, cache and flag that several threads touch is a `Locked`).
///
/// Waiting is part of the lock: `withLock(when:)` sleeps until a condition on the value holds (every
/// change wakes the waiters to look again), which is all a bounded queue, a gate or a "done" signal
/// needs. No semaphore is involved, so there is no count that must be back at its start when the
/// lock goes away; and since a waiting thread is inside a method of the lock, the lock outlives it.
///
/// A pthread mutex and condition variable rather than the standard library's `Mutex`: `Mutex` has no
/// condition to wait on and needs macOS 15, above the package's platforms (`.macOS(.v13)`), while
/// pthreads build everywhere the package does. No Foundation either, so HeroFiles can use it.
public final class Locked<Value>: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var value: Value
  /// Threads inside `withLock(when:)` waiting for a change: a change wakes them only when there are some.
  private var waiting = 0

  public init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
    #if os(Linux)
      // Timed waits measure the monotonic clock: a wall clock set back (NTP, a user) must not
      // stretch a timeout, nor one set forward cut it short.
      var attributes = pthread_condattr_t()
      pthread_condattr_init(&attributes)
      pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
      pthread_cond_init(changed, &attributes)
      pthread_condattr_destroy(&attributes)
    #else
      pthread_cond_init(changed, nil)
    #endif
  }

  deinit {
    pthread_cond_destroy(changed)
    pthread_mutex_destroy(mutex)
    changed.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` with the value to itself; waiting threads then look at the value again.
  public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    pthread_mutex_lock(mutex)
    defer { release() }
    return try body(&value)
  }

  /// Waits until `condition` holds for the value, then runs `body` under the same lock (nothing can
  /// change the value in between).
  public func withLock<Result, Failure: Error>(
    when condition: (Value) -> Bool, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { release() }
    while !condition(value) { wait(until: nil) }
    return try body(&value)
  }

  /// `withLock(when:)` giving up after `timeout`: nil when `condition` still did not hold then.
  public func withLock<Result, Failure: Error>(
    when condition: (Value) -> Bool, timeout: Duration, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    let deadline = Self.deadline(after: timeout)
    pthread_mutex_lock(mutex)
    defer { release() }
    while !condition(value) {
      guard wait(until: deadline) else { return condition(value) ? try body(&value) : nil }
    }
    return try body(&value)
  }

  /// Waits until `condition` holds (a "done" signal: `Locked(false)`, then `wait { $0 }`).
  public func wait(until condition: (Value) -> Bool) { withLock(when: condition) { _ in } }

  /// Wakes the waiters when there are any, then unlocks.
  private func release() {
    if waiting > 0 { pthread_cond_broadcast(changed) }
    pthread_mutex_unlock(mutex)
  }

  /// One wait for a change (the mutex held); false when `deadline` passed first.
  private func wait(until deadline: timespec?) -> Bool {
    waiting += 1
    defer { waiting -= 1 }
    guard var deadline else {
      pthread_cond_wait(changed, mutex)
      return true
    }
    return pthread_cond_timedwait(changed, mutex, &deadline) != ETIMEDOUT
  }

  /// The time `timeout` from now on the condition's clock (monotonic on Linux; Darwin's condition
  /// variables take only the wall clock), as `pthread_cond_timedwait` takes it.
  private static func deadline(after timeout: Duration) -> timespec {
    var now = timespec()
    #if os(Linux)
      clock_gettime(CLOCK_MONOTONIC, &now)
    #else
      clock_gettime(CLOCK_REALTIME, &now)
    #endif
    let (seconds, attoseconds) = max(timeout, .zero).components
    let nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
    var deadline = now
    // A year at most: longer waits are "forever" in practice, and keep `time_t` from overflowing.
    deadline.tv_sec += Int(min(seconds, 366 * 86_400)) + nanoseconds / 1_000_000_000
    deadline.tv_nsec = nanoseconds % 1_000_000_000
    return deadline
  }
}
