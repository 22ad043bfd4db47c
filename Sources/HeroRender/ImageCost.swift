import Foundation
import HeroCompositor
import HeroEngine
import HeroFiles
import HeroModel
import HeroScene

/// What an image file of a scene costs to decode at a render scale: its size, the largest size it
/// is shown at (`ImageDemand`), and what the renderer keeps of it (`ImageDecoding`). `hero lint`
/// warns with it about files far larger than they are shown and decodes at the surface limit.
public struct ImageCost: Sendable, Hashable {
  /// The file, resolved.
  public var path: String
  public var header: PNGHeader
  /// The largest width and height its whole bitmap covers, in output pixels.
  public var shown: Size
  /// The downsampling factor and the decoded size it gives.
  public var factor: Int
  public var decodedWidth: Int
  public var decodedHeight: Int

  /// Bytes the decoded image holds (4 per pixel).
  public var decodedBytes: Int { decodedWidth * decodedHeight * 4 }

  /// Shown so large that the surface limits hold the decoded image back: it is drawn with fewer
  /// pixels than `ImageDecoding.margin` asks for.
  public var isAtSurfaceLimit: Bool {
    ImageDecoding.smallestFittingFactor(header) > ImageDecoding.coveringFactor(for: header, shown: shown)
  }

  /// The file is so much larger than it is shown that it is downsampled: it holds at least
  /// (2 · `ImageDecoding.margin`)² times the pixels it is shown at.
  public var isMuchLargerThanShown: Bool { factor > 1 && !isAtSurfaceLimit }

  /// The cost of every image file `transition` shows at `scale` (files whose header cannot be read
  /// are left out: painting reports them), by path.
  public static func costs(of transition: Transition, scale: Double) -> [ImageCost] {
    let demand = FrameRenderer.imageDemand(of: transition, scale: scale)
    return demand.shown.keys.sorted().compactMap { path in
      guard let header = try? PNGHeader.read(path), let shown = demand.shown[path] else { return nil }
      let factor = ImageDecoding.factor(for: header, shown: shown)
      let size = ImageDecoding.decodedSize(of: header, factor: factor)
      return ImageCost(
        path: path, header: header, shown: shown, factor: factor, decodedWidth: size.width, decodedHeight: size.height)
    }
  }

  /// `hero lint`'s warnings (rule `imageDecodeCost`) for the images of a parsed scene at its own
  /// scale, each at the first view showing the file.
  public static func warnings(_ parsed: ParsedScene, transition: Transition) -> [SceneWarning] {
    let scale = parsed.scene.canvas.scale
    let firstView = firstViewPaths(parsed.scene)
    let found: [SceneWarning] = costs(of: transition, scale: scale).compactMap { cost in
      guard cost.isMuchLargerThanShown || cost.isAtSurfaceLimit, let path = firstView[cost.path] else { return nil }
      return cost.warning(at: path + ".image.path", scale: scale)
    }
    return SceneLint.place(found, in: parsed)
  }

  func warning(at path: String, scale: Double) -> SceneWarning {
    let name = (self.path as NSString).lastPathComponent
    let file =
      "the image file \(name) is \(header.width)x\(header.height) pixels (\(header.formatName), \(header.pixelCount) pixels)"
    let shownText =
      "\(Int(shown.width.rounded(.up)))x\(Int(shown.height.rounded(.up))) pixels at scale \(NumberText.shortest(scale))"
    let decoded = "\(decodedWidth)x\(decodedHeight) pixels (\(Self.megabytes(decodedBytes)))"
    if isAtSurfaceLimit {
      return SceneWarning(
        rule: .imageDecodeCost, path: path,
        message:
          "\(file) and is shown up to \(shownText): it is decoded at the surface limit, downsampled \(factor)× to \(decoded), so it is drawn blurred",
        suggestion: "show it smaller, or lower the scale")
    }
    let want = (
      Int((shown.width * ImageDecoding.margin).rounded(.up)), Int((shown.height * ImageDecoding.margin).rounded(.up))
    )
    return SceneWarning(
      rule: .imageDecodeCost, path: path,
      message:
        "\(file) but is shown at most at \(shownText): it is decoded downsampled \(factor)× to \(decoded), yet every decode still reads all \(header.pixelCount) pixels of the file",
      suggestion:
        "scale the file down to about \(want.0)x\(want.1) pixels (\(NumberText.shortest(ImageDecoding.margin)) times the largest size it is shown at)"
    )
  }

  /// `1.4 MB`, `512 KB`.
  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20
      ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : "\((bytes + 1023) / 1024) KB"
  }

  /// The JSON path of the first view (from side first, pre-order) showing each image file.
  static func firstViewPaths(_ scene: Scene) -> [String: String] {
    var found: [String: String] = [:]
    func walk(_ view: View, _ path: String) {
      if let image = view.image, found[image.path] == nil { found[image.path] = path }
      for (i, child) in view.children.enumerated() { walk(child, "\(path).children[\(i)]") }
    }
    walk(scene.from, "from")
    walk(scene.to, "to")
    return found
  }
}
