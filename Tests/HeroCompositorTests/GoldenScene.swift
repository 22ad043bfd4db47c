import Foundation
import HeroModel
import Testing

/// One compositor feature shown by a small frame (96×96 points at scale 2), compared with
/// `golden/compositor/<name>.png`.
struct GoldenScene: Sendable, CustomTestStringConvertible {
  var name: String
  /// The golden's class in the tolerance policy (`GoldenTolerance`): `bilinear` for scenes whose
  /// subject is a bitmap drawn scaled, rotated or in perspective, `exact` for everything else.
  var tolerance = GoldenTolerance.exact
  var frame: @Sendable () -> FrameState

  var testDescription: String { name }

  static let canvas = Size(96, 96)
  static let scale = 2.0

  /// A frame of `layers` over a light grey canvas layer.
  static func frame(_ layers: [Layer], snapshots: [String: Snapshot] = [:]) -> FrameState {
    let background = Layer(
      key: "canvas", position: Point(48, 48), size: canvas, backgroundColor: Color(white: 0.93))
    return FrameState(
      time: 0, progress: 0, canvasSize: canvas, layers: [background] + layers, snapshots: snapshots)
  }

  static func color(_ hex: String) -> Color { Color(hex: hex) ?? .black }
}
