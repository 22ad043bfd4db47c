import HeroCache
import HeroTestSupport
import Testing

@Suite("Bounded cache")
struct BoundedCacheTests {
  @Test func forgetsTheOldestBeyondCapacity() {
    var cache = BoundedCache<Int, String>(capacity: 2)
    cache[1] = "a"
    cache[2] = "b"
    cache[1] = "a2"  // an update does not refresh the order
    cache[3] = "c"
    #expect(cache.count == 2)
    #expect(cache[1] == nil && cache[2] == "b" && cache[3] == "c")
    cache[2] = nil
    #expect(cache.count == 1)
    cache[4] = "d"
    cache[5] = "e"
    #expect(cache[3] == nil && cache[4] == "d" && cache[5] == "e")
  }

  @Test func forgetsTheOldestBeyondItsBudget() {
    var cache = BoundedCache<Int, [UInt8]>(capacity: 100, budget: 10, cost: \.count)
    cache[1] = [UInt8](repeating: 0, count: 4)
    cache[2] = [UInt8](repeating: 0, count: 4)
    #expect(cache.count == 2 && cache.bytes == 8)
    cache[3] = [UInt8](repeating: 0, count: 4)  // 12 bytes: the oldest goes
    #expect(cache[1] == nil && cache[2] != nil && cache[3] != nil && cache.bytes == 8)
    cache[2] = [UInt8](repeating: 0, count: 1)  // an update counts its new size
    #expect(cache.bytes == 5)
    cache[4] = [UInt8](repeating: 0, count: 50)  // alone over the budget: kept, the others go
    #expect(cache.count == 1 && cache[4] != nil && cache.bytes == 50)
    cache[4] = nil
    #expect(cache.count == 0 && cache.bytes == 0)
  }
}

/// What the cache must keep, stated as plainly as possible: keys in insertion order (an update
/// keeps its place, a removal loses it), the oldest dropped while over capacity or, above one
/// entry, over budget.
private struct InsertionOrderModel {
  let capacity: Int
  let budget: Int
  var order: [Int] = []
  var values: [Int: [UInt8]] = [:]
  var bytes: Int { values.values.reduce(0) { $0 + $1.count } }

  mutating func set(_ key: Int, _ value: [UInt8]?) {
    guard let value else {
      if values.removeValue(forKey: key) != nil { order.removeAll { $0 == key } }
      return
    }
    if values.updateValue(value, forKey: key) == nil { order.append(key) }
    while order.count > capacity || (bytes > budget && order.count > 1) { values[order.removeFirst()] = nil }
  }
}

/// A key that counts the hashing and comparing done with it: the cache's work per operation,
/// which must not grow with the number of entries.
private final class WorkCounter { var count = 0 }

private struct CountedKey: Hashable {
  let id: Int
  let work: WorkCounter
  static func == (a: CountedKey, b: CountedKey) -> Bool {
    a.work.count += 1
    return a.id == b.id
  }
  func hash(into hasher: inout Hasher) {
    work.count += 1
    hasher.combine(id)
  }
}

@Suite("Bounded cache cost and semantics")
struct BoundedCacheCostTests {
  /// Random inserts, updates, removals and lookups agree with the insertion-order model, through
  /// evictions by count and by budget and the compaction of removed places.
  @Test func agreesWithTheInsertionOrderModel() {
    var random = SplitMix64(seed: 22)
    for round in 0..<40 {
      let capacity = random.int(1...12)
      let budget = random.chance(0.5) ? .max : random.int(0...40)
      var cache = BoundedCache<Int, [UInt8]>(capacity: capacity, budget: budget, cost: \.count)
      var model = InsertionOrderModel(capacity: capacity, budget: budget)
      for step in 0..<2_000 {
        let key = random.int(0...20)
        let value: [UInt8]? = random.chance(0.3) ? nil : [UInt8](repeating: 1, count: random.int(0...12))
        cache[key] = value
        model.set(key, value)
        #expect(cache.count == model.values.count && cache.bytes == model.bytes, "round \(round), step \(step)")
        for probe in 0...20 where cache[probe] != model.values[probe] {
          Issue.record("round \(round), step \(step): key \(probe) is \(String(describing: cache[probe]))")
          return
        }
      }
    }
  }

  /// The hashing and comparing per operation (insert with eviction, update, remove, insert again)
  /// stays flat from n to 16n entries: eviction takes the oldest without searching or shifting
  /// the others, and a removal finds its key in the dictionary, not in the order.
  @Test func workPerOperationDoesNotGrowWithTheEntries() {
    func workPerOperation(entries n: Int) -> Double {
      let work = WorkCounter()
      var cache = BoundedCache<CountedKey, Int>(capacity: n)
      for i in 0..<n { cache[CountedKey(id: i, work: work)] = i }
      work.count = 0
      for i in 0..<n {
        cache[CountedKey(id: n + i, work: work)] = i  // evicts the oldest
        cache[CountedKey(id: n + i, work: work)] = -i  // an update
        cache[CountedKey(id: n + i / 2, work: work)] = nil  // a removal
        cache[CountedKey(id: n + i / 2, work: work)] = i  // inserted again, at the back
      }
      #expect(cache.count == n)
      return Double(work.count) / Double(4 * n)
    }
    let small = workPerOperation(entries: 1_000)
    let large = workPerOperation(entries: 16_000)
    print("bounded cache: \(small) hash/compare per operation at 1000 entries, \(large) at 16000")
    #expect(large < 2 * small, "work per operation grew from \(small) to \(large) for 16× the entries")
  }
}
