// hero-bench: measures the compositor and the PNG writer on a phone-sized frame.
//
//   swift run -c release hero-bench compositor
//   swift run -c release hero-bench engine      (µs per animated view-frame of a 500-view transition)
//
// Prints ms/frame for a 1170×2532 frame (390×844 points at 3×) of 20 rounded, shadowed layers
// (first frame, which fills the shadow cache, and the mean/min of frames where the layers move),
// PNG encode time and size for PNGCodec against Cairo's own writer, and peak RSS (VmHWM).
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

func benchCompositor() throws {
  let scale = 3.0
  let compositor = Compositor()
  let surface = try Surface(width: 1170, height: 2532)
  let cold = try milliseconds { try compositor.render(benchFrame(step: 0), scale: scale, into: surface) }
  var times: [Double] = []
  for step in 1...40 {
    let frame = benchFrame(step: step)
    times.append(try milliseconds { try compositor.render(frame, scale: scale, into: surface) })
  }
  let mean = times.reduce(0, +) / Double(times.count)
  print("compositor: 1170x2532, 20 rounded shadowed layers")
  print("  first frame (fills shadow cache): \(format(cold)) ms")
  print(
    "  moving frames: mean \(format(mean)) ms/frame, min \(format(times.min()!)) ms, max \(format(times.max()!)) ms (n=\(times.count))"
  )

  // The same layers fading (opacity 0.6, so each shadowed card composites as a group).
  var fadeTimes: [Double] = []
  for step in 1...20 {
    var frame = benchFrame(step: step)
    for i in 1..<frame.layers.count { frame.layers[i].opacity = 0.6 }
    fadeTimes.append(try milliseconds { try compositor.render(frame, scale: scale, into: surface) })
  }
  print(
    "  fading frames (20 opacity groups): mean \(format(fadeTimes.reduce(0, +) / Double(fadeTimes.count))) ms/frame, min \(format(fadeTimes.min()!)) ms"
  )

  // A full-screen card with its 20 shadowed children turned 60° about y (m34 = −1/500): the
  // perspective path (offscreen raster + projective warp).
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
  var warpTimes: [Double] = []
  for _ in 0..<10 {
    warpTimes.append(try milliseconds { try compositor.render(flipped, scale: scale, into: surface) })
  }
  print(
    "  perspective (full-screen layer + 20 children at 60° about y): mean \(format(warpTimes.reduce(0, +) / 10)) ms/frame, min \(format(warpTimes.min()!)) ms"
  )
  try compositor.render(benchFrame(step: 0), scale: scale, into: surface)

  var image = RGBAImage(width: 1, height: 1)
  let unpremultiply = milliseconds { image = surface.image() }
  print("  Surface.image() (unpremultiply): \(format(unpremultiply)) ms")

  var ours: [UInt8] = []
  var oursTimes: [Double] = []
  for _ in 0..<5 { oursTimes.append(try milliseconds { ours = try PNGCodec.encode(image) }) }
  var cairo: [UInt8] = []
  var cairoTimes: [Double] = []
  for _ in 0..<3 { cairoTimes.append(try milliseconds { cairo = try surface.cairoPNGData() }) }
  print("PNG encode of that frame (opaque → RGB):")
  print("  PNGCodec (level 1, Up, Z_RLE): \(format(oursTimes.min()!)) ms, \(ours.count) bytes")
  print("  cairo_surface_write_to_png:    \(format(cairoTimes.min()!)) ms, \(cairo.count) bytes")
  print(
    "  size ratio \(format(Double(ours.count) / Double(cairo.count))), speed-up \(format(cairoTimes.min()! / oursTimes.min()!))x"
  )
  print("peak RSS (VmHWM): \(peakRSS())")
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "compositor":
  do { try benchCompositor() } catch {
    FileHandle.standardError.write(Data("hero-bench: \(error)\n".utf8))
    exit(1)
  }
case "engine":
  do { try benchEngine() } catch {
    FileHandle.standardError.write(Data("hero-bench: \(error)\n".utf8))
    exit(1)
  }
default:
  FileHandle.standardError.write(Data("usage: hero-bench compositor | engine\n".utf8))
  exit(2)
}
