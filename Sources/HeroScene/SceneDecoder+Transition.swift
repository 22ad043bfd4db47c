import HeroEngine
import HeroModel

/// The `transition` object and its scripted interactive gesture.
extension SceneDecoder {
  static let transitionKeys = [
    "kind", "animation", "presentation", "duration", "timing", "containerColor", "interactive",
  ]
  static let interactiveKeys = ["progress", "apply", "release"]
  static let applyKeys = ["at", "view", "modifiers"]
  static let releaseKeys = ["at", "action", "animate"]

  func transition(_ value: JSONValue, _ path: String, from: View, to: View) throws(SceneError)
    -> TransitionSettings
  {
    let f = try object(
      value, at: path,
      keys: Self.transitionKeys)
    // What is left out keeps `TransitionSettings`'s own defaults.
    var settings = TransitionSettings()
    settings.kind =
      try f.optionalCase("kind", TransitionKind.self, what: "transition kind") ?? settings.kind
    settings.presentation =
      try f.optionalCase("presentation", PresentationStyle.self, what: "presentation") ?? settings.presentation
    if let value = f["presentation"], settings.kind != .present, settings.kind != .dismiss {
      throw error(
        "'presentation' applies to modal transitions (present, dismiss) only, not '\(settings.kind.rawValue)'",
        at: f.path("presentation"), value)
    }
    settings.animation = try f.optional("animation", defaultAnimation) ?? settings.animation
    settings.duration = try f.optional("duration", nonNegative)
    settings.timing = try f.optional("timing", timingCurve)
    settings.containerColor = try f.optional("containerColor", color) ?? settings.containerColor
    settings.interactive = try f.optional("interactive") { (v, p) throws(SceneError) in
      try interactive(v, p, from: from, to: to)
    }
    return settings
  }

  func interactive(_ value: JSONValue, _ path: String, from: View, to: View) throws(SceneError)
    -> InteractiveScript
  {
    let f = try object(value, at: path, keys: Self.interactiveKeys)
    var script = InteractiveScript()
    if let keyframes = f["progress"] {
      let keyframesPath = f.path("progress")
      var lastTime = -Double.infinity
      for (i, element) in try array(keyframes, keyframesPath).enumerated() {
        let p = JSONPath.index(i, in: keyframesPath)
        let pair = try numbers(element, p, count: 2, shape: "[time, progress]")
        guard pair[0] >= 0 else {
          throw error("time must not be negative (found \(format(pair[0])))", at: p, element)
        }
        guard pair[0] >= lastTime else {
          throw error(
            "keyframe times must not decrease (\(format(pair[0])) after \(format(lastTime)))", at: p, element)
        }
        guard (0...1).contains(pair[1]) else {
          throw error("progress \(format(pair[1])) is out of range; expected 0…1", at: p, element)
        }
        lastTime = pair[0]
        script.progress.append(.init(time: pair[0], progress: pair[1]))
      }
    }
    // The time of each JSON `apply` entry (one entry may become two applies, one per screen).
    var applyTimes: [Double] = []
    if let applies = f["apply"] {
      let appliesPath = f.path("apply")
      let views = ScriptViews(from: from, to: to)
      for (i, element) in try array(applies, appliesPath).enumerated() {
        let a = try object(
          element, at: JSONPath.index(i, in: appliesPath), keys: Self.applyKeys)
        let viewValue = try a.required("view")
        let time = try a.require("at", nonNegative)
        let targets = try viewKeys(viewValue, a.path("view"), views)
        let modifiers = try a.require("modifiers", modifiers)
        applyTimes.append(time)
        for view in targets {
          script.applies.append(.init(time: time, view: view, modifiers: modifiers, entry: i))
        }
      }
    }
    if let releaseValue = f["release"] {
      let r = try object(releaseValue, at: f.path("release"), keys: Self.releaseKeys)
      var release = InteractiveScript.Release(
        time: try r.require("at", nonNegative),
        action: try r.require("action") { (v, p) throws(SceneError) in
          try enumeration(v, p, cases: [.finish, .cancel], what: "release action")
        })
      release.animate = try r.optional("animate", bool) ?? release.animate
      script.release = release
      try checkNothingAfterRelease(script, applyTimes: applyTimes, f)
    }
    return script
  }

  /// Hero ignores `update` and `apply` once the gesture is released, so a keyframe or apply after
  /// the release is a mistake in the script; say so rather than drop it silently.
  private func checkNothingAfterRelease(
    _ script: InteractiveScript, applyTimes: [Double], _ f: Fields
  ) throws(SceneError) {
    guard let release = script.release else { return }
    let late = "comes after the release at \(format(release.time)) s; Hero ignores calls after the release"
    if let i = script.progress.firstIndex(where: { $0.time > release.time }),
      case .array(let elements)? = f["progress"]?.node
    {
      throw error(
        "keyframe at \(format(script.progress[i].time)) s \(late)",
        at: JSONPath.index(i, in: f.path("progress")), elements[i])
    }
    if let i = applyTimes.firstIndex(where: { $0 > release.time }),
      case .array(let elements)? = f["apply"]?.node, elements.indices.contains(i)
    {
      throw error(
        "apply at \(format(applyTimes[i])) s \(late)", at: JSONPath.index(i, in: f.path("apply")), elements[i]
      )
    }
  }

  /// `side/id` names one view. A bare id (docs/scene-format.md writes `"view": "id"`) names the view with that
  /// id in whichever screen has one; when both screens have it, the apply goes to both, `from` first.
  /// For a matched pair (the usual case: the same id and heroID on both sides) that is exactly Hero's
  /// `apply(modifiers:to:)`, which reaches the view and its pair with the same values.
  func viewKeys(_ value: JSONValue, _ path: String, _ views: ScriptViews) throws(SceneError) -> [ViewKey] {
    let text = try nonEmptyString(value, path)
    let ids = views.ids
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    if parts.count == 2 {
      guard let side = Side(rawValue: parts[0]) else {
        throw error(
          "unknown side '\(Excerpt.quote(parts[0]))' in '\(Excerpt.quote(text))'; expected 'from' or 'to'",
          at: path, value,
          suggestion: NameSuggestion.closest(to: parts[0], in: ["from", "to"]).map { "\($0)/\(parts[1])" })
      }
      guard views.known[side, default: []].contains(parts[1]) else {
        throw error(
          "no view '\(Excerpt.quote(parts[1]))' in '\(side.rawValue)'", at: path, value,
          suggestion: NameSuggestion.closest(to: parts[1], in: ids[side, default: []]).map {
            "\(side.rawValue)/\($0)"
          })
      }
      return [ViewKey(side, parts[1])]
    }
    let sides = Side.allCases.filter { views.known[$0, default: []].contains(text) }
    guard !sides.isEmpty else {
      let all = Side.allCases.flatMap { side in ids[side, default: []] }
      throw error(
        "no view '\(Excerpt.quote(text))' in either screen", at: path, value,
        suggestion: NameSuggestion.closest(to: text, in: all))
    }
    // Of two, keep those that take part (Hero's isEnabled / isEnabledForSubviews), so naming a pair
    // whose one side is disabled still reaches the other.
    let taking = sides.filter { views.takingPart[$0, default: []].contains(text) }
    return (sides.count == 2 && taking.count == 1 ? taking : sides).map { ViewKey($0, text) }
  }
}

/// Both screens' view ids, gathered once per script: a script may name views in any number of
/// `apply` entries, and each is looked up in these sets rather than by walking the trees again.
struct ScriptViews {
  /// Each screen's ids, depth-first in tree order (suggestions are taken in this order).
  let ids: [Side: [String]]
  let known: [Side: Set<String>]
  /// The ids of the views that take part (`View.idsTakingPart`).
  let takingPart: [Side: Set<String>]

  init(from: View, to: View) {
    ids = [.from: from.allIDs, .to: to.allIDs]
    known = ids.mapValues { Set($0) }
    takingPart = [.from: Set(from.idsTakingPart), .to: Set(to.idsTakingPart)]
  }
}

extension View {
  /// This view's id and every descendant's, depth-first in tree order.
  var allIDs: [String] { [id] + children.flatMap(\.allIDs) }
}
