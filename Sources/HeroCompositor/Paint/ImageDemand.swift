import HeroFiles
import HeroModel

/// The largest size each image file is shown at, in output pixels, over a transition: what
/// `ImageDecoding` downsamples a file to (with its margin), so that a large file shown small never
/// costs its full size.
///
/// Measured by walking frame states as the compositor paints them — each layer's map to the output
/// composed from its ancestors', a snapshot's layers at the render scale (their raster's density) —
/// and taking, for every layer showing an image, the output length of its contents' edges, scaled
/// up to the whole file when `contentsRect` shows part of it. Hidden and transparent layers count
/// too (they may show between the sampled moments). The measure depends only on the frames given
/// and the scale, never on which frames a run renders, so every worker and frame range decodes an
/// image the same way.
public struct ImageDemand: Sendable, Hashable {
  /// By image path as layers name it (resolved against the compositor's image folder): the largest
  /// width and height, in output pixels, its whole bitmap covers along its own x and y axes.
  public private(set) var shown: [String: Size] = [:]

  /// Moments of a transition sampled (`sampleTimes`): evenly spaced over its length, the same for every
  /// frame rate and range. What changes between two of them is covered by `ImageDecoding.margin`.
  public static let samples = 121

  public init() {}

  /// `samples` evenly spaced times over `duration` seconds, both ends included.
  public static func sampleTimes(duration: Double) -> [Double] {
    guard duration.isFinite, duration > 0 else { return [0] }
    return (0..<samples).map { Double($0) * duration / Double(samples - 1) }
  }

  /// The demand of `frames` rendered at `scale`; `header` gives each image file's header by its
  /// resolved path (nil for a file that cannot be read: painting will report it).
  public static func measure(
    frames: [FrameState], scale: Double, imageDirectory: String?, header: (String) -> PNGHeader?
  ) -> ImageDemand {
    var walk = Walk(imageDirectory: imageDirectory)
    for frame in frames {
      for i in frame.layers.indices {
        walk.visit(
          frame.layers[i], parent: Homography.scale(scale, scale), frame: frame, scale: scale, chain: [],
          header: header)
      }
    }
    return walk.demand
  }

  /// The demand of a transition's frames at `sampleTimes`, rendered at `scale`.
  public static func measure(
    duration: Double, frame: (Double) -> FrameState, scale: Double, imageDirectory: String?
  ) -> ImageDemand {
    measure(frames: sampleTimes(duration: duration).map(frame), scale: scale, imageDirectory: imageDirectory)
  }

  /// The demand of `frames` rendered at `scale`, each image file's header read once from disk.
  public static func measure(frames: [FrameState], scale: Double, imageDirectory: String? = nil) -> ImageDemand {
    var headers: [String: PNGHeader?] = [:]
    return measure(frames: frames, scale: scale, imageDirectory: imageDirectory) { path in
      if let known = headers[path] { return known }
      let read = try? PNGHeader.read(path)
      headers[path] = read
      return read
    }
  }

  /// Raises the demand for `path` to cover `size` in each direction.
  mutating func record(_ path: String, _ size: Size) {
    let old = shown[path] ?? .zero
    shown[path] = Size(max(old.width, size.width), max(old.height, size.height))
  }

  /// The layer walk: maps composed as `Compositor.paint` composes them.
  private struct Walk {
    let imageDirectory: String?
    var demand = ImageDemand()
    /// The frame's snapshots when the layers of a snapshot were walked, by the chain of snapshot
    /// ids that reached it. Those layers are walked at the render scale wherever and whenever the
    /// snapshot is shown, so under the same snapshots a second walk records nothing new: it is
    /// skipped (a transition's frames share one snapshot table, compared by identity first).
    var walkedSnapshots: [[String]: [String: Snapshot]] = [:]

    mutating func visit(
      _ layer: Layer, parent: Homography, frame: FrameState, scale: Double, chain: [String],
      header: (String) -> PNGHeader?
    ) {
      // A subtree that shows no image records nothing: its maps are not composed.
      guard Self.mayShowImage(layer) else { return }
      let matrix = Homography(flattening: layer.toParent).concatenating(parent)
      guard matrix.isFinite, matrix.isInvertible else { return }
      switch layer.contents {
      case .image(let path):
        let resolved = Compositor.resolve(imagePath: path, in: imageDirectory)
        if let header = header(resolved), let size = Self.shownSize(layer, header: header, matrix: matrix) {
          demand.record(resolved, size)
        }
      case .snapshot(let id) where !chain.contains(id):
        // A snapshot's layers are painted once into a raster at the render scale.
        let reached = chain + [id]
        guard walkedSnapshots[reached] != frame.snapshots else { break }
        walkedSnapshots[reached] = frame.snapshots
        for inner in frame.snapshots[id]?.layers ?? [] {
          visit(inner, parent: .scale(scale, scale), frame: frame, scale: scale, chain: reached, header: header)
        }
      default:
        break
      }
      let inner = Compositor.sublayerMatrix(of: layer, matrix: matrix)
      // By index: `for sublayer in` would copy each layer.
      for i in layer.sublayers.indices {
        visit(layer.sublayers[i], parent: inner, frame: frame, scale: scale, chain: chain, header: header)
      }
    }

    /// Whether `layer` or a layer below it shows an image or a snapshot (whose layers may show
    /// images). Checked at every layer the walk enters, so a layer is looked at once per ancestor:
    /// scene files bound the depth (`JSONReader.maximumDepth`).
    static func mayShowImage(_ layer: Layer) -> Bool {
      switch layer.contents {
      case .image, .snapshot: return true
      default: return layer.sublayers.indices.contains { mayShowImage(layer.sublayers[$0]) }
      }
    }

    /// The output size of the whole bitmap of the image `layer` shows through `matrix`: its
    /// contents rect's projected edges (the longer of each opposite pair), divided by the part of
    /// the file `contentsRect` selects. Nil when the contents are empty or reach behind the eye.
    static func shownSize(_ layer: Layer, header: PNGHeader, matrix: Homography) -> Size? {
      let pixels = Size(Double(header.width), Double(header.height))
      let (source, dest) = Compositor.imagePlacement(of: layer, pixels: pixels)
      guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0,
        let c = matrix.apply(dest.corners), c.count == 4
      else { return nil }
      let across = max(c[0].distance(to: c[1]), c[3].distance(to: c[2]))
      let down = max(c[0].distance(to: c[3]), c[1].distance(to: c[2]))
      let size = Size(across * pixels.width / source.width, down * pixels.height / source.height)
      return size.isFinite ? size : nil
    }
  }
}
