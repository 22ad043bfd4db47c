import HeroModel

/// Hero's duration resolution in the default animator (hero-semantics §6.11), made deterministic (hero-semantics D4).
///
/// Per animated view: an explicit finite duration is used as is; no duration means the automatic
/// duration `0.208 + clamp(move, 0, 500) / 3000` from the snapshot's placement towards the state;
/// `durationMatchLongest` (∞) means the longest duration of pass 1 (explicit durations and every
/// automatic duration, the ∞ views' own included), computed **before** delays.
///
/// The scene's transition-wide `duration`, when set, acts like `.duration(d)` appended to every
/// animated view whose state has no duration (nil); views with an explicit duration or
/// `durationMatchLongest` keep theirs (the default-animation roots receive it in their template,
/// see `DefaultAnimationPass`).
public enum DurationResolution {
  /// One animated view as duration resolution sees it.
  public struct Input: Hashable, Sendable {
    public var state: TargetState
    /// The snapshot layer before `beginWith`: where the view starts from Hero's point of view.
    public var position: Point
    public var size: Size
    public var transform: Transform3D
    public init(state: TargetState, position: Point, size: Size, transform: Transform3D) {
      self.state = state
      self.position = position
      self.size = size
      self.transform = transform
    }
  }

  /// The automatic duration of one view (hero-semantics §6.11), towards its state's values.
  public static func automatic(_ input: Input) -> Double {
    AutomaticDuration.duration(
      fromPosition: input.position, toPosition: input.state.position ?? input.position,
      fromSize: input.size, toSize: input.state.size ?? input.size, fromTransform: input.transform,
      toTransform: input.state.transform ?? input.transform)
  }

  /// Durations for `inputs`, in order, with `override` as the transition-wide duration.
  public static func resolve(_ inputs: [Input], override: Double? = nil) -> [Double] {
    var longest = 0.0
    var out: [Double] = []
    for input in inputs {
      let explicit = input.state.duration ?? override
      if let d = explicit, d.isFinite {
        out.append(d)
        longest = max(longest, d)
      } else {
        let auto = automatic(input)
        out.append(explicit == nil ? auto : .infinity)
        longest = max(longest, auto)
      }
    }
    return out.map { $0.isFinite ? $0 : longest }
  }
}
