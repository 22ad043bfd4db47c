import HeroModel
import Testing

@testable import HeroEngine

/// Scene builders and frame look-ups shared by the transition tests.
enum TestScenes {
  static let canvas = Canvas(width: 375, height: 667, scale: 1)

  static func page(
    _ id: String, background: Color? = .white, modifiers: [Modifier] = [], children: [View] = []
  ) -> View {
    View(
      id: id, frame: Rect(0, 0, 375, 667), backgroundColor: background, modifiers: modifiers,
      children: children)
  }

  static func box(
    _ id: String, _ frame: Rect, color: Color? = .red, heroID: String? = nil, modifiers: [Modifier] = [],
    children: [View] = []
  ) -> View {
    View(
      id: id, frame: frame, backgroundColor: color, heroID: heroID, modifiers: modifiers, children: children)
  }

  static func scene(
    kind: TransitionKind = .present, animation: DefaultAnimation = .none,
    presentation: PresentationStyle = .fullScreen, duration: Double? = nil, timing: TimingCurve? = nil,
    interactive: InteractiveScript? = nil, from: View, to: View
  ) -> Scene {
    Scene(
      name: "test", canvas: canvas,
      transition: TransitionSettings(
        kind: kind, presentation: presentation, animation: animation, duration: duration, timing: timing,
        interactive: interactive),
      from: from, to: to)
  }

  /// The basic match scene (the reference example scene).
  static var matchBasic: Scene {
    scene(
      kind: .present, animation: .auto,
      from: page(
        "home",
        children: [
          box("red", Rect(20, 100, 100, 100), heroID: "redView"),
          box("blue", Rect(150, 100, 100, 100), color: .cyan, heroID: "blueView", modifiers: [.fade]),
        ]),
      to: page(
        "detail",
        children: [
          box("red", Rect(0, 0, 375, 300), heroID: "redView"),
          box("blue", Rect(50, 400, 275, 200), color: .cyan, heroID: "blueView", modifiers: [.fade]),
        ]))
  }
}

extension FrameState {
  /// The last layer with `key` in paint order (a snapshot layer wins over a hidden stand-in).
  func layer(_ key: String) -> Layer? {
    var found: Layer?
    func walk(_ ls: [Layer]) {
      for l in ls {
        if l.key == key { found = l }
        walk(l.sublayers)
      }
    }
    walk(layers)
    return found
  }

  /// Top-level keys in paint order.
  var keys: [String] { layers.map(\.key) }
}

extension Transition {
  /// The key animation of `key` on the view `viewKey`.
  func keyAnimation(_ key: AnimatedKey, of viewKey: String) -> KeyAnimation? {
    guard let n = tree.nodes.firstIndex(where: { plan.index[$0.view].key.description == viewKey }) else {
      return nil
    }
    return animations[n]?.keys.first { $0.key == key }
  }

  func viewAnimation(_ viewKey: String) -> ViewAnimation? {
    guard let n = tree.nodes.firstIndex(where: { plan.index[$0.view].key.description == viewKey }) else {
      return nil
    }
    return animations[n]
  }

  func state(_ viewKey: String) -> TargetState? {
    let parts = viewKey.split(separator: "/")
    return plan[ViewKey(parts[0] == "from" ? .from : .to, String(parts[1]))]
  }
}

func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

extension KeyValue {
  var number: Double? { if case .number(let x) = self { x } else { nil } }
  var transformValue: Transform3D? { if case .transform(let x) = self { x } else { nil } }
  var pointValue: Point? { if case .point(let x) = self { x } else { nil } }
  var overlayValue: Overlay?? { if case .overlay(let x) = self { x } else { nil } }
}
