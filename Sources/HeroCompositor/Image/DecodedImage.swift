import HeroFiles
import HeroModel

/// Image contents as the compositor holds them: a premultiplied surface, possibly downsampled, with
/// the size of the file it came from. Geometry (gravity, `contentsRect`, the `center` size) always
/// uses the file's own pixel size; only the sampling density is the surface's.
public struct DecodedImage {
  public let surface: Surface
  /// The file's header: its own width and height.
  public let header: PNGHeader
  /// How many file pixels, along each side, one surface pixel averages (1: full size).
  public let factor: Int

  /// The file's size in pixels.
  public var pixels: Size { Size(Double(header.width), Double(header.height)) }

  /// `rect` in the file's pixels as surface pixels.
  func surfaceRect(_ rect: Rect) -> Rect {
    guard factor > 1 else { return rect }
    let f = Double(factor)
    return Rect(rect.origin.x / f, rect.origin.y / f, rect.size.width / f, rect.size.height / f)
  }
}
