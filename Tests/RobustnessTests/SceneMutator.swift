import Foundation
import HeroTestSupport

/// Mutations of a scene document for the scene-reader fuzz tests: structural ones on the parsed
/// JSON (delete, duplicate, retype and rename keys, extreme numbers, huge arrays) and textual ones
/// on the bytes (flipped and inserted bytes, cuts, deep nesting, non-finite literals).
struct SceneMutator {
  var rng: SplitMix64

  /// A mutated copy of `json` (UTF-8 bytes of a valid scene).
  mutating func mutate(_ json: [UInt8]) -> [UInt8] {
    if rng.chance(0.6), let object = try? JSONSerialization.jsonObject(with: Data(json)) {
      var value = object
      for _ in 0..<rng.int(1...3) { value = mutateValue(value, depth: 0) }
      if JSONSerialization.isValidJSONObject(value),
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
      {
        return [UInt8](data)
      }
    }
    return mutateText(json)
  }

  /// Walks to a random node and changes it.
  mutating func mutateValue(_ value: Any, depth: Int) -> Any {
    if var object = value as? [String: Any], !object.isEmpty {
      let keys = object.keys.sorted()
      let key = rng.pick(keys)
      if depth < 6, rng.chance(0.6) {
        object[key] = mutateValue(object[key]!, depth: depth + 1)
        return object
      }
      switch rng.int(0...5) {
      case 0: object[key] = nil
      case 1: object[key + (rng.chance(0.5) ? "s" : "")] = replacement(for: object[key]!)
      case 2: object["unknownKey\(rng.int(0...9))"] = 1
      case 3:
        object[rng.pick(["id", "frame", "modifiers", "children", "heroID", "canvas", "transition"])] =
          replacement(for: 0)
      default: object[key] = replacement(for: object[key]!)
      }
      return object
    }
    if var array = value as? [Any], !array.isEmpty {
      let i = rng.int(0...(array.count - 1))
      if depth < 6, rng.chance(0.6) {
        array[i] = mutateValue(array[i], depth: depth + 1)
        return array
      }
      switch rng.int(0...3) {
      case 0: array.remove(at: i)
      case 1: array.insert(array[i], at: i)  // duplicates ids, keyframes, samples
      case 2: array = Array(repeating: array[i], count: rng.pick([2, 100, 5000]))
      default: array[i] = replacement(for: array[i])
      }
      return array
    }
    return replacement(for: value)
  }

  /// A value of another type, or an extreme one of the same.
  mutating func replacement(for value: Any) -> Any {
    switch rng.int(0...12) {
    case 0: return NSNull()
    case 1: return rng.chance(0.5)
    case 2: return rng.pick([0, -1, 1e308, -1e308, .leastNonzeroMagnitude, 0.5, 3, 16385, 1e15, -0.0] as [Double])
    case 3: return rng.pick(["", "x", "red", "fade", "#12", "é😀", "a/b", "\u{0}", "1e400", "to/nothing"])
    case 4: return [] as [Any]
    case 5: return [:] as [String: Any]
    case 6: return [1e308, 1e308, 1e308, 1e308]
    case 7: return [-5, -5, -1, -1]
    case 8: return [0, 0, 0, 0]
    case 9:
      return rng.pick([
        "fade scale(0) rotate(1e308)", "perspective(0)", "cascade(0.02, radial(1, 2), true)", "spring(0, 0)",
        "duration(99999999999)", "delay(1e300)", "size(1e308, 1e308)", "translate(1e308, -1e308, 1e308)",
        "beginWith(opacity(2))", "source(nothing)", "push(left)", "selectBy(presenting: fade)",
      ])
    case 10: return ["x": value]
    default: return [value]
    }
  }

  mutating func mutateText(_ json: [UInt8]) -> [UInt8] {
    var bytes = json
    switch rng.int(0...6) {
    case 0:
      for _ in 0..<rng.int(1...8) where !bytes.isEmpty {
        bytes[rng.int(0...(bytes.count - 1))] = UInt8(truncatingIfNeeded: rng.next())
      }
    case 1:
      let at = rng.int(0...bytes.count)
      bytes.insert(
        contentsOf: Array(
          rng.pick(["1e999", "-1e999", "NaN", "Infinity", ",", "}", "\"", "\\u12", "\u{0}", "//"]).utf8),
        at: at)
    case 2: bytes = Array(bytes.prefix(rng.int(0...bytes.count)))
    case 3:
      let n = rng.pick([100, 300, 100_000])
      bytes = Array(
        ("{\"from\": " + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "}").utf8)
    case 4:
      // A duplicate key right after an opening brace.
      if let i = bytes.indices.filter({ bytes[$0] == UInt8(ascii: "{") }).randomElement(using: &rng) {
        bytes.insert(contentsOf: Array("\"id\": \"dup\", \"id\": \"dup\",".utf8), at: i + 1)
      }
    case 5:
      // A number replaced by an overflowing one.
      if let i = bytes.indices.filter({ (0x31...0x39).contains(bytes[$0]) }).randomElement(using: &rng) {
        bytes.insert(contentsOf: Array("9e999".utf8), at: i)
      }
    default:
      if bytes.count > 2 {
        let a = rng.int(0...(bytes.count - 2))
        bytes.removeSubrange(a..<min(bytes.count, a + rng.int(1...20)))
      }
    }
    return bytes
  }
}
