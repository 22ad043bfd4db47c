import HeroModel
import HeroProject
import HeroScene

/// A variant value that changes nothing: every variant with it draws the same frames, at every
/// golden sample, as the variant that differs only in taking its axis's first value. Such a value
/// multiplies the goldens to record and review without testing anything (an `AX3` content size where
/// no label uses a text style, `dark` where no colour has a dark value, `rtl` where nothing follows
/// the layout direction), so `hero lint` warns, naming the value and why.
///
/// Read off the frames the engine makes (the transition's state at each golden sample), not guessed
/// from the file: cost is variants × samples frame states, which lint has already loaded.
public enum VariantAxisLint {
  /// The axes in matrix order: the `variants` key, a variant's value on it, and why a value of it
  /// can change nothing.
  static let axes: [(key: String, value: @Sendable (Variant) -> String?, why: String)] = [
    ("devices", { $0.device }, "the scene is laid out and drawn the same on that device"),
    (
      "appearances", { $0.appearance?.rawValue },
      "no colour of the scene has a dark value (a system colour, a {\"light\", \"dark\"} pair or a colour set with a dark appearance)"
    ),
    (
      "contentSizes", { $0.contentSize?.rawValue },
      "no label uses a text style (\"textStyle\", or a storyboard label's Dynamic Type font)"
    ),
    (
      "directions", { $0.direction?.rawValue },
      "nothing follows the layout direction (natural text alignment, a storyboard screen, \"layoutDirection\": \"followsLayoutDirection\")"
    ),
  ]

  /// The warnings for one scene, given every one of its variants loaded (`variants`, in matrix
  /// order) and the file's document (for the line and column of `variants.<axis>`).
  public static func warnings(_ variants: [LoadedScene], document: JSONValue?) -> [SceneWarning] {
    guard variants.count > 1 else { return [] }
    let frames = variants.map { loaded in
      loaded.scene.golden.samples.map { loaded.transition.frame(at: loaded.time(atProgress: $0)) }
    }
    var out: [SceneWarning] = []
    for (a, axis) in axes.enumerated() {
      let values = variants.compactMap { $0.variant.flatMap(axis.value) }
      guard let first = values.first else { continue }
      var seen: [String] = []
      for value in values where value != first && !seen.contains(value) {
        seen.append(value)
        let same = variants.indices.filter { variants[$0].variant.flatMap(axis.value) == value }.allSatisfy { i in
          guard let partner = Self.partner(of: i, axis: a, taking: first, in: variants) else { return false }
          return frames[i] == frames[partner]
        }
        guard same else { continue }
        let path = "variants.\(axis.key)"
        let location = document?.location(ofPath: path)
        out.append(
          SceneWarning(
            rule: .variantChangesNothing, path: path, line: location?.line, column: location?.column,
            message: "'\(value)' draws every sample as '\(first)' does: \(axis.why)",
            suggestion: "remove '\(value)' (its goldens test nothing), or make the scene depend on it"))
      }
    }
    return out
  }

  /// The variant equal to `variants[i]` except that axis `a` (an index into `axes`) takes `value`.
  static func partner(of i: Int, axis a: Int, taking value: String, in variants: [LoadedScene]) -> Int? {
    guard let variant = variants[i].variant else { return nil }
    return variants.indices.first { j in
      guard let other = variants[j].variant, axes[a].value(other) == value else { return false }
      return axes.indices.allSatisfy { $0 == a || axes[$0].value(other) == axes[$0].value(variant) }
    }
  }
}
