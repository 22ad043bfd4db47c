import HeroModel

extension Compositor {
  /// The boxes that must each lie inside one repainted band for a damage repaint to paint exactly
  /// what a full repaint paints: one per resampled paint in `layer`'s subtree (`matrix`: the
  /// parent's space → device pixels), the box of the innermost translucent group holding it, or
  /// its own painted box outside any group. Nil when a box cannot be bounded.
  ///
  /// Why: Cairo hands pixman a 16.16 fixed-point copy of a pattern's matrix, corrected so that it
  /// agrees with the exact matrix at the centre of the area being composited (the clip's extents),
  /// and a group's surface starts at the clip's extents, which shifts the matrix of everything
  /// drawn into it. A scaled or rotated bitmap (image or snapshot contents, a shadow mask) drawn
  /// under a damage clip that cuts it, or that cuts its group, is therefore sampled up to 1/65536
  /// pixel away from where a full repaint samples it, and bilinear weights that round the other
  /// way change pixels by a level (issue 19: 95 pixels of a scaled checkerboard in a faded group).
  /// A band holding the whole box leaves the composited area, and the group's surface, as in a
  /// full repaint. (Layers drawn in perspective are repainted whole anyway, see `readingReach`.)
  func resampledBoxes(in layer: Layer, matrix: Homography, scale: Double) -> [PixelRect]? {
    var boxes = ResampledBoxes()
    guard collectResampled(layer, matrix: matrix, scale: scale, group: nil, into: &boxes) else { return nil }
    return boxes.list
  }

  /// True when painting the layer's own parts (`matrix`: its bounds → device pixels) draws a
  /// bitmap through a scaled or rotated pattern matrix: image or snapshot contents (counted always),
  /// or a shadow mask that is not placed on whole pixels.
  func drawsResampledBitmap(_ layer: Layer, matrix: Homography, scale: Double) -> Bool {
    switch layer.contents {
    case .image, .snapshot: return true
    case .none, .view, .text:
      return layer.hasVisibleShadow && resamplesShadow(of: layer, matrix: matrix, rasterDensity: scale)
    }
  }

  private func collectResampled(
    _ layer: Layer, matrix: Homography, scale: Double, group: PixelRect?, into boxes: inout ResampledBoxes
  ) -> Bool {
    guard !layer.isHidden, layer.opacity > 0 else { return true }
    var group = group
    if needsGroup(layer, opacity: CairoPaths.clamp01(layer.opacity)) {
      guard let box = damageBox(of: layer, matrix: matrix) else { return false }
      group = box
    }
    let local = Homography(flattening: layer.toParent).concatenating(matrix)
    if drawsResampledBitmap(layer, matrix: local, scale: scale) {
      if let group {
        boxes.insert(group)
      } else {
        guard let box = damageBox(of: layer, matrix: matrix) else { return false }
        boxes.insert(box)
      }
    }
    guard local.isAffine, !layer.sublayers.isEmpty else { return true }
    let inner = Self.sublayerMatrix(of: layer, matrix: local)
    for child in layer.sublayers
    where !collectResampled(child, matrix: inner, scale: scale, group: group, into: &boxes) {
      return false
    }
    return true
  }
}

/// Boxes in the order first met, each once (every bitmap in a group gives the group's box).
private struct ResampledBoxes {
  var list: [PixelRect] = []
  var seen: Set<PixelRect> = []
  mutating func insert(_ box: PixelRect) {
    guard !box.isEmpty, seen.insert(box).inserted else { return }
    list.append(box)
  }
}
