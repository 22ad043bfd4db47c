/// ffmpeg's command lines for the previews: frames arrive raw on standard input.
enum FFmpegArguments {
  static let common = ["-hide_banner", "-loglevel", "error", "-y", "-nostdin"]

  /// Raw frames of `width` × `height` in `pixelFormat` from standard input at `fps`.
  static func input(width: Int, height: Int, fps: Double, pixelFormat: String) -> [String] {
    ["-f", "rawvideo", "-pix_fmt", pixelFormat, "-s", "\(width)x\(height)", "-r", String(fps), "-i", "pipe:0"]
  }

  /// x264 for each quality, chosen by measurement on the benchmark scene (docs/performance.md):
  /// `ultrafast` with CABAC at CRF 26 gives a higher PSNR (55.4 dB) than `veryfast` at CRF 18
  /// (53.6 dB) for 1.2× its size and a fifth of its CPU time; `balanced` is that `veryfast` CRF 18,
  /// `best` is `slow` CRF 18.
  static func x264(_ quality: PreviewQuality) -> [String] {
    switch quality {
    case .fast: ["-c:v", "libx264", "-preset", "ultrafast", "-x264-params", "cabac=1", "-crf", "26"]
    case .balanced: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "18"]
    case .best: ["-c:v", "libx264", "-preset", "slow", "-crf", "18"]
    }
  }

  /// libvpx-vp9's speed (0 slowest … 8 fastest, realtime deadline for `fast`), constant quality 30.
  static func vp9(_ quality: PreviewQuality) -> [String] {
    let speed: [String] =
      switch quality {
      case .fast: ["-deadline", "realtime", "-cpu-used", "8"]
      case .balanced: ["-deadline", "good", "-cpu-used", "4"]
      case .best: ["-deadline", "good", "-cpu-used", "1"]
      }
    return ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "30", "-row-mt", "1"] + speed
  }

  /// Our yuv420p frames are BT.709 limited range (`hero_argb32_to_yuv420`); the stream says so, so
  /// players do not guess BT.601.
  static let bt709 = [
    "-color_range", "tv", "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
  ]

  /// The palette of a GIF: one PNG of up to 256 colours from the frames piped in. `stats_mode=full`
  /// weighs every pixel of every sampled frame, so the large still areas of a UI (backgrounds,
  /// cards) get exact entries and the remaining ones go to gradients and images.
  static func palette(width: Int, height: Int, fps: Double, output: String) -> [String] {
    common + input(width: width, height: height, fps: fps, pixelFormat: "rgba")
      + ["-vf", "palettegen=max_colors=256:reserve_transparent=1:stats_mode=full", "-frames:v", "1", output]
  }

  /// Every other format: raw frames in, `settings.format` out.
  static func encode(
    width: Int, height: Int, fps: Double, settings: PreviewSettings, palette: String?, output: String
  ) -> [String] {
    let format = settings.format
    var args = common + input(width: width, height: height, fps: fps, pixelFormat: format.isVideo ? "yuv420p" : "rgba")
    switch format {
    case .mp4:
      args += x264(settings.quality) + bt709 + ["-pix_fmt", "yuv420p", "-movflags", "+faststart"]
    case .webm:
      args += vp9(settings.quality) + bt709 + ["-pix_fmt", "yuv420p"]
    case .gif:
      // Error diffusion (Sierra-2-4A), chosen by looking at a blurred-material scene and a flat UI
      // scene (docs/performance.md): it halves the banding of no dithering in gradients and blurs,
      // and leaves colours the palette holds exactly (flat UI) untouched; ordered (Bayer)
      // dithering adds a visible crosshatch everywhere. `diff_mode=rectangle` re-encodes (and
      // re-dithers) only the changed rectangle of each frame, so still areas do not shimmer.
      args += [
        "-i", palette ?? "palette.png", "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
        "-loop", settings.loop ? "0" : "-1",
      ]
    case .webp:
      let effort =
        switch settings.quality {
        case .fast: "1"
        case .balanced: "4"
        case .best: "6"
        }
      args += [
        "-c:v", "libwebp_anim", "-lossless", "0", "-quality", "90", "-compression_level", effort,
        "-pix_fmt", "yuva420p", "-loop", settings.loop ? "0" : "1",
      ]
    case .apng:
      let prediction =
        switch settings.quality {
        case .fast: "up"
        case .balanced: "paeth"
        case .best: "mixed"
        }
      args += ["-c:v", "apng", "-pred", prediction, "-plays", settings.loop ? "0" : "1"]
    }
    return args + ["-f", format.muxer, output]
  }
}
