import CPNG
import HeroFiles
import HeroModel

/// A C row decoder run over one file: downsampling factor, output layout, memory and stride.
typealias RowDecoder = (Int, hero_decode_layout, UnsafeMutablePointer<UInt8>, Int) throws(CompositorError) -> Void

/// How much of an image file is kept: the file is box-downsampled by a whole factor while it is
/// read, as far as the decoded image still covers the largest size it is shown at (`ImageDemand`)
/// times `margin`. An image shown at or above half its size keeps every pixel (factor 1, the
/// pictures of before). Whatever it is shown at, the decoded image fits the surface limits.
public enum ImageDecoding {
  /// The decoded image covers at least this many times the largest size the image is shown at: room
  /// for zoom between the moments `ImageDemand` samples, a spring's overshoot and bilinear sampling.
  public static let margin = 2.0
  /// The largest factor (the decoder's 32-bit block sums bound it).
  public static let maximumFactor = Int(HERO_PNG_MAX_FACTOR)

  /// The factor for the file `header` describes when it is shown at most at `shown` output pixels
  /// (its whole bitmap's width and height; nil when not known: the largest size the surface limits allow).
  public static func factor(for header: PNGHeader, shown: Size?) -> Int {
    max(smallestFittingFactor(header), shown.map { coveringFactor(for: header, shown: $0) } ?? 1)
  }

  /// The largest factor whose decoded image still covers `margin` times `shown` (at least 1).
  public static func coveringFactor(for header: PNGHeader, shown: Size) -> Int {
    let across = Double(header.width) / max(shown.width * margin, 1)
    let down = Double(header.height) / max(shown.height * margin, 1)
    let covering = min(across, down, Double(maximumFactor), Double(max(header.width, header.height)))
    return max(Int(covering.rounded(.down)), 1)
  }

  /// The decoded width and height at `factor`.
  public static func decodedSize(of header: PNGHeader, factor: Int) -> (width: Int, height: Int) {
    ((header.width + factor - 1) / factor, (header.height + factor - 1) / factor)
  }

  /// Image file `bytes` (a PNG or a JPEG, told by its signature) decoded into a surface,
  /// box-downsampled by `factor` while read (`PNGCodec.decodeSurface`, `JPEGCodec.decodeSurface`).
  public static func decodeSurface(_ bytes: [UInt8], factor: Int) throws(CompositorError) -> DecodedImage {
    if PNGHeader.isJPEG(bytes) { return try JPEGCodec.decodeSurface(bytes, factor: factor) }
    return try PNGCodec.decodeSurface(bytes, factor: factor)
  }

  /// The straight RGBA8 pixels of the file `header` describes, full size, made by `rows` (PNG and
  /// JPEG alike); `format` names the codec in errors. Over the surface limit, an error.
  static func straightImage(_ header: PNGHeader, format: String, rows: RowDecoder) throws(CompositorError)
    -> RGBAImage
  {
    guard header.width <= Surface.maximumSide, header.height <= Surface.maximumSide,
      header.pixelCount <= Surface.maximumPixels
    else {
      throw CompositorError(
        "\(format) decode failed: image is \(header.width)x\(header.height) pixels; the limit is \(Surface.maximumSide) pixels a side and \(Surface.maximumPixels) pixels in all; scale the image down"
      )
    }
    var failure: CompositorError?
    let pixels = [UInt8](unsafeUninitializedCapacity: header.pixelCount * 4) { buffer, count in
      do throws(CompositorError) {
        try rows(1, HERO_DECODE_STRAIGHT_RGBA8, buffer.baseAddress!, header.width * 4)
        count = buffer.count
      } catch {
        failure = error
        count = 0
      }
    }
    if let failure { throw failure }
    return RGBAImage(width: header.width, height: header.height, pixels: pixels)
  }

  /// The file `header` describes decoded by `rows` straight into a new surface, box-downsampled by
  /// `factor`: ceil(width / factor) × ceil(height / factor) pixels, no full-size copy ever held.
  static func surface(_ header: PNGHeader, format: String, factor: Int, rows: RowDecoder) throws(CompositorError)
    -> DecodedImage
  {
    if let problem = header.sizeError { throw CompositorError("\(format) decode failed: image \(problem)") }
    let size = decodedSize(of: header, factor: factor)
    let surface = try Surface(width: size.width, height: size.height)
    surface.flush()
    try rows(factor, HERO_DECODE_PREMULTIPLIED_ARGB32, surface.data, surface.stride)
    surface.markDirty()
    return DecodedImage(surface: surface, header: header, factor: factor)
  }

  /// The smallest factor whose decoded image fits `Surface`'s limits.
  public static func smallestFittingFactor(_ header: PNGHeader) -> Int {
    var factor = max(1, (max(header.width, header.height) + Surface.maximumSide - 1) / Surface.maximumSide)
    while true {
      let size = decodedSize(of: header, factor: factor)
      if size.width * size.height <= Surface.maximumPixels { return factor }
      factor += 1
    }
  }
}
