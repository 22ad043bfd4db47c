/// A position in one of the engine's lists, typed by the list: a view's index cannot be passed
/// where a snapshot node's or a user animator's is expected, and each list (`IDArray`) is only
/// subscripted by its own kind.
///
/// Why positions and not object identity: see `ViewIndex` (values and indices keep the pipeline
/// cheap and deterministic).
public protocol DenseID: Strideable, Hashable, Sendable, CustomStringConvertible where Stride == Int {
  init(_ index: Int)
  /// The position in the list.
  var index: Int { get }
}

extension DenseID {
  public func distance(to other: Self) -> Int { other.index - index }
  public func advanced(by n: Int) -> Self { Self(index + n) }
  public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
  public var description: String { "\(index)" }
}

/// A view of both screens: its position in `ViewIndex.views` (from side first, pre-order).
public struct ViewID: DenseID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}

/// An animated view's layer: its position in `SnapshotTree.nodes` (creation order).
public struct NodeID: DenseID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}

/// A user animator: its position in `TransitionOptions.animators`.
public struct AnimatorID: DenseID {
  public let index: Int
  public init(_ index: Int) { self.index = index }
}

/// An array subscripted only by its own kind of ID (views, nodes or animators).
public struct IDArray<ID: DenseID, Element>: RandomAccessCollection, MutableCollection {
  public typealias Index = ID
  public typealias Indices = Range<ID>
  public private(set) var elements: [Element]

  public init(_ elements: [Element] = []) { self.elements = elements }
  public init(repeating element: Element, count: Int) { elements = Array(repeating: element, count: count) }

  public var startIndex: ID { ID(0) }
  public var endIndex: ID { ID(elements.count) }
  public var indices: Range<ID> { startIndex..<endIndex }
  public subscript(id: ID) -> Element {
    get { elements[id.index] }
    set { elements[id.index] = newValue }
  }

  /// Appends `element` and returns its ID.
  @discardableResult public mutating func append(_ element: Element) -> ID {
    elements.append(element)
    return ID(elements.count - 1)
  }
}

extension IDArray: Sendable where Element: Sendable {}
extension IDArray: Equatable where Element: Equatable {}
extension IDArray: Hashable where Element: Hashable {}
