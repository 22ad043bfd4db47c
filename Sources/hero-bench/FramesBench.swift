// `hero-bench frames [scene.json] [--jobs N]`: the frame pipeline, end to end and per stage.
//
// 1. End to end: runs the `hero` executable built next to this one (`hero render`, and `hero render
//    --png-level 1`, the previous encoder, as the baseline; `hero preview` to MP4 at each --quality,
//    `balanced` being the previous default's x264 settings) on the scene at @1x/@2x/@3x and prints
//    frames/s from process start to exit (best of 3) and each run's peak RSS; then `hero preview` at
//    its default size (review size, `PreviewScale`) against `hero render` at the scene's scale,
//    alternating, with the ratio.
// 2. Per stage, on one thread at the scene's scale: engine, paint, encode (our encoder converts,
//    filters and deflates in one pass), write; the same frames through the baselines
//    (`Surface.image()` + libpng level 1, `cairo_surface_write_to_png`, libdeflate) with sizes and
//    ratios.
// 3. Reuse across frames: per stage on one thread, painting only the damage and copying unchanged
//    compressed bands; then `FrameRenderer` (the `hero render` path, in process) on the frames and
//    on the "static" variant (the last frame repeated), each with and without reuse.
// 4. Preview steps: our yuv420p conversion against unpremultiply + ffmpeg's swscale (the previous
//    preview pipeline), and x264's CPU time per frame at each quality.
import Foundation
import HeroCompositor
import HeroEngine
import HeroModel
import HeroRender
import HeroScene

#if canImport(Glibc)
  import Glibc
#endif

struct FramesBenchOptions {
  var scene = "bench/cards-cascade-3x.json"
  var jobs = 2
  var repeats = 3

  init(_ arguments: ArraySlice<String>) throws {
    var rest = arguments
    while let a = rest.popFirst() {
      switch a {
      case "--jobs", "-j":
        guard let v = rest.popFirst().flatMap(Int.init), v > 0 else {
          throw BenchError("--jobs needs a number")
        }
        jobs = v
      case "--repeats":
        guard let v = rest.popFirst().flatMap(Int.init), v > 0 else {
          throw BenchError("--repeats needs a number")
        }
        repeats = v
      default: scene = a
      }
    }
  }
}

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ d: String) { description = d }
}

/// One child process: wall seconds, CPU seconds (user + system) and its own peak RSS (wait4's
/// rusage), in MB.
struct ChildRun {
  var seconds: Double
  var cpuSeconds: Double
  var peakMB: Double
}

/// Runs `executable arguments` with stdout/stderr to /dev/null and waits for it.
func runChild(_ executable: String, _ arguments: [String]) throws -> ChildRun {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let start = ContinuousClock.now
  guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
    throw BenchError("cannot start \(executable)")
  }
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  let elapsed = ContinuousClock.now - start
  guard status == 0 else {
    throw BenchError("\(executable) \(arguments.joined(separator: " ")) failed (\(status))")
  }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  func time(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
  return ChildRun(
    seconds: seconds, cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime),
    peakMB: Double(usage.ru_maxrss) / 1024)
}

/// The fastest of `repeats` runs (other processes only ever slow a run down), with the largest RSS.
func bestRun(_ executable: String, _ arguments: [String], repeats: Int) throws -> ChildRun {
  var runs: [ChildRun] = []
  for _ in 0..<repeats { runs.append(try runChild(executable, arguments)) }
  return ChildRun(
    seconds: runs.map(\.seconds).min()!, cpuSeconds: runs.map(\.cpuSeconds).min()!,
    peakMB: runs.map(\.peakMB).max()!)
}

func benchFrames(_ options: FramesBenchOptions) throws {
  let scene = try SceneLoader.load(path: options.scene)
  let transition = try Transition(scene: scene)
  let count = transition.frameCount(fps: scene.fps)
  let hero = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("hero")
    .path
  let scratch = NSTemporaryDirectory() + "hero-bench-\(getpid())"
  defer { try? FileManager.default.removeItem(atPath: scratch) }
  print(
    "frames: \(options.scene), \(count) frames, \(options.jobs) workers, \(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(options.repeats)"
  )
  print("end to end (process start to exit, `hero render`):")
  for scale in [1.0, 2.0, 3.0] {
    let common = [options.scene, "-o", scratch, "--scale", String(scale), "-j", String(options.jobs)]
    let ours = try bestRun(hero, ["render"] + common, repeats: options.repeats)
    let previous = try bestRun(hero, ["render"] + common + ["--png-level", "1"], repeats: options.repeats)
    let fps = Double(count) / ours.seconds
    let previousFPS = Double(count) / previous.seconds
    print(
      "  @\(Int(scale))x: \(format(fps)) frames/s (\(format(ours.seconds)) s, peak \(format(ours.peakMB)) MB); previous encoder (libpng level 1): \(format(previousFPS)) frames/s (peak \(format(previous.peakMB)) MB); ratio \(format(fps / previousFPS))x"
    )
    // Other processes on the machine stretch wall time; CPU time says what the cores would give.
    print(
      "       CPU \(format(1000 * ours.cpuSeconds / Double(count))) ms/frame (previous \(format(1000 * previous.cpuSeconds / Double(count)))): \(format(Double(count) * Double(options.jobs) / ours.cpuSeconds)) frames/s if \(options.jobs) cores were free (previous \(format(Double(count) * Double(options.jobs) / previous.cpuSeconds)))"
    )
    if FFmpeg.onPath("ffmpeg") != nil {
      for quality in PreviewQuality.allCases where scale == 3 || quality == .fast {
        let file = scratch + "/p-\(quality.rawValue).mp4"
        let preview = try bestRun(
          hero,
          ["preview", options.scene, "-o", file, "--quality", quality.rawValue] + common.dropFirst(3),
          repeats: quality == .best ? 1 : options.repeats)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        print(
          "       `hero preview` to MP4 (--quality \(quality.rawValue)): \(format(Double(count) / preview.seconds)) frames/s (\(format(Double(count) * Double(options.jobs) / preview.cpuSeconds)) if \(options.jobs) cores were free), \(bytes / 1000) KB, peak \(format(preview.peakMB)) MB, CPU \(format(1000 * preview.cpuSeconds / Double(count))) ms/frame incl. ffmpeg; preview time / render time \(format(preview.seconds / ours.seconds))"
        )
      }
    }
  }
  if FFmpeg.onPath("ffmpeg") != nil {
    try benchDefaultPreview(scene: scene, options: options, count: count, hero: hero, scratch: scratch)
  }
  try benchStages(
    transition: transition, count: count, fps: scene.fps, scale: scene.canvas.scale, workers: options.jobs,
    scratch: scratch)
  if let ffmpeg = FFmpeg.onPath("ffmpeg") {
    try benchPreviewSteps(
      transition: transition, count: count, fps: scene.fps, scale: scene.canvas.scale, ffmpeg: ffmpeg,
      scratch: scratch)
  }
}

/// `hero preview` as users run it (no `--scale`: review size, `PreviewScale`) against `hero render`
/// at the scene's scale, the goal being a preview no slower than a render. The two alternate, run
/// after run, so that load from other processes falls on both alike; best of `repeats` each.
func benchDefaultPreview(scene: Scene, options: FramesBenchOptions, count: Int, hero: String, scratch: String) throws {
  let jobs = ["-j", String(options.jobs)]
  var renders: [ChildRun] = []
  var previews: [ChildRun] = []
  for _ in 0..<options.repeats {
    renders.append(try runChild(hero, ["render", options.scene, "-o", scratch + "/full"] + jobs))
    previews.append(try runChild(hero, ["preview", options.scene, "-o", scratch + "/default.mp4"] + jobs))
  }
  func best(_ runs: [ChildRun]) -> (seconds: Double, cpu: Double) {
    (runs.map(\.seconds).min()!, runs.map(\.cpuSeconds).min()!)
  }
  let (render, preview) = (best(renders), best(previews))
  let canvas = scene.canvas
  let review = PreviewScale.default(for: canvas)
  let size = canvas.pixelSize(scale: review)
  print("default preview (review size) against render at the scene's scale, alternating, best of \(options.repeats):")
  print(
    "  `hero render` @\(format(canvas.scale))x (\(canvas.pixelWidth)x\(canvas.pixelHeight)): \(format(Double(count) / render.seconds)) frames/s (\(format(render.seconds)) s), CPU \(format(1000 * render.cpu / Double(count))) ms/frame"
  )
  print(
    "  `hero preview` to MP4 @\(format(review))x (\(size.width)x\(size.height)): \(format(Double(count) / preview.seconds)) frames/s (\(format(preview.seconds)) s), CPU \(format(1000 * preview.cpu / Double(count))) ms/frame incl. ffmpeg"
  )
  print(
    "  preview time / render time \(format(preview.seconds / render.seconds)) (CPU \(format(preview.cpu / render.cpu)))"
  )
}

/// The steps of a preview frame on one thread: our conversion against the unpremultiply the
/// previous pipeline needed, then ffmpeg's part as CPU time of child processes on the same frames
/// saved to files (reading them, swscale RGBA → yuv420p, x264 at each quality).
func benchPreviewSteps(
  transition: Transition, count: Int, fps: Double, scale: Double, ffmpeg: String, scratch: String
) throws {
  let compositor = Compositor()
  let first = transition.frame(at: 0)
  let surface = try Compositor.makeSurface(for: first.canvasSize, scale: scale)
  let frames = min(count, 10)
  let yuvFile = scratch + "/frames.yuv"
  let rgbaFile = scratch + "/frames.rgba"
  _ = FileManager.default.createFile(atPath: yuvFile, contents: nil)
  _ = FileManager.default.createFile(atPath: rgbaFile, contents: nil)
  let yuvOut = try FileHandle(forWritingTo: URL(fileURLWithPath: yuvFile))
  let rgbaOut = try FileHandle(forWritingTo: URL(fileURLWithPath: rgbaFile))
  var convert = 0.0
  var unpremultiply = 0.0
  for i in 0..<frames {
    try compositor.render(
      transition.frame(at: transition.frameTime(index: i * count / frames, fps: fps)), scale: scale, into: surface)
    var yuv: YUVImage?
    convert += milliseconds { yuv = surface.yuv420() }
    var image = RGBAImage(width: 1, height: 1)
    unpremultiply += milliseconds { image = surface.image() }
    try yuvOut.write(contentsOf: yuv?.bytes ?? [])
    try rgbaOut.write(contentsOf: image.pixels)
  }
  try yuvOut.close()
  try rgbaOut.close()
  let n = Double(frames)
  let size = "\(surface.width)x\(surface.height)"
  let padded = YUVImage.paddedSize(width: surface.width, height: surface.height)
  func ffmpegCPU(_ input: [String], _ output: [String]) throws -> Double {
    let run = try bestRun(
      ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo"] + input + output, repeats: 2)
    return 1000 * run.cpuSeconds / n
  }
  let yuvIn = ["-pix_fmt", "yuv420p", "-s", "\(padded.width)x\(padded.height)", "-r", String(fps), "-i", yuvFile]
  let rgbaIn = ["-pix_fmt", "rgba", "-s", size, "-r", String(fps), "-i", rgbaFile]
  // ffmpeg's own start-up (about 80 ms of CPU) would dominate 10 frames: it is the CPU of a run that
  // reads one frame, and the reading is what the other frames add.
  let read = try ffmpegCPU(yuvIn, ["-f", "null", "-"])
  let startUp = try ffmpegCPU(yuvIn, ["-frames:v", "1", "-f", "null", "-"]) * n
  let readPerFrame = (read * n - startUp) / max(n - 1, 1)
  let swscale = try ffmpegCPU(rgbaIn, ["-pix_fmt", "yuv420p", "-f", "null", "-"])
  print("preview steps, \(frames) frames @\(format(scale))x \(size), ms per frame (ffmpeg: CPU of a child process):")
  print(
    "  ours: yuv420p conversion \(format(convert / n)) (previous pipeline: unpremultiply \(format(unpremultiply / n)) + ffmpeg swscale RGBA → yuv420p \(format(swscale - read)))"
  )
  print(
    "  ffmpeg: start-up \(format(startUp)) per process (\(format(startUp / n)) per frame over these \(frames)); reading raw yuv420p frames \(format(readPerFrame))"
  )
  for (quality, arguments) in [
    ("fast: ultrafast + CABAC, CRF 26", ["-preset", "ultrafast", "-x264-params", "cabac=1", "-crf", "26"]),
    ("balanced: veryfast, CRF 18", ["-preset", "veryfast", "-crf", "18"]),
    ("plain ultrafast, CRF 26", ["-preset", "ultrafast", "-crf", "26"]),
  ] {
    let file = scratch + "/steps.mp4"
    let cpu = try ffmpegCPU(yuvIn, ["-c:v", "libx264"] + arguments + [file])
    let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
    print(
      "  x264 \(quality), without ffmpeg's start-up and reading: \(format(cpu - read)) (\(bytes / frames) bytes per frame)"
    )
  }
  try? FileManager.default.removeItem(atPath: yuvFile)
  try? FileManager.default.removeItem(atPath: rgbaFile)
}

/// Per-stage times on one thread, and the encoder baselines on the same frames.
func benchStages(
  transition: Transition, count: Int, fps: Double, scale: Double, workers: Int, scratch: String
) throws {
  try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
  let compositor = Compositor()
  let first = transition.frame(at: 0)
  let surface = try Compositor.makeSurface(for: first.canvasSize, scale: scale)
  var engine = 0.0
  var paint = 0.0
  var encode = 0.0
  var write = 0.0
  var bytes = 0
  var baselines = EncoderComparison()
  let times = (0..<count).map { transition.frameTime(index: $0, fps: fps) }
  for (i, t) in times.enumerated() {
    var frame = first
    engine += milliseconds { frame = transition.frame(at: t) }
    paint += try milliseconds { try compositor.render(frame, scale: scale, into: surface) }
    var png: [UInt8] = []
    encode += try milliseconds { png = try PNGCodec.encode(surface) }
    write += try milliseconds { try PNGCodec.write(encoded: png, to: scratch + "/f.png") }
    bytes += png.count
    // The baselines are slow (Cairo's writer ≈ 10× ours): every fourth frame, compared on those.
    if i % 4 == 0 { try baselines.measure(surface, ours: png) }
  }
  let n = Double(count)
  print(
    "stages, one thread, @\(format(scale))x \(surface.width)x\(surface.height), ms per frame (\(count) frames):"
  )
  print(
    "  engine \(format(engine / n)), paint \(format(paint / n)), convert+filter+encode \(format(encode / n)), write \(format(write / n)); total \(format((engine + paint + encode + write) / n)) → \(format(1000 * n / (engine + paint + encode + write))) frames/s per core"
  )
  print("  PNG bytes per frame: \(bytes / count)")
  benchImageDemand(transition: transition, scale: scale, framesMS: engine + paint + encode + write)
  baselines.print()

  try benchReuseStages(transition: transition, times: times, scale: scale, surface: surface)
  try benchReuse(transition: transition, times: times, scale: scale, workers: workers, scratch: scratch)
  print("bench process peak RSS (VmHWM): \(peakRSS())")
}

/// What `FrameRenderer` measures once before its workers start (`ImageDemand`: the engine's frames
/// at 121 moments, walked for the images they show), against the frames it renders (`framesMS`,
/// all stages on one thread). Free for a scene without images.
func benchImageDemand(transition: Transition, scale: Double, framesMS: Double) {
  var times: [Double] = []
  for _ in 0..<3 { times.append(milliseconds { _ = FrameRenderer.imageDemand(of: transition, scale: scale) }) }
  print(
    "  image demand (once per FrameRenderer, best of 3): \(format(times.min()!)) ms, \(format(100 * times.min()! / framesMS))% of the frames' stages"
  )
}

/// Encode times and sizes of the same frames through our encoder and the baselines.
struct EncoderComparison {
  var frames = 0
  var ours = (ms: 0.0, bytes: 0)
  var libdeflate = (ms: 0.0, bytes: 0)
  var convert = 0.0
  var libpng = (ms: 0.0, bytes: 0)
  var smallest = (ms: 0.0, bytes: 0)
  var cairo = (ms: 0.0, bytes: 0)

  mutating func measure(_ surface: Surface, ours png: [UInt8]) throws {
    frames += 1
    var out: [UInt8] = []
    ours.ms += try milliseconds { out = try PNGCodec.encode(surface) }
    ours.bytes += out.count
    precondition(out == png, "the encoder is not deterministic")
    libdeflate.ms += try milliseconds { out = try libdeflatePNG(surface, level: 1) }
    libdeflate.bytes += out.count
    var image = RGBAImage(width: 1, height: 1)
    convert += milliseconds { image = surface.image() }
    libpng.ms += try milliseconds { out = try PNGCodec.encode(image, compression: .libpng(level: 1)) }
    libpng.bytes += out.count
    smallest.ms += try milliseconds { out = try PNGCodec.encode(image, compression: .libpng(level: 9)) }
    smallest.bytes += out.count
    cairo.ms += try milliseconds { out = try surface.cairoPNGData() }
    cairo.bytes += out.count
  }

  func print() {
    let n = Double(frames)
    func line(_ name: String, _ ms: Double, _ size: Int) {
      Swift.print(
        "    \(name): \(format(ms / n)) ms, \(size / frames) bytes; \(format(ms / ours.ms))x our time, \(format(Double(size) / Double(ours.bytes)))x our size"
      )
    }
    Swift.print("  encoders on \(frames) of those frames (per frame):")
    Swift.print(
      "    ours (convert+filter+deflate, one pass): \(format(ours.ms / n)) ms, \(ours.bytes / frames) bytes")
    line("same filters + libdeflate level 1", libdeflate.ms, libdeflate.bytes)
    line("previous: Surface.image() + libpng level 1/Up/Z_RLE", convert + libpng.ms, libpng.bytes)
    Swift.print("      (of which unpremultiply \(format(convert / n)) ms)")
    line(
      "libpng level 9, all filters (`--png-level 9`; after the same unpremultiply)", smallest.ms,
      smallest.bytes)
    line("cairo_surface_write_to_png", cairo.ms, cairo.bytes)
  }
}

/// CPU time of the calling thread, in ms (other processes on the machine do not inflate it).
func threadCPUMilliseconds(_ body: () throws -> Void) rethrows -> Double {
  func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
  }
  let start = now()
  try body()
  return now() - start
}

/// CPU time of the whole process (every thread), in ms.
func processCPUMilliseconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
  return ms(usage.ru_utime) + ms(usage.ru_stime)
}

/// Paint and encode per frame on one thread, in thread CPU time, side by side: every frame painted
/// whole and encoded whole on one surface; and painted over the previous frame (its damage only)
/// and encoded copying the unchanged PNG bands on another. The bytes must be the same.
func benchReuseStages(transition: Transition, times: [Double], scale: Double, surface: Surface) throws {
  let compositor = Compositor()
  let reusing = Compositor()
  let reused = try Compositor.makeSurface(for: transition.frame(at: 0).canvasSize, scale: scale)
  let bands = try PNGBandReuse()
  var painted: FrameState?
  var full = (paint: 0.0, encode: 0.0)
  var reuse = (paint: 0.0, encode: 0.0)
  var repaintedPixels = 0
  var changedRows = 0
  let (width, height) = (surface.width, surface.height)
  for t in times {
    let frame = transition.frame(at: t)
    full.paint += try threadCPUMilliseconds { try compositor.render(frame, scale: scale, into: surface) }
    var whole: [UInt8] = []
    full.encode += try threadCPUMilliseconds { whole = try PNGCodec.encode(surface) }
    var damage = Damage.full
    reuse.paint += try threadCPUMilliseconds {
      damage = try reusing.render(frame, scale: scale, into: reused, over: painted)
    }
    painted = frame
    var rows = Array(repeating: true, count: height)
    if case .rects(let rects) = damage {
      rows = Array(repeating: false, count: height)
      for r in rects {
        repaintedPixels += r.area
        for y in r.y..<r.maxY { rows[y] = true }
      }
    } else {
      repaintedPixels += width * height
    }
    changedRows += rows.filter { $0 }.count
    var bytes: [UInt8] = []
    reuse.encode += try threadCPUMilliseconds {
      bytes = try PNGCodec.encode(reused, reusing: bands, changedRows: rows)
    }
    precondition(bytes == whole, "reuse changed the bytes of the frame at t = \(t)")
  }
  let n = Double(times.count)
  print("reuse across frames, one thread, thread CPU ms per frame (the same bytes):")
  print(
    "  whole frames: paint \(format(full.paint / n)), encode \(format(full.encode / n)); over the previous frame: paint \(format(reuse.paint / n)) (\(format(full.paint / reuse.paint))x), encode \(format(reuse.encode / n)) (\(format(full.encode / reuse.encode))x)"
  )
  print(
    "  repainted \(format(100 * Double(repaintedPixels) / (n * Double(width * height))))% of the pixels; \(format(100 * Double(changedRows) / (n * Double(height))))% of the rows changed"
  )
}

/// `FrameRenderer.writePNGs` (what `hero render` runs) on the frames and on the static variant, with
/// and without reuse, on `workers` workers and on one: wall time (best of 3) and process CPU time.
func benchReuse(transition: Transition, times: [Double], scale: Double, workers: Int, scratch: String) throws {
  let last = times.last ?? 0
  let variants: [(String, [FrameJob])] = [
    ("frames", times.enumerated().map { FrameJob(name: "n\($0.offset)", time: $0.element) }),
    ("static (last frame × \(times.count))", times.indices.map { FrameJob(name: "s\($0)", time: last) }),
  ]
  print("FrameRenderer.writePNGs in this process (engine, paint, encode, write; best of 3):")
  for (name, jobs) in variants {
    for count in Set([workers, 1]).sorted(by: >) {
      func best(reuse: Bool) throws -> (wall: Double, cpu: Double) {
        var runs: [(Double, Double)] = []
        for _ in 0..<3 {
          let cpu = processCPUMilliseconds()
          let wall = try milliseconds {
            try FrameRenderer(transition: transition, scale: scale, workers: count, reuse: reuse).writePNGs(
              jobs, to: scratch)
          }
          runs.append((wall, processCPUMilliseconds() - cpu))
        }
        return (runs.map(\.0).min()!, runs.map(\.1).min()!)
      }
      let with = try best(reuse: true)
      let without = try best(reuse: false)
      let n = Double(jobs.count)
      print(
        "  \(name), \(count) worker\(count == 1 ? "" : "s"): with reuse \(format(n * 1000 / with.wall)) frames/s, CPU \(format(with.cpu / n)) ms/frame; without \(format(n * 1000 / without.wall)) frames/s, CPU \(format(without.cpu / n)) ms/frame; CPU ratio \(format(without.cpu / with.cpu))x"
      )
    }
  }
}
