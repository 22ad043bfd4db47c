import HeroModel

extension Compositor {
  /// The index of the last top-level layer that paints every pixel of a `width`×`height` surface
  /// opaquely, or nil. Nothing painted before it can show, so a frame starts there (without
  /// clearing): a full-screen view controller over another saves whole-surface passes per frame,
  /// and the pixels are the same, since an opaque source over full coverage replaces what is below.
  static func lastCoveringLayer(_ layers: [Layer], width: Int, height: Int, scale: Double) -> Int? {
    layers.indices.last { covers(layers[$0], width: width, height: height, scale: scale) }
  }

  /// True for a plain opaque rectangle (no transform, opacity 1, square corners, opaque
  /// background, no group) whose bounds contain the whole surface.
  private static func covers(_ layer: Layer, width: Int, height: Int, scale: Double) -> Bool {
    guard !layer.isHidden, layer.opacity >= 1, layer.transform.isIdentity, layer.cornerRadius == 0,
      let background = layer.backgroundColor, background.alpha >= 1, background.isFinite,
      layer.position.isFinite, layer.size.isFinite, layer.anchorPoint.isFinite
    else { return false }
    let minX = layer.position.x - layer.anchorPoint.x * layer.size.width
    let minY = layer.position.y - layer.anchorPoint.y * layer.size.height
    return minX <= 0 && minY <= 0 && (minX + layer.size.width) * scale >= Double(width)
      && (minY + layer.size.height) * scale >= Double(height)
  }

  /// Checks the layers a frame skips the way painting them would have (a non-finite value is still
  /// an error when it is covered).
  static func validateSkipped(_ layer: Layer, path: String) throws(CompositorError) {
    try layer.validateForPainting(at: path)
    for (i, sublayer) in layer.sublayers.enumerated() {
      try validateSkipped(sublayer, path: "\(path).sublayers[\(i)]")
    }
  }
}
