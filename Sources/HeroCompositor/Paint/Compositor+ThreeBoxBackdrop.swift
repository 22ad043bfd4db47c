extension Compositor {
  /// The earlier backdrop blur, kept as the benchmark's baseline (`CompositorTuning.reference`):
  /// block averages rounded to 8 bits over the output box plus a margin of ⌈3σ⌉ + `step`, three
  /// box passes per axis (`BoxBlur`, 8 bits between passes), the whole read box returned.
  /// Against a true Gaussian it errs by up to 3 levels (about 49 dB on a photo): the boxes'
  /// variance is 6 % short of σ² and their shape is not a Gaussian's.
  static func threeBoxPlanes(_ pixels: TargetPixels, output: PixelRect, sigma: Double, step: Int)
    -> BlurredPlanes?
  {
    guard Double(output.width) + 6 * sigma < Double(Surface.maximumSide) * 8 else { return nil }
    let margin = BoxBlur.boxes(sigma: sigma).isEmpty ? 0 : Int((3 * sigma).rounded(.up)) + step
    let (rx, ry) = (output.x - margin, output.y - margin)
    let w = (output.width + 2 * margin + step - 1) / step
    let h = (output.height + 2 * margin + step - 1) / step
    let sums = pixels.blockSums(x: rx, y: ry, columns: w, rows: h, step: step)
    let area = UInt64(step * step)
    var planes = sums.map { UInt8(truncatingIfNeeded: ($0 + area / 2) / area) }
    if margin > 0 {
      planes.withUnsafeMutableBufferPointer { planes in
        for c in 0..<4 {
          let channel = UnsafeMutableBufferPointer(rebasing: planes[c * w * h..<(c + 1) * w * h])
          BoxBlur.blur(PixelPlane(channel, width: w, height: h), sigma: sigma / Double(step))
        }
      }
    }
    return BlurredPlanes(values: planes.map { UInt16($0) << 8 }, width: w, height: h, x: rx, y: ry, step: step)
  }
}
