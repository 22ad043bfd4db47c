/// A dictionary that forgets its oldest entries beyond `capacity` entries or `budget` bytes, so a
/// compositor reused across many transitions, or one transition that makes a new large entry on
/// every frame (a shadow whose radius animates), keeps a bounded amount of memory. Entries are pure
/// functions of their keys, so eviction never changes output, only speed.
public struct BoundedCache<Key: Hashable, Value> {
  public let capacity: Int
  /// The largest total `cost` (bytes) of the entries kept; the last one left is kept even alone
  /// over it (an update keeps its key's place in the order, as for `capacity`).
  public let budget: Int
  private let cost: (Value) -> Int
  private var entries: [Key: Value] = [:]
  private var order: [Key] = []
  /// The total `cost` of `entries`.
  public private(set) var bytes = 0

  public init(capacity: Int, budget: Int = .max, cost: @escaping (Value) -> Int = { _ in 0 }) {
    self.capacity = max(1, capacity)
    self.budget = budget
    self.cost = cost
  }

  public subscript(key: Key) -> Value? {
    get { entries[key] }
    set {
      guard let newValue else {
        if let old = entries.removeValue(forKey: key) {
          bytes -= cost(old)
          order.removeAll { $0 == key }
        }
        return
      }
      if let old = entries.updateValue(newValue, forKey: key) {
        bytes -= cost(old)
      } else {
        order.append(key)
      }
      bytes += cost(newValue)
      while order.count > capacity || (bytes > budget && order.count > 1) {
        if let evicted = entries.removeValue(forKey: order.removeFirst()) { bytes -= cost(evicted) }
      }
    }
  }

  public var count: Int { entries.count }
}
