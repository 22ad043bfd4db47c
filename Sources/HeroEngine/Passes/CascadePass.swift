import HeroModel

/// Hero's `CascadePreprocessor` (hero-semantics §4.7): staggers the delays of a view's subviews (and their
/// subtrees) by `delta` in the order `CascadeOrder` gives for the direction.
///
/// Matched views keep their delay unless `delayMatchedViews`, in which case the view and its pair
/// both start after the whole cascade (`finalDelay`). Durations are not touched. Subviews are
/// compared by UIKit's `frame` and `center` in the cascading view's space: for a transformed
/// subview the frame is its transformed bounding box, not the scene's untransformed frame.
public struct CascadePass: TransitionPass {
  public init() {}
  public func process(_ plan: inout TransitionPlan) {
    for i in plan.fromViews + plan.toViews {
      guard let state = plan.states[i], let cascade = state.cascade else { continue }
      let view = plan.index[i]
      let children = view.view.children
      let order = CascadeOrder.sorted(
        frames: children.map(Self.uikitFrame), centers: children.map(\.position), direction: cascade.direction
      )
      let initialDelay = state.delay
      let finalDelay = Double(children.count) * cascade.delta + initialDelay
      for (rank, childPosition) in order.enumerated() {
        let delay = Double(rank) * cascade.delta + initialDelay
        guard let c = plan.index.index(of: ViewKey(view.side, children[childPosition].id)),
          plan.index[c].parent == i
        else { continue }
        for j in [c] + plan.index.descendants(of: c) {
          if let paired = plan.index.pairedView(for: j) {
            guard cascade.delayMatchedViews else { continue }
            plan.states[j]?.delay = finalDelay
            plan.states[paired]?.delay = finalDelay
          } else {
            plan.states[j]?.delay = delay
          }
        }
      }
    }
  }

  /// UIKit's `frame` of `view`: the bounding box of its bounds after its transform, in the
  /// parent's coordinates (the untransformed frame when a corner lands behind the viewer).
  static func uikitFrame(_ view: View) -> Rect {
    ViewGeometry.boundingBox(of: view.size, mappedBy: view.toParent) ?? view.frame
  }
}
