import HeroModel

/// Live labels under a size animation (hero-semantics §6.10): UIKit draws a label once, for the
/// bounds its layer's model has when the animation is set up — the size the animation ends at —
/// and Core Animation shows that drawing in every in-between bounds by the layer's
/// `contentsGravity` (the label's content mode). A label with `relayoutText` instead lays its text
/// out again at every size (HeroFrames extension).
extension Transition {
  /// Gives the live labels of node `n`'s `layer` — the layer itself when it is a live label, and
  /// the labels of its live subtree — the size they were laid out for: their size in the layout
  /// for the last size of `chain` (the model size). `unlaid` are the sublayers before `layOut`.
  /// Nothing changes without a size animation, or for a `relayoutText` label.
  func markLiveLabels(_ n: NodeID, layer: inout Layer, chain: [Size], unlaid: [Layer]) {
    guard chain.count >= 3, let model = chain.last else { return }
    if case .text = layer.contents, tree.nodes[n].relayout == nil, !relaysOut(layer) {
      layer.textLayoutSize = model
    }
    guard !unlaid.isEmpty else { return }
    var modelLayout = unlaid
    Self.layOut(&modelLayout, chain: chain, current: model)
    markSublabels(&layer.sublayers, model: modelLayout)
  }

  /// Sets `textLayoutSize` on every label in `layers` without one, from the same layer in `model`.
  private func markSublabels(_ layers: inout [Layer], model: [Layer]) {
    for (i, m) in zip(layers.indices, model) {
      if case .text = layers[i].contents, layers[i].textLayoutSize == nil, !relaysOut(layers[i]) {
        layers[i].textLayoutSize = m.size
      }
      markSublabels(&layers[i].sublayers, model: m.sublayers)
    }
  }

  /// Whether the view a layer stands for carries `relayoutText`.
  private func relaysOut(_ layer: Layer) -> Bool {
    guard let side = layer.side, let id = layer.view, let v = plan.index.index(of: ViewKey(side, id)) else {
      return false
    }
    return plan.states[v]?.relayoutText == true
  }
}
