/// UIKit's layout pass over a view tree: its constraints, its autoresizing masks, its views'
/// intrinsic content sizes and its stack views, solved together for one screen.
///
/// Every node has four variables (left, top, width, height) in the root's coordinates; guides are
/// tied to their owner by required constraints; the result is each node's frame in its parent's
/// coordinates. Conflicting required constraints are broken as UIKit breaks them (the later one is
/// left out, and the conflict reported); a view the constraints leave ambiguous is reported and
/// kept where Interface Builder stored it.
public enum AutoLayout {
  /// The screen the root view fills.
  public struct Screen: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var safeArea: LayoutInsets
    /// The root view's minimum leading and trailing margins (UIKit's system minimum layout margins).
    public var systemMargin: Double
    public init(width: Double, height: Double, safeArea: LayoutInsets = .zero, systemMargin: Double = 16) {
      self.width = width
      self.height = height
      self.safeArea = safeArea
      self.systemMargin = systemMargin
    }
  }

  public struct Note: Hashable, Sendable {
    public enum Kind: Sendable { case unsatisfiable, ambiguous, unsupported }
    public var kind: Kind
    public var message: String
    /// The lines of the nodes and constraints it is about.
    public var line: Int?
  }

  public struct Result: Sendable {
    /// Per node, in its parent's coordinates (guides: in their owner's).
    public var frames: [LayoutRect]
    public var notes: [Note]
    public var pivots: Int
    public var constraints: Int
  }

  /// Passes made at most: a wrapping label or a subview's safe area is measured again at the
  /// frame the previous pass gave it.
  static let maximumPasses = 3

  public static func layOut(
    _ nodes: [LayoutNode], _ constraints: [LayoutConstraint], screen: Screen,
    direction: LayoutDirection = .leftToRight, limits: Solver.Limits = .init()
  ) throws(SolverError) -> Result {
    var parameters = Parameters(nodes: nodes, screen: screen)
    guard !nodes.isEmpty else { return Result(frames: [], notes: [], pivots: 0, constraints: 0) }
    var pass = try Pass(nodes, constraints, parameters, direction: direction, limits: limits, screen: screen)
    try pass.solve(constraints)
    for _ in 1..<maximumPasses {
      let next = parameters.updated(from: pass.absolute, nodes: nodes, screen: screen)
      if next == parameters { break }
      parameters = next
      pass = try Pass(nodes, constraints, parameters, direction: direction, limits: limits, screen: screen)
      try pass.solve(constraints)
    }
    return Result(
      frames: pass.relativeFrames(nodes), notes: pass.notes, pivots: pass.solver.pivotCount,
      constraints: pass.solver.constraintCount)
  }

  /// What one pass takes from the previous one: the widths wrapping content is measured at, and
  /// the safe-area insets of views other than the root.
  struct Parameters: Equatable {
    var measureWidths: [Int: Double] = [:]
    var safeInsets: [Int: LayoutInsets] = [:]

    init(nodes: [LayoutNode], screen: Screen) {
      safeInsets[0] = screen.safeArea
    }

    /// A view's safe area is the part of it inside the root's safe area.
    func updated(from absolute: [LayoutRect], nodes: [LayoutNode], screen: Screen) -> Parameters {
      var next = self
      let safe = LayoutRect(
        screen.safeArea.left, screen.safeArea.top, screen.width - screen.safeArea.left - screen.safeArea.right,
        screen.height - screen.safeArea.top - screen.safeArea.bottom)
      for (i, node) in nodes.enumerated() {
        if node.kind == .view, node.content?.wrapsToWidth == true {
          next.measureWidths[i] = (absolute[i].width * 1000).rounded() / 1000
        }
        if node.kind == .safeArea, let owner = node.parent, owner != 0 {
          let f = absolute[owner]
          next.safeInsets[owner] = LayoutInsets(
            top: max(0, safe.y - f.y), left: max(0, safe.x - f.x), bottom: max(0, f.maxY - safe.maxY),
            right: max(0, f.maxX - safe.maxX))
        }
      }
      return next
    }
  }
}
