import HeroCompositor
import HeroModel

/// The bench frame under a full-screen blur material (`systemMaterial`: σ 25 pt = 75 px at 3×,
/// saturation 1.8, white tint) against the same frame without the effect, in the same run: the
/// cost of one full-screen backdrop blur, by the Gaussian (`CompositorTuning.standard`) and by
/// the earlier three box passes (`gaussianBackdrop` off, the baseline), frames interleaved; then
/// the same for the material early in its fade-in.
func benchMaterial(surface: Surface, scale: Double) throws {
  try benchMaterial(surface: surface, scale: scale, effect: VisualEffect.named("systemMaterial")!)
  // A material fading in (Hero scales its blur with the fade): σ 2 pt = 6 px, under the 8 px from
  // which the Gaussian runs on a coarser grid, so at full resolution with 49 taps.
  try benchMaterial(surface: surface, scale: scale, effect: VisualEffect.named("systemMaterial")!.scaled(by: 0.08))
}

/// `benchMaterial` for one effect.
func benchMaterial(surface: Surface, scale: Double, effect: VisualEffect) throws {
  func frame(step: Int, material: Bool) -> FrameState {
    var f = benchFrame(step: step)
    var sheet = Layer(key: "sheet", position: Point(195, 422), size: f.canvasSize)
    if material { sheet.effect = effect }
    sheet.sublayers = [
      Layer(
        key: "row", position: Point(195, 100), size: Size(358, 44), backgroundColor: .white, cornerRadius: 10)
    ]
    f.layers.append(sheet)
    return f
  }
  let gaussian = Compositor()
  let threeBoxes = Compositor(
    tuning: CompositorTuning(reducedResolutionShadows: true, fastPerspective: true, gaussianBackdrop: false))
  for compositor in [gaussian, threeBoxes] {
    try compositor.render(frame(step: 0, material: false), scale: scale, into: surface)
  }
  var plain: [Double] = []
  var blurred: [Double] = []
  var baseline: [Double] = []
  for step in 1...10 {
    let a = frame(step: step, material: false)
    let b = frame(step: step, material: true)
    plain.append(try milliseconds { try gaussian.render(a, scale: scale, into: surface) })
    blurred.append(try milliseconds { try gaussian.render(b, scale: scale, into: surface) })
    baseline.append(try milliseconds { try threeBoxes.render(b, scale: scale, into: surface) })
  }
  print(
    "blur material: the moving frame under a full-screen material (σ \(format(effect.blur * scale)) px), same run:")
  print("  without the effect:             \(summary(plain))")
  print("  with the effect (Gaussian):     \(summary(blurred))")
  print("  with the effect (three boxes):  \(summary(baseline))")
  let (cost, before) = (blurred.min()! - plain.min()!, baseline.min()! - plain.min()!)
  print(
    "  the backdrop blur costs \(format(cost)) ms a frame, \(format(before)) ms by three boxes: \(format(cost / before))x (min vs min)"
  )
}
