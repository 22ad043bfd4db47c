import HeroEngine
import HeroModel

/// How the storyboard's controllers contain and lead to each other: which navigation or tab bar
/// controller shows a controller, what kind of transition a segue makes, and which Hero
/// animation-type string applies.
struct ControllerGraph {
  let storyboard: Storyboard
  /// Segues by destination and by source, in document order: each lookup is a dictionary access,
  /// so walking a navigation stack costs its length, whatever the storyboard's size.
  private let into: [String: [Storyboard.Segue]]
  private let outOf: [String: [Storyboard.Segue]]

  init(_ storyboard: Storyboard) {
    self.storyboard = storyboard
    into = Dictionary(grouping: storyboard.segues, by: \.destination)
    outOf = Dictionary(grouping: storyboard.segues, by: \.source)
  }

  /// For a navigation controller, its root view controller; for a tab bar controller, its first tab;
  /// any other controller is its own content.
  func content(of id: String, report: inout ImportReport) throws(ImportError) -> String {
    var current = id
    for _ in 0..<8 {
      guard let c = storyboard.controller(id: current), c.isContainer else { return current }
      let relationship = c.elementName == "navigationController" ? "rootViewController" : "viewControllers"
      guard
        let child = outOf[current, default: []].first(where: {
          $0.kind == "relationship" && $0.relationship == relationship
        })
      else {
        throw ImportError(
          file: storyboard.file, line: c.node.line,
          message: "\(c.elementName) '\(c.displayName)' shows no view controller to import")
      }
      report.add(
        .approximated, "",
        "'\(c.displayName)' is a \(c.elementName); imported its \(relationship == "rootViewController" ? "root view controller" : "first tab") '\(child.destination)'"
      )
      current = child.destination
    }
    return current
  }

  /// The navigation controller whose stack holds `id`: its root, or reached from it by `show` segues.
  func navigationController(of id: String) -> String? {
    var seen: Set<String> = []
    var current = id
    while seen.insert(current).inserted {
      if let root = into[current, default: []].first(where: {
        $0.kind == "relationship" && $0.relationship == "rootViewController"
      }) {
        return root.source
      }
      guard let pusher = into[current, default: []].first(where: { ["show", "push"].contains($0.kind) })
      else { return nil }
      current = pusher.source
    }
    return nil
  }

  /// The tab bar controller showing `id` directly, and `id`'s index among its tabs.
  func tabBarController(of id: String) -> (controller: String, index: Int)? {
    guard let tab = into[id, default: []].first(where: { $0.relationship == "viewControllers" }) else {
      return nil
    }
    let tabs = outOf[tab.source, default: []].filter { $0.relationship == "viewControllers" }
    return (tab.source, tabs.firstIndex { $0.destination == id } ?? 0)
  }

  /// The transition kind: from the segue (a `show` inside a navigation controller pushes), else from
  /// the controllers' containers (same navigation stack: push or pop; same tab bar: tab), else a
  /// segue the other way round (dismiss or pop), else present.
  func kind(from: String, to: String, segue: Storyboard.Segue?, report: inout ImportReport)
    throws(ImportError)
    -> TransitionKind
  {
    let fromNav = navigationController(of: from)
    if let segue {
      switch segue.kind {
      case "show", "push":
        return fromNav != nil ? .push : .present
      case "presentation", "modal", "showDetail", "popoverPresentation", "custom", "replace":
        if segue.kind != "presentation", segue.kind != "modal" {
          report.add(.approximated, "", "segue kind '\(segue.kind)' imported as a modal presentation")
        }
        return .present
      case "unwind":
        return fromNav != nil && fromNav == navigationController(of: to) ? .pop : .dismiss
      default:
        report.add(.approximated, "", "segue kind '\(segue.kind)' imported as a modal presentation")
        return .present
      }
    }
    if let nav = fromNav, nav == navigationController(of: to) {
      return depth(of: to) > depth(of: from) ? .push : .pop
    }
    if let a = tabBarController(of: from), let b = tabBarController(of: to), a.controller == b.controller {
      return b.index > a.index ? .tabForward : .tabBackward
    }
    if let back = outOf[to, default: []].first(where: { $0.destination == from }) {
      return try kind(from: to, to: from, segue: back, report: &report) == .push ? .pop : .dismiss
    }
    report.add(
      .approximated, "", "no segue between the two view controllers; imported as a modal presentation")
    return .present
  }

  /// How many `show` segues lead from the navigation root to `id`.
  private func depth(of id: String) -> Int {
    var count = 0
    var seen: Set<String> = []
    var current = id
    while seen.insert(current).inserted,
      let pusher = into[current, default: []].first(where: { ["show", "push"].contains($0.kind) })
    {
      count += 1
      current = pusher.source
    }
    return count
  }

  /// Hero's default-animation resolution (auto → the container's animation type): the navigation
  /// controller's `heroNavigationAnimationTypeString`, the tab bar controller's
  /// `heroTabBarAnimationTypeString`, or the presented controller's `heroModalAnimationTypeString`.
  func animation(kind: TransitionKind, from: String, to: String, report: inout ImportReport)
    -> DefaultAnimation
  {
    let owner: String?
    let keyPath: String
    switch kind {
    case .push, .pop:
      owner = navigationController(of: kind == .push ? from : to)
      keyPath = "heroNavigationAnimationTypeString"
    case .tabForward, .tabBackward:
      owner = tabBarController(of: to)?.controller
      keyPath = "heroTabBarAnimationTypeString"
    case .present, .dismiss:
      owner = kind == .present ? to : from
      keyPath = "heroModalAnimationTypeString"
    }
    guard let owner, let c = storyboard.controller(id: owner),
      let text = RuntimeAttribute.all(of: c.node).first(where: { $0.keyPath == keyPath })?.string
    else { return .auto }
    do {
      return try ModifierParser.parseDefaultAnimation(text)
    } catch {
      report.add(
        .warning, "",
        "\(keyPath) '\(Excerpt.quote(text))' on '\(c.displayName)' does not parse (\(error.description)); Hero falls back to auto"
      )
      return .auto
    }
  }

  /// `overFullScreen` (and `overCurrentContext`, drawn the same here) keep the presenter; any other
  /// style is drawn full screen, which is what Hero sets when it is enabled on a controller.
  func presentation(presented: Storyboard.Controller, segue: Storyboard.Segue?, report: inout ImportReport)
    -> PresentationStyle
  {
    let style = segue?.modalPresentationStyle ?? presented.node["modalPresentationStyle"]
    switch style {
    case nil, "fullScreen": return .fullScreen
    case "overFullScreen": return .overFullScreen
    case "overCurrentContext":
      report.add(.approximated, "", "modalPresentationStyle overCurrentContext drawn as overFullScreen")
      return .overFullScreen
    case let other?:
      report.add(.approximated, "", "modalPresentationStyle '\(other)' drawn full screen")
      return .fullScreen
    }
  }

  /// Hero runs only for controllers with `isHeroEnabled`; without it a device shows UIKit's own transition.
  func checkHeroEnabled(kind: TransitionKind, from: String, to: String, report: inout ImportReport) {
    let owner: String? =
      switch kind {
      case .push, .pop: navigationController(of: kind == .push ? from : to)
      case .tabForward, .tabBackward: tabBarController(of: to)?.controller
      case .present: to
      case .dismiss: from
      }
    guard let owner, let c = storyboard.controller(id: owner) else { return }
    let enabled = RuntimeAttribute.all(of: c.node).contains {
      ($0.keyPath == "isHeroEnabled" || $0.keyPath == "heroEnabled") && $0.bool == true
    }
    if !enabled {
      report.add(
        .warning, "",
        "'\(c.displayName)' does not set isHeroEnabled: on a device UIKit's own transition runs, not Hero's")
    }
  }
}
