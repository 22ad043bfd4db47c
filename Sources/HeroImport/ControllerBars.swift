import HeroLayout

/// The bars a view controller's containers put over its view, and what they do to the view's frame
/// and safe area, as UIKit decides it:
///
/// - a navigation controller's bar (for its root and every controller `show`-pushed onto it), unless
///   the navigation controller hides it; taller with a large title (`largeTitles` on the bar, unless
///   the item's `largeTitleDisplayMode` is `never`) or a `prompt`;
/// - a tab bar controller's tab bar (for its tabs, and the stacks of navigation controllers that
///   are its tabs); a navigation controller's toolbar when it shows one;
/// - IB's simulated metrics on the controller (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`)
///   say the same where the containment is not in the document, and win over it.
///
/// A bar always insets the safe area. The view itself extends under a bar when the bar is
/// translucent, or when it is opaque and the controller sets `extendedLayoutIncludesOpaqueBars`,
/// and only on the edges `edgesForExtendedLayout` lists (all by default); else the view starts
/// below (ends above) the bar.
struct ControllerBars: Equatable {
  struct Bar: Equatable {
    /// Its height without the status bar or the home indicator's inset.
    var height: Double
    var translucent: Bool
    /// Where IB drew the bar's top edge for the document's device (a navigation controller stores
    /// its bar's frame): older Xcodes simulate no status bar above it.
    var storedTop: Double?
  }
  var top: Bar?
  var bottom: Bar?
  var extendsTop = true
  var extendsBottom = true
  var includesOpaqueBars = false

  init(top: Bar? = nil, bottom: Bar? = nil) {
    self.top = top
    self.bottom = bottom
  }

  /// The bars over `controller` in `storyboard`, for a device with `metrics`.
  init(_ controller: Storyboard.Controller, graph: ControllerGraph, metrics: UIKitMetrics.Bars) {
    let storyboard = graph.storyboard
    let node = controller.node
    let item = node.child("navigationItem", key: "navigationItem")
    // A tab bar controller pushed onto a navigation stack shows that stack's bar over its tabs.
    let ownTabs = graph.tabBarController(of: controller.id)
    let navigation =
      (graph.navigationController(of: controller.id)
      ?? ownTabs.flatMap { graph.navigationController(of: $0.controller) }).flatMap { storyboard.controller(id: $0) }
    let tabs = graph.tabBarController(of: navigation?.id ?? controller.id) ?? ownTabs

    func navigationHeight(large: Bool, prompt: Bool) -> Double {
      metrics.navigation + (large ? metrics.largeTitle : 0) + (prompt ? metrics.prompt : 0)
    }
    // Inferred from the containers.
    if let navigation, navigation.node["navigationBarHidden"] != "YES" {
      let bar = navigation.node.child("navigationBar", key: "navigationBar")
      let large =
        bar?["largeTitles"] == "YES" && item?["largeTitleDisplayMode"] != "never"
        || item?["largeTitleDisplayMode"] == "always"
      top = Bar(
        height: navigationHeight(large: large, prompt: item?["prompt"] != nil),
        translucent: bar?["translucent"] != "NO", storedTop: Self.storedTop(bar))
      if navigation.node["toolbarHidden"] == "NO" {
        let toolbar = navigation.node.child("toolbar", key: "toolbar")
        bottom = Bar(height: metrics.toolbar, translucent: toolbar?["translucent"] != "NO")
      }
    }
    if let tabs, bottom == nil, let tabController = storyboard.controller(id: tabs.controller) {
      let bar = tabController.node.child("tabBar", key: "tabBar")
      bottom = Bar(height: metrics.tabBar, translucent: bar?["translucent"] != "NO")
    }
    // Simulated metrics IB was told to show win: they are what its stored frames were laid out for.
    // The tab bar controller's simulated metrics hold for its tabs; the controller's own win.
    let simulatedNodes =
      (ownTabs.flatMap { storyboard.controller(id: $0.controller)?.node.children } ?? []) + node.children
    for simulated in simulatedNodes where simulated["key"] == "simulatedTopBarMetrics" {
      switch simulated.name {
      case "simulatedNavigationBarMetrics":
        let large = top.map { $0.height >= metrics.navigation + metrics.largeTitle } ?? false
        top = Bar(
          height: navigationHeight(large: large, prompt: simulated["prompted"] == "YES" || item?["prompt"] != nil),
          translucent: simulated["translucent"] != "NO", storedTop: top?.storedTop)
      case "nil": top = nil
      default: break
      }
    }
    for simulated in simulatedNodes where simulated["key"] == "simulatedBottomBarMetrics" {
      switch simulated.name {
      case "simulatedTabBarMetrics":
        bottom = Bar(height: metrics.tabBar, translucent: simulated["translucent"] != "NO")
      case "simulatedToolbarMetrics":
        bottom = Bar(height: metrics.toolbar, translucent: simulated["translucent"] != "NO")
      case "nil": bottom = nil
      default: break
      }
    }
    if let edges = node.child("extendedEdge", key: "edgesForExtendedLayout") {
      extendsTop = edges["top"] == "YES"
      extendsBottom = edges["bottom"] == "YES"
    }
    includesOpaqueBars = node["extendedLayoutIncludesOpaqueBars"] == "YES"
  }

  /// The top edge of a stored `<navigationBar key="navigationBar">` frame.
  static func storedTop(_ bar: XMLNode?) -> Double? {
    guard let y = bar?.child("rect", key: "frame")?["y"].flatMap(Double.init), y >= 0, y.isFinite else { return nil }
    return y
  }

  /// `screen` (the window: its size and the device's insets) as the controller's view sees it: the
  /// view's size, and its safe area including the bars; and the view's top in the window.
  /// `storedBars`: for the document's own device, where IB drew the navigation bar.
  func apply(to screen: AutoLayout.Screen, storedBars: Bool = false) -> (screen: AutoLayout.Screen, top: Double) {
    var result = screen
    var viewTop = 0.0
    if let top {
      let barBottom = ((storedBars ? top.storedTop : nil) ?? screen.safeArea.top) + top.height
      if extendsTop && (top.translucent || includesOpaqueBars) {
        result.safeArea.top = barBottom
      } else {
        result.height -= barBottom
        result.safeArea.top = 0
        viewTop = barBottom
      }
    }
    if let bottom {
      let barTop = screen.safeArea.bottom + bottom.height
      if extendsBottom && (bottom.translucent || includesOpaqueBars) {
        result.safeArea.bottom = barTop
      } else {
        result.height -= barTop
        result.safeArea.bottom = 0
      }
    }
    return (result, viewTop)
  }
}

extension StoryboardImporter {
  /// `target` (the window) as `controller`'s view sees it, under the bars of its containers.
  func target(_ target: LayoutTarget, under controller: Storyboard.Controller) -> LayoutTarget {
    var result = target
    let embedded = storyboard.segues.contains { $0.kind == "embed" && $0.destination == controller.id }
    if target.isDocumentDevice, let size = Self.freeformSize(controller, embedded: embedded),
      size.width != target.screen.width || size.height != target.screen.height
    {
      // IB laid it out at the size it stored, without bars; a freeform controller keeps the status
      // bar's inset at its top, a xib's view and an embedded controller none.
      let top = controller.elementName == "view" || embedded ? 0 : target.screen.safeArea.top
      result.screen = AutoLayout.Screen(
        width: size.width, height: size.height, safeArea: LayoutInsets(top: top),
        systemMargin: target.screen.systemMargin)
      return result
    }
    let graph = ControllerGraph(storyboard)
    var screen = target.screen
    var metrics = target.bars
    if target.isDocumentDevice, Self.isSheet(controller, graph: graph),
      (storyboard.toolsVersion ?? Int.max) >= UIKitMetrics.firstIOS13ToolsVersion, !target.bars.isPad
    {
      // Since iOS 13 a modal presentation is a page sheet on iPhone: it starts below the status
      // bar (10 pt lower where the screen has rounded corners), with the sheet's taller bar.
      let sheetTop = screen.safeArea.top + (screen.safeArea.bottom > 0 ? UIKitMetrics.sheetGap : 0)
      screen.height -= sheetTop
      screen.safeArea.top = 0
      metrics.navigation = metrics.sheetNavigation
      result.viewTop = sheetTop
    }
    let top: Double
    (result.screen, top) = ControllerBars(controller, graph: graph, metrics: metrics)
      .apply(to: screen, storedBars: target.isDocumentDevice && result.viewTop == 0)
    result.viewTop += top
    return result
  }
}

extension StoryboardImporter {
  /// The size IB gave a view it did not lay out as a screen: a xib's top-level view (a custom view,
  /// a cell), a controller embedded in a container view, and one with a freeform simulated size (a screen-sized one is laid out as a
  /// screen). Nil for a screen.
  static func freeformSize(_ controller: Storyboard.Controller, embedded: Bool) -> (width: Double, height: Double)? {
    let freeform = controller.node.child("size", key: "freeformSize") != nil
    guard controller.elementName == "view" || freeform || embedded, let root = controller.rootView,
      let rect = root.child("rect", key: "frame"), let w = rect["width"].flatMap(Double.init),
      let h = rect["height"].flatMap(Double.init), w > 0, h > 0, w.isFinite, h.isFinite
    else { return nil }
    return (w, h)
  }
}

extension StoryboardImporter {
  /// True when `controller` (or the navigation controller showing it) is presented modally in a
  /// style that is a sheet on iPhone (anything but full screen, current context or custom).
  static func isSheet(_ controller: Storyboard.Controller, graph: ControllerGraph) -> Bool {
    let shown = graph.navigationController(of: controller.id) ?? controller.id
    let presented = graph.storyboard.segues.filter {
      $0.destination == shown && ($0.kind == "presentation" || $0.kind == "popoverPresentation")
    }
    guard let segue = presented.first else { return false }
    let style = segue.modalPresentationStyle ?? graph.storyboard.controller(id: shown)?.node["modalPresentationStyle"]
    return !["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"].contains(style ?? "")
  }
}
