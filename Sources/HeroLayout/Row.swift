/// What a tableau symbol stands for. Externals are the user's variables (unrestricted); slacks and
/// errors are restricted to ≥ 0; dummies mark required equalities and never enter the basis.
enum SymbolKind: Sendable {
  case external, slack, error, dummy
}

/// One row of the simplex tableau, `basic = constant + Σ coefficient × symbol` (or, before it is
/// solved for a symbol, `0 = constant + Σ …`). Symbols are the solver's integers.
///
/// Every operation updates each cell on its own (one multiply-add per cell), so the order in which a
/// dictionary is walked cannot change a result's rounding: the solver is deterministic although
/// Swift seeds its hashing per process.
struct Row: Sendable {
  var cells: [Int: Double] = [:]
  var constant: Double

  init(constant: Double = 0) { self.constant = constant }

  /// Coefficients this small are zero (rounding left-overs of a cancellation).
  static let epsilon = 1.0e-8

  static func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

  func coefficient(_ symbol: Int) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels.
  mutating func insert(_ symbol: Int, _ coefficient: Double) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if Self.nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
  }

  /// Adds `coefficient × other`.
  mutating func insert(_ other: Row, _ coefficient: Double) {
    constant += other.constant * coefficient
    for (symbol, c) in other.cells { insert(symbol, c * coefficient) }
  }

  mutating func reverseSign() {
    constant = -constant
    for (symbol, c) in cells { cells[symbol] = -c }
  }

  /// `0 = a × symbol + rest` becomes `symbol = -rest / a` (the symbol leaves the cells).
  mutating func solve(for symbol: Int) {
    guard let a = cells.removeValue(forKey: symbol) else { return }
    let k = -1 / a
    constant *= k
    for (s, c) in cells { cells[s] = c * k }
  }

  /// `lhs = … + a × rhs + …` (this row, basic in `lhs`) becomes a row basic in `rhs`.
  mutating func solve(for lhs: Int, _ rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row` (which is basic in it).
  mutating func substitute(_ symbol: Int, _ row: Row) {
    guard let c = cells.removeValue(forKey: symbol) else { return }
    insert(row, c)
  }

  /// The symbols, lowest first: the order in which ties are broken.
  var sortedSymbols: [Int] { cells.keys.sorted() }
}
