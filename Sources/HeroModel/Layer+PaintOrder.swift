extension Layer {
  /// The indices of `layers` in the order Core Animation paints siblings: ascending `zPosition`,
  /// ties in array order (a stable sort). One definition for the engine (which lists the
  /// container's children in paint order), the compositor and the state dump.
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
