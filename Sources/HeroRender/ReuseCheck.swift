import Foundation

/// The `HERO_VERIFY_REUSE` setting: a debugging aid that makes every `FrameRenderer` check its
/// reuse across frames (damage repaint, copied PNG bands, repeated frames) against painting from
/// scratch, on every Nth frame each worker makes.
///
/// Read once per process, here, where renderer options get their defaults; a `FrameRenderer`'s
/// `verifyReuse` argument overrides it.
public enum ReuseCheck {
  /// The environment variable's name.
  public static let variable = "HERO_VERIFY_REUSE"

  /// What `HERO_VERIFY_REUSE` says: N (check every Nth frame), nil when unset, empty or 0, or the
  /// error for any other value.
  static let setting: Result<Int?, ReuseCheckSettingError> = parse(ProcessInfo.processInfo.environment[variable])

  /// N from `HERO_VERIFY_REUSE` (nil: unset, or not a valid value; renderers then throw
  /// `ReuseCheckSettingError` when they run).
  public static var fromEnvironment: Int? { (try? setting.get()) ?? nil }

  /// Parses a value of `HERO_VERIFY_REUSE`.
  static func parse(_ value: String?) -> Result<Int?, ReuseCheckSettingError> {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value != "0" else {
      return .success(nil)
    }
    guard let every = Int(value), every > 0 else { return .failure(ReuseCheckSettingError(value: value)) }
    return .success(every)
  }

  /// Throws when `HERO_VERIFY_REUSE` holds something other than a whole number.
  static func validateEnvironment() throws {
    _ = try setting.get()
  }
}

/// `HERO_VERIFY_REUSE` holds something other than a whole number.
public struct ReuseCheckSettingError: Error, CustomStringConvertible {
  public var value: String
  public var description: String {
    "\(ReuseCheck.variable)='\(value.prefix(40))' must be a whole number N ≥ 1 (check every Nth frame) or 0 (no check)"
  }
}

/// A frame painted with reuse differed from the same frame painted from scratch: a HeroFrames bug.
public struct ReuseCheckFailure: Error, CustomStringConvertible {
  public var scene: String?
  public var frame: FrameJob
  /// What differed.
  public var what: String

  public var description: String {
    let name = scene.map { "scene '\($0)', " } ?? ""
    return
      "reuse check failed: \(name)frame \(frame.name) (t = \(frame.time) s) painted over the worker's previous frames is not what painting it from scratch gives: \(what). This is a HeroFrames bug; please report it with the scene file"
  }
}
