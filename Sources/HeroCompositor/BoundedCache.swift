/// A dictionary that forgets its oldest entries beyond `capacity`, so a compositor reused across
/// many transitions keeps a bounded amount of memory. Entries are pure functions of their keys,
/// so eviction never changes output, only speed.
public struct BoundedCache<Key: Hashable, Value> {
  public let capacity: Int
  private var entries: [Key: Value] = [:]
  private var order: [Key] = []

  public init(capacity: Int) { self.capacity = max(1, capacity) }

  public subscript(key: Key) -> Value? {
    get { entries[key] }
    set {
      guard let newValue else {
        if entries.removeValue(forKey: key) != nil { order.removeAll { $0 == key } }
        return
      }
      if entries.updateValue(newValue, forKey: key) == nil { order.append(key) }
      if order.count > capacity { entries[order.removeFirst()] = nil }
    }
  }

  public var count: Int { entries.count }
}
