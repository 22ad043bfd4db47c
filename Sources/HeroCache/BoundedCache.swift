import DequeModule

/// A dictionary that forgets its oldest entries beyond `capacity` entries or `budget` bytes, so a
/// compositor reused across many transitions, or one transition that makes a new large entry on
/// every frame (a shadow whose radius animates), keeps a bounded amount of memory. Entries are pure
/// functions of their keys, so eviction never changes output, only speed.
///
/// Every operation is O(1) (amortised): the insertion order is a `Deque` whose front is the oldest
/// entry. Removing a key leaves its place in the order behind, marked stale by the entry's
/// insertion number; eviction skips stale places, and the order is compacted when they outnumber
/// the entries.
public struct BoundedCache<Key: Hashable, Value> {
  public let capacity: Int
  /// The largest total `cost` (bytes) of the entries kept; the last one left is kept even alone
  /// over it (an update keeps its key's place in the order, as for `capacity`).
  public let budget: Int
  private let cost: (Value) -> Int
  /// Each value with the number of the insertion that made its place in `order`.
  private var entries: [Key: (value: Value, insertion: Int)] = [:]
  /// Keys in insertion order, oldest first; a place whose insertion number is not its entry's is
  /// stale (the key was removed, or removed and inserted again later).
  private var order: Deque<(key: Key, insertion: Int)> = []
  private var insertions = 0
  /// The total `cost` of `entries`.
  public private(set) var bytes = 0

  public init(capacity: Int, budget: Int = .max, cost: @escaping (Value) -> Int = { _ in 0 }) {
    self.capacity = max(1, capacity)
    self.budget = budget
    self.cost = cost
  }

  public subscript(key: Key) -> Value? {
    get { entries[key]?.value }
    set {
      guard let newValue else {
        if let old = entries.removeValue(forKey: key) {
          bytes -= cost(old.value)
          compactIfMostlyStale()
        }
        return
      }
      if let old = entries[key] {
        bytes -= cost(old.value)
        entries[key] = (newValue, old.insertion)
      } else {
        insertions += 1
        entries[key] = (newValue, insertions)
        order.append((key, insertions))
      }
      bytes += cost(newValue)
      while entries.count > capacity || (bytes > budget && entries.count > 1) { evictOldest() }
    }
  }

  public var count: Int { entries.count }

  /// Removes the oldest live entry, dropping the stale places in front of it.
  private mutating func evictOldest() {
    while let place = order.popFirst() {
      if entries[place.key]?.insertion == place.insertion, let evicted = entries.removeValue(forKey: place.key) {
        bytes -= cost(evicted.value)
        return
      }
    }
  }

  /// Drops the stale places once they are more than half of `order`, so removals that no eviction
  /// follows keep it within twice the entries (each place is copied at most once per halving).
  private mutating func compactIfMostlyStale() {
    guard order.count > 2 * entries.count + 16 else { return }
    order = Deque(order.filter { entries[$0.key]?.insertion == $0.insertion })
  }
}
