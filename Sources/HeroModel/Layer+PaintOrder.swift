extension Layer {
  /// The indices of `layers` in the order Core Animation paints siblings: ascending `zPosition`,
  /// ties in array order (a stable sort).
  ///
  /// The one owner of paint order (docs/architecture.md): a frame's top level is put in this order
  /// once, when the frame is made (`FrameState.containerStack`); every sublayer list stays in the
  /// order it was built and is walked in this order by whoever paints or prints it (the
  /// compositor's `paintLayers`, the state dump). Nothing else sorts layers.
  public static func paintOrder(_ layers: [Layer]) -> [Int] {
    // Almost every list has a single zPosition: skip the sort on the per-frame path.
    guard let z = layers.first?.zPosition, layers.contains(where: { $0.zPosition != z }) else {
      return Array(layers.indices)
    }
    return layers.indices.sorted {
      layers[$0].zPosition != layers[$1].zPosition ? layers[$0].zPosition < layers[$1].zPosition : $0 < $1
    }
  }
}

extension Array where Element == Layer {
  /// These layers in paint order (see `Layer.paintOrder(_:)`).
  public var inPaintOrder: [Layer] { Layer.paintOrder(self).map { self[$0] } }
}

extension FrameState {
  /// A frame's top level in paint order: the container's own layer first (Core Animation draws a
  /// layer's background behind all of its sublayers, whatever their zPosition), then the
  /// container's children in paint order.
  public static func containerStack(_ container: Layer, children: [Layer]) -> [Layer] {
    [container] + children.inPaintOrder
  }
}
