extension FrameState {
  /// True when `other` paints the same pixels: every field equal except the time and progress,
  /// which the compositor does not paint. Lets a renderer reuse a frame where nothing moved.
  public func paintsSamePicture(as other: FrameState) -> Bool {
    var a = self
    var b = other
    (a.time, a.progress, b.time, b.progress) = (0, 0, 0, 0)
    return a == b
  }
}
