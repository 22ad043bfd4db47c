import Foundation
import Testing

/// When golden images are (re)written, from the `HERO_RECORD` environment variable.
///
/// Recording is never the default, and a test that records always fails, so a recorded golden is
/// only accepted after a second, plain run passes (see `scripts/update-golden`).
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// Compare only (HERO_RECORD unset or empty).
  case never
  /// Write goldens that do not exist yet.
  case missing
  /// Write goldens that do not exist or do not match.
  case failed
  /// Write every golden.
  case all

  /// The mode `HERO_RECORD` asks for (`never` when unset or empty); a failure naming the value
  /// when it is not one of `missing`, `failed`, `all`.
  public static func fromEnvironment(_ value: String?) -> Result<GoldenRecordMode, GoldenModeError> {
    guard let value, !value.isEmpty else { return .success(.never) }
    guard let mode = GoldenRecordMode(rawValue: value), mode != .never else {
      return .failure(GoldenModeError(value: value))
    }
    return .success(mode)
  }
}

extension GoldenRecordMode {
  /// The mode `HERO_RECORD` asks for in this process, or nil after recording a test issue naming a
  /// value that is not a mode.
  static func current(sourceLocation: SourceLocation) -> GoldenRecordMode? {
    switch fromEnvironment(ProcessInfo.processInfo.environment["HERO_RECORD"]) {
    case .success(let mode): return mode
    case .failure(let error):
      Issue.record("\(error)", sourceLocation: sourceLocation)
      return nil
    }
  }
}

/// HERO_RECORD holds something other than `missing`, `failed` or `all`.
public struct GoldenModeError: Error, Hashable, Sendable, CustomStringConvertible {
  public var value: String
  public init(value: String) { self.value = value }
  public var description: String { "HERO_RECORD='\(value)' is not one of missing, failed, all" }
}
