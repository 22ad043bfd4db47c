// hero-bench: measures the compositor and the PNG writer on a phone-sized frame.
//
//   swift run -c release hero-bench compositor
//   swift run -c release hero-bench text        (40 labels vs the same frame without text, at 3×)
//   swift run -c release hero-bench engine      (µs per animated view-frame of a 500-view transition)
//   swift run -c release hero-bench frames      (the benchmark scene end to end: see FramesBench.swift)
//
// Prints ms/frame for a 1170×2532 frame (390×844 points at 3×) of 20 rounded, shadowed layers
// (first frame, which fills the shadow cache, frames where the layers move or fade, and a
// perspective frame; each for the fast paths and for `CompositorTuning.reference`, the baseline
// they are compared with in the same run), the same frame under a full-screen blur material against
// it without the effect,
// PNG encode time and size for the frame encoder against libpng level 1 and Cairo's own writer, and
// peak RSS (VmHWM).
import Foundation
import HeroCompositor
import HeroModel

/// 20 white rounded cards (20 different sizes, so 20 different shadow shapes) with soft shadows
/// over a grey canvas, shifted by `step` points per frame so every frame moves every layer
/// (shadows come from the cache after the first frame).
func benchFrame(step: Int) -> FrameState {
  let canvas = Size(390, 844)
  var layers = [
    Layer(key: "canvas", position: Point(195, 422), size: canvas, backgroundColor: Color(white: 0.94))
  ]
  for i in 0..<20 {
    let column = i % 2
    let row = i / 2
    let x = 100.0 + Double(column) * 190 + Double(step % 7)
    let y = 50.0 + Double(row) * 80 + Double(step % 5)
    layers.append(
      Layer(
        key: "card\(i)", position: Point(x, y), size: Size(150 + Double(i), 60 + Double(i) / 2),
        backgroundColor: .white, cornerRadius: 14, shadowOpacity: 0.25, shadowOffset: Size(0, 4),
        shadowRadius: 10))
  }
  return FrameState(time: 0, progress: 0, canvasSize: canvas, layers: layers)
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try body()
  let d = ContinuousClock.now - start
  return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

func peakRSS() -> String {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "n/a" }
  return status.split(separator: "\n").first { $0.hasPrefix("VmHWM") }.map {
    $0.dropFirst(6).trimmingCharacters(in: .whitespaces)
  } ?? "n/a"
}

func format(_ v: Double) -> String { String(format: "%.2f", v) }

/// Frame timings of one compositor tuning: cold first frames (fresh compositor, best of 3), moving
/// and fading frames (warm caches), and the perspective frame.
struct FrameTimings {
  var cold: Double
  var moving: [Double]
  var fading: [Double]
  var perspective: [Double]
  var perspectiveCold: Double
}

/// A full-screen card with the bench's 20 shadowed cards as children, turned 60° about y
/// (m34 = −1/500): the perspective path (offscreen raster + projective warp).
func perspectiveFrame() -> FrameState {
  var perspective = Transform3D.identity
  perspective.m34 = -1.0 / 500
  var flipped = benchFrame(step: 0)
  let cards = Array(flipped.layers.dropFirst())
  flipped.layers = [
    flipped.layers[0],
    Layer(
      key: "flip", position: Point(195, 422), size: Size(390, 844),
      transform: perspective.rotated(angle: .pi / 3, x: 0, y: 1, z: 0), backgroundColor: Color(white: 0.8),
      cornerRadius: 30, sublayers: cards),
  ]
  return flipped
}

func measureFrames(tuning: CompositorTuning, surface: Surface, scale: Double) throws -> FrameTimings {
  var colds: [Double] = []
  for _ in 0..<3 {
    let fresh = Compositor(tuning: tuning)
    colds.append(try milliseconds { try fresh.render(benchFrame(step: 0), scale: scale, into: surface) })
  }
  let compositor = Compositor(tuning: tuning)
  try compositor.render(benchFrame(step: 0), scale: scale, into: surface)
  var moving: [Double] = []
  for step in 1...40 {
    let frame = benchFrame(step: step)
    moving.append(try milliseconds { try compositor.render(frame, scale: scale, into: surface) })
  }
  // The same layers fading (opacity 0.6, so each shadowed card composites as a group).
  var fading: [Double] = []
  for step in 1...20 {
    var frame = benchFrame(step: step)
    for i in 1..<frame.layers.count { frame.layers[i].opacity = 0.6 }
    fading.append(try milliseconds { try compositor.render(frame, scale: scale, into: surface) })
  }
  let flipped = perspectiveFrame()
  let fresh = Compositor(tuning: tuning)
  let perspectiveCold = try milliseconds { try fresh.render(flipped, scale: scale, into: surface) }
  var perspective: [Double] = []
  for _ in 0..<10 {
    perspective.append(try milliseconds { try compositor.render(flipped, scale: scale, into: surface) })
  }
  return FrameTimings(
    cold: colds.min()!, moving: moving, fading: fading, perspective: perspective,
    perspectiveCold: perspectiveCold)
}

func summary(_ times: [Double]) -> String {
  let mean = times.reduce(0, +) / Double(times.count)
  return
    "mean \(format(mean)) ms, min \(format(times.min()!)) ms, \(format(1000 / mean)) frames/s (n=\(times.count))"
}

func benchCompositor() throws {
  let scale = 3.0
  let surface = try Surface(width: 1170, height: 2532)
  // The reference tuning (full-resolution shadow blur, row-by-row warp) is the baseline the fast
  // paths are compared with, measured in the same run on the same machine.
  let reference = try measureFrames(tuning: .reference, surface: surface, scale: scale)
  let standard = try measureFrames(tuning: .standard, surface: surface, scale: scale)
  print("compositor: 1170x2532, 20 rounded shadowed layers (shadowRadius 10 pt = σ 30 px)")
  for (name, t) in [
    ("baseline (CompositorTuning.reference)", reference), ("fast (CompositorTuning.standard)", standard),
  ] {
    print("  \(name):")
    print("    first frame (fresh compositor, fills shadow cache; best of 3): \(format(t.cold)) ms")
    print("    moving frames (cached shadows): \(summary(t.moving))")
    print("    fading frames (20 opacity groups): \(summary(t.fading))")
    print(
      "    perspective (full-screen layer + 20 children, 60° about y): \(summary(t.perspective)); first \(format(t.perspectiveCold)) ms"
    )
  }
  print(
    "  speed-up: first frame \(format(reference.cold / standard.cold))x, perspective \(format(reference.perspective.min()! / standard.perspective.min()!))x"
  )
  try benchMaterial(surface: surface, scale: scale)
  let compositor = Compositor()
  try compositor.render(benchFrame(step: 0), scale: scale, into: surface)

  var image = RGBAImage(width: 1, height: 1)
  let unpremultiply = milliseconds { image = surface.image() }
  print("  Surface.image() (unpremultiply): \(format(unpremultiply)) ms")
  var fromSurface: [UInt8] = []
  var surfaceTimes: [Double] = []
  for _ in 0..<5 { surfaceTimes.append(try milliseconds { fromSurface = try PNGCodec.encode(surface) }) }

  var ours: [UInt8] = []
  var oursTimes: [Double] = []
  for _ in 0..<5 {
    oursTimes.append(try milliseconds { ours = try PNGCodec.encode(image, compression: .libpng(level: 1)) })
  }
  var cairo: [UInt8] = []
  var cairoTimes: [Double] = []
  for _ in 0..<3 { cairoTimes.append(try milliseconds { cairo = try surface.cairoPNGData() }) }
  print("PNG encode of that frame (opaque → RGB):")
  print(
    "  PNGCodec from the surface (frame encoder, incl. unpremultiply): \(format(surfaceTimes.min()!)) ms, \(fromSurface.count) bytes"
  )
  print("  libpng (level 1, Up, Z_RLE) from the image: \(format(oursTimes.min()!)) ms, \(ours.count) bytes")
  print("  cairo_surface_write_to_png:    \(format(cairoTimes.min()!)) ms, \(cairo.count) bytes")
  let fast = surfaceTimes.min()!
  print(
    "  frame encoder vs libpng level 1: size \(format(Double(fromSurface.count) / Double(ours.count)))x, speed-up \(format((oursTimes.min()! + unpremultiply) / fast))x (with the unpremultiply it needs)"
  )
  print(
    "  frame encoder vs cairo: size \(format(Double(fromSurface.count) / Double(cairo.count)))x, speed-up \(format(cairoTimes.min()! / fast))x"
  )
  print("peak RSS (VmHWM): \(peakRSS())")
}

/// Runs one benchmark; a failure is printed and ends the process with status 1.
func runBench(_ body: () throws -> Void) {
  do { try body() } catch {
    FileHandle.standardError.write(Data("hero-bench: \(error)\n".utf8))
    exit(1)
  }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "compositor": runBench { try benchCompositor() }
case "frames": runBench { try benchFrames(try FramesBenchOptions(arguments.dropFirst())) }
case "text": runBench { try benchText() }
case "engine": runBench { try benchEngine() }
default:
  FileHandle.standardError.write(
    Data("usage: hero-bench compositor | text | engine | frames [scene.json] [--jobs N] [--repeats N]\n".utf8))
  exit(2)
}
