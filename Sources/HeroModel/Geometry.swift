/// A point in points (1/scale pixels), y down as in UIKit.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
  public init(x: Double, y: Double) { self.init(x, y) }
  public static let zero = Point(0, 0)

  public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
  public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
  /// Euclidean length of the vector from the origin.
  public var length: Double { (x * x + y * y).squareRoot() }
  public func distance(to other: Point) -> Double { (self - other).length }
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A size in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }
  public init(width: Double, height: Double) { self.init(width, height) }
  public static let zero = Size(0, 0)
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

/// An axis-aligned rectangle in points: origin is the top-left corner.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.init(origin: Point(x, y), size: Size(width, height))
  }
  public init(x: Double, y: Double, width: Double, height: Double) { self.init(x, y, width, height) }
  public static let zero = Rect(0, 0, 0, 0)
  /// The unit rectangle (0, 0, 1, 1): the whole of a layer's contents.
  public static let unit = Rect(0, 0, 1, 1)

  public var minX: Double { min(origin.x, origin.x + size.width) }
  public var minY: Double { min(origin.y, origin.y + size.height) }
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { abs(size.width) }
  public var height: Double { abs(size.height) }
  public var center: Point { Point(midX, midY) }
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// Strict overlap: rectangles that only touch along an edge do not intersect
  /// (hero-semantics D16: the visibility filter uses strict overlap).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The smallest rectangle containing both.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x0, y0, max(maxX, other.maxX) - x0, max(maxY, other.maxY) - y0)
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: Point(origin.x + dx, origin.y + dy), size: size)
  }

  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(minX + dx, minY + dy, width - 2 * dx, height - 2 * dy)
  }
}
