/// An incremental linear constraint solver of the Cassowary family (Badros, Borning & Stuckey, "The
/// Cassowary linear arithmetic constraint solving algorithm", ACM TOCHI 2001), in the form the Kiwi
/// solver describes: one tableau in which every row is kept basic-feasible, required constraints
/// entered through an artificial objective (phase one) when no variable can be their subject, and
/// optional constraints as error symbols weighted in the objective.
///
/// - Equalities and inequalities, required or weighted (`Strength`); `Constraint` holds multipliers
///   and constants in its linear expression.
/// - Edit variables: `addEditVariable`, then `suggestValue` re-solves with the dual simplex from the
///   last solution (the cheap path an interactive drag takes). `addStay` holds a variable at its
///   current value with a (weak) strength.
/// - Deterministic: symbols are numbered in creation order; the entering symbol is the lowest-numbered
///   one that improves the objective (Bland's rule, which also rules out cycling) and ties in the
///   ratio tests go to the lowest-numbered row.
/// - Bounded: `Limits` caps the constraints, the total pivots and the total work; past them the call
///   throws. Work counts the tableau cells a pivot touches (a row substituted into each row that
///   holds its symbol) and the rows a ratio test reads: what time is spent on. A pivot cap alone does
///   not bound time, since on a dense system each pivot touches a tableau that grows with it. The
///   allowance grows with the input (`baseWork` plus `workPerConstraint` for every constraint added),
///   and is counted, never timed, so a layout that finishes gives the same result on every machine.
public struct Solver: Sendable {
  public struct Limits: Sendable {
    public var maximumConstraints: Int
    public var maximumPivots: Int
    /// Work allowed whatever the input.
    public var baseWork: Int
    /// Work allowed for each constraint added.
    public var workPerConstraint: Int
    public init(
      maximumConstraints: Int = 20_000, maximumPivots: Int = 2_000_000, baseWork: Int = 1_000_000,
      workPerConstraint: Int = 500
    ) {
      self.maximumConstraints = maximumConstraints
      self.maximumPivots = maximumPivots
      self.baseWork = baseWork
      self.workPerConstraint = workPerConstraint
    }
  }

  /// The symbols a constraint added: `marker` identifies its row (slack, error or dummy); `other`
  /// is the second error symbol of an optional equality.
  struct Tag: Sendable {
    var marker: Int
    var other: Int?
  }

  struct Edit: Sendable {
    var constraint: ConstraintID
    var value: Double
  }

  public let limits: Limits
  /// Pivots made so far (the cost measure `Limits.maximumPivots` caps).
  public private(set) var pivotCount = 0
  /// Work done so far (see the type's documentation) and the constraints ever added, which set
  /// the allowance.
  public private(set) var work = 0
  private var added = 0

  /// The work allowed now: proportional to the constraints added so far.
  public var workAllowance: Int { limits.baseWork &+ limits.workPerConstraint &* added }

  private var kinds: [SymbolKind] = []
  private var variableNames: [String] = []
  /// Variable id → its external symbol, made when the variable first appears in a constraint.
  private var variableSymbols: [Int: Int] = [:]
  private var rows: [Int: Row] = [:]
  /// Symbol → the basic symbols of the rows it appears in, so a pivot visits only those rows.
  private var columns: [Int: Set<Int>] = [:]
  /// Symbols whose objective coefficient went negative (lazily pruned): the entering candidates.
  private var improving = MinHeap()
  private var objective = Row()
  private var constraints: [Int: (constraint: Constraint, tag: Tag)] = [:]
  /// Marker and error symbols → the constraint that made them (for conflict reports).
  private var owners: [Int: Int] = [:]
  private var edits: [Int: Edit] = [:]
  private var infeasible: [Int] = []
  private var nextConstraint = 0

  public init(limits: Limits = Limits()) { self.limits = limits }

  public var constraintCount: Int { constraints.count }

  public mutating func makeVariable(_ name: String) -> Variable {
    variableNames.append(name)
    return Variable(id: variableNames.count - 1, name: name)
  }

  /// The variable's value in the current solution (0 when no constraint mentions it).
  public func value(_ variable: Variable) -> Double {
    guard let symbol = variableSymbols[variable.id], let row = rows[symbol] else { return 0 }
    return row.constant == 0 ? 0 : row.constant  // no -0
  }

  public func constraint(_ id: ConstraintID) -> Constraint? { constraints[id.rawValue]?.constraint }

  // MARK: Adding and removing constraints

  @discardableResult
  public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    guard constraints.count < limits.maximumConstraints else {
      throw .tooManyConstraints(limit: limits.maximumConstraints)
    }
    let e = constraint.expression
    guard e.constant.isFinite, e.terms.allSatisfy({ $0.coefficient.isFinite }) else {
      throw .notFinite("a term of \(constraint)")
    }
    guard constraint.strength.weight.isFinite, constraint.strength.weight >= 0 else {
      throw .notFinite("the strength of \(constraint)")
    }
    let id = nextConstraint
    added += 1
    var (row, tag) = makeRow(constraint)
    let subject = chooseSubject(row, tag)
    if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
      guard Row.nearZero(row.constant) else {
        throw .unsatisfiable(nil, conflicting: owners(of: row))
      }
      // Redundant: implied by what is there. Kept, basic in its dummy, so removing it is uniform.
      row.solve(for: tag.marker)
      setRow(tag.marker, row)
    } else if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      setRow(subject, row)
      guard work <= workAllowance else { throw .tooMuchWork(limit: workAllowance) }
    } else {
      do { try addWithArtificialVariable(row, tag: tag) } catch {
        infeasible.removeAll()
        throw error
      }
    }
    nextConstraint += 1
    constraints[id] = (constraint, tag)
    owners[tag.marker] = id
    if let other = tag.other { owners[other] = id }
    try optimize(objective: nil)
    infeasible.removeAll()
    return ConstraintID(rawValue: id)
  }

  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    guard let (constraint, tag) = constraints.removeValue(forKey: id.rawValue) else { throw .unknownConstraint }
    owners[tag.marker] = nil
    if let other = tag.other { owners[other] = nil }
    // Its errors leave the objective.
    if !constraint.strength.isRequired {
      for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
        if let row = rows[symbol] {
          objective.insert(row, -constraint.strength.weight)
          noteImproving(row.cells.keys)
        } else {
          objective.insert(symbol, -constraint.strength.weight)
          noteImproving([symbol])
        }
      }
    }
    if takeRow(tag.marker) == nil {
      guard let leaving = markerLeavingRow(tag.marker) else {
        throw .unknownConstraint
      }
      var row = takeRow(leaving)!
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
      try countPivot()
    }
    try optimize(objective: nil)
    infeasible.removeAll()
  }

  // MARK: Edit variables and stays

  /// Makes `variable` editable: `suggestValue` then asks for a value at `strength`.
  public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable.name) }
    guard !strength.isRequired else { throw .requiredEdit(variable.name) }
    let id = try add(Constraint(Expression(variable), .equal, strength: strength))
    edits[variable.id] = Edit(constraint: id, value: 0)
  }

  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable.name) }
    try remove(edit.constraint)
  }

  /// Holds `variable` at its current value unless stronger constraints move it (Cassowary's stay).
  public mutating func addStay(_ variable: Variable, strength: Strength = .weak) throws(SolverError) {
    let current = value(variable)
    try addEditVariable(variable, strength: strength)
    try suggestValue(variable, current)
  }

  /// Asks for `variable == value` at its edit strength and re-solves from the current solution.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard value.isFinite else { throw .notFinite("the value suggested for '\(variable.name)'") }
    guard var edit = edits[variable.id], let tag = constraints[edit.constraint.rawValue]?.tag else {
      throw .unknownEditVariable(variable.name)
    }
    let delta = value - edit.value
    edit.value = value
    edits[variable.id] = edit
    if rows[tag.marker] != nil {
      rows[tag.marker]!.constant -= delta
      if rows[tag.marker]!.constant < 0 { infeasible.append(tag.marker) }
    } else if let other = tag.other, rows[other] != nil {
      rows[other]!.constant += delta
      if rows[other]!.constant < 0 { infeasible.append(other) }
    } else {
      for basic in (columns[tag.marker] ?? []).sorted() {
        let c = rows[basic]!.coefficient(tag.marker)
        guard c != 0 else { continue }
        rows[basic]!.constant += delta * c
        if rows[basic]!.constant < 0, kinds[basic] != .external { infeasible.append(basic) }
      }
    }
    try dualOptimize()
  }

  // MARK: Ambiguity

  /// Variables the constraints do not pin down: their value could change without breaking a
  /// required constraint or making the optional ones worse (UIKit's `hasAmbiguousLayout`).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard let symbol = variableSymbols[variable.id] else { return true }
    guard let row = rows[symbol] else { return true }
    return row.cells.keys.contains { canMoveFreely($0) }
  }

  /// True when parametric `symbol` could change without cost: it is unrestricted, or it is a
  /// restricted symbol at no cost that can grow before some restricted row reaches 0.
  private func canMoveFreely(_ symbol: Int) -> Bool {
    guard kinds[symbol] != .dummy, Row.nearZero(objective.coefficient(symbol)) else { return false }
    if kinds[symbol] == .external { return true }
    for basic in columns[symbol] ?? [] where kinds[basic] != .external {
      let c = rows[basic]!.coefficient(symbol)
      if c < 0, rows[basic]!.constant / -c < 1e-6 { return false }
    }
    return true
  }

  // MARK: The tableau

  private mutating func makeSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    return kinds.count - 1
  }

  private mutating func symbol(for variable: Variable) -> Int {
    if let s = variableSymbols[variable.id] { return s }
    let s = makeSymbol(.external)
    variableSymbols[variable.id] = s
    return s
  }

  /// The constraint as a row `0 = …` in the current parametric symbols, with its slack, error or
  /// dummy symbols; the optional ones' errors enter the objective. Its constant ends up ≥ 0.
  private mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
      let s = symbol(for: term.variable)
      if let basic = rows[s] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(s, term.coefficient)
      }
    }
    let weight = constraint.strength.weight
    let tag: Tag
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let slack = makeSymbol(.slack)
      row.insert(slack, constraint.relation == .lessOrEqual ? 1 : -1)
      if constraint.strength.isRequired {
        tag = Tag(marker: slack, other: nil)
      } else {
        let error = makeSymbol(.error)
        row.insert(error, constraint.relation == .lessOrEqual ? -1 : 1)
        objective.insert(error, weight)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if constraint.strength.isRequired {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy, 1)
        tag = Tag(marker: dummy, other: nil)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, weight)
        objective.insert(minus, weight)
        tag = Tag(marker: plus, other: minus)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to make basic for a new row without phase one: the lowest external, else a new
  /// slack or error symbol whose coefficient is negative (so the row stays feasible).
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
    if let external = row.cells.keys.filter({ kinds[$0] == .external }).min() { return external }
    for symbol in [tag.marker, tag.other].compactMap({ $0 })
    where kinds[symbol] == .slack || kinds[symbol] == .error {
      if row.coefficient(symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Phase one for a row no symbol can be the subject of: an artificial variable equal to the row is
  /// minimised; it reaches 0 exactly when the constraint can hold. When it cannot, the tableau is
  /// returned to an equivalent of what it was and the constraints the failure was derived from are
  /// reported.
  private mutating func addWithArtificialVariable(_ row: Row, tag: Tag) throws(SolverError) {
    let artificial = makeSymbol(.slack)
    setRow(artificial, row)
    try optimize(objective: row)
    let phaseOne = artificialObjective ?? row
    artificialObjective = nil
    let satisfied = Row.nearZero(phaseOne.constant)
    if var basic = takeRow(artificial) {
      if satisfied, !basic.cells.isEmpty {
        guard
          let entering = basic.sortedSymbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error })
        else {
          throw .unsatisfiable(nil, conflicting: owners(of: phaseOne))
        }
        basic.solve(for: artificial, entering)
        substitute(entering, basic)
        setRow(entering, basic)
        try countPivot()
      }
    } else if !satisfied, let leaving = markerLeavingRow(artificial) {
      // Undo: pivot the artificial symbol back in and drop its row (the new constraint's row).
      var basic = takeRow(leaving)!
      basic.solve(for: leaving, artificial)
      substitute(artificial, basic)
    }
    for key in (columns.removeValue(forKey: artificial) ?? []) { rows[key]!.cells[artificial] = nil }
    objective.cells[artificial] = nil
    if !satisfied {
      // The new row's own symbols may linger as parameters; they are unconstrained and cost nothing.
      // Phase one's pivots kept every row feasible but not the objective optimal: restore that.
      try optimize(objective: nil)
      throw .unsatisfiable(nil, conflicting: owners(of: phaseOne).filter { $0.rawValue != nextConstraint })
    }
  }

  /// The phase-one objective while it is being minimised (substituted along with the rows).
  private var artificialObjective: Row?

  /// The constraints whose markers appear in `row`, lowest first.
  private func owners(of row: Row) -> [ConstraintID] {
    Set(row.cells.keys.compactMap { owners[$0] }).sorted().map { ConstraintID(rawValue: $0) }
  }

  /// Replaces `symbol` by `row` everywhere: in every row, the objective and a phase-one objective.
  private mutating func substitute(_ symbol: Int, _ row: Row) {
    let targets = columns.removeValue(forKey: symbol) ?? []
    work &+= (targets.count + 2) &* (row.cells.count + 1)
    for key in targets {
      var target = rows.removeValue(forKey: key)!
      target.substitute(symbol, row)
      // Only the substituted row's symbols can have appeared in or left the target.
      for s in row.cells.keys {
        if target.cells[s] == nil {
          columns[s]?.remove(key)
          if columns[s]?.isEmpty == true { columns[s] = nil }
        } else {
          columns[s, default: []].insert(key)
        }
      }
      rows[key] = target
      if kinds[key] != .external, target.constant < 0 { infeasible.append(key) }
    }
    if objective.cells[symbol] != nil {
      objective.substitute(symbol, row)
      noteImproving(row.cells.keys)
    }
    artificialObjective?.substitute(symbol, row)
  }

  private mutating func setRow(_ basic: Int, _ row: Row) {
    for s in row.cells.keys { columns[s, default: []].insert(basic) }
    rows[basic] = row
  }

  private mutating func takeRow(_ basic: Int) -> Row? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    for s in row.cells.keys {
      columns[s]?.remove(basic)
      if columns[s]?.isEmpty == true { columns[s] = nil }
    }
    return row
  }

  /// Remembers which of `symbols` now lower the objective.
  private mutating func noteImproving<S: Sequence<Int>>(_ symbols: S) {
    for s in symbols where objective.coefficient(s) < 0 && kinds[s] != .dummy { improving.push(s) }
  }

  /// The lowest-numbered symbol that lowers the objective (Bland's rule).
  private mutating func enteringSymbol() -> Int? {
    while let s = improving.min {
      if objective.coefficient(s) < 0 { return s }
      improving.pop()
    }
    return nil
  }

  private mutating func countPivot() throws(SolverError) {
    pivotCount += 1
    guard pivotCount <= limits.maximumPivots else { throw .tooManyPivots(limit: limits.maximumPivots) }
    guard work <= workAllowance else { throw .tooMuchWork(limit: workAllowance) }
  }

  /// Primal simplex on the objective (or on `phaseOne`, the artificial objective) until no symbol
  /// can lower it.
  private mutating func optimize(objective phaseOne: Row?) throws(SolverError) {
    if let phaseOne { artificialObjective = phaseOne }
    while true {
      let found =
        phaseOne == nil
        ? enteringSymbol()
        : artificialObjective!.cells.filter({ kinds[$0.key] != .dummy && $0.value < 0 }).keys.min()
      if phaseOne != nil { work &+= artificialObjective?.cells.count ?? 0 }
      guard let entering = found else { return }
      // The ratio test over the restricted rows: the one that first reaches 0.
      var leaving: Int?
      var best = Double.infinity
      work &+= columns[entering]?.count ?? 0
      for basic in columns[entering] ?? [] where kinds[basic] != .external {
        let c = rows[basic]!.coefficient(entering)
        let row = rows[basic]!
        guard c < 0 else { continue }
        let ratio = -row.constant / c
        if ratio < best || (ratio == best && basic < leaving!) {
          best = ratio
          leaving = basic
        }
      }
      guard let leaving else {
        throw .notFinite("the objective (unbounded; a constraint's coefficients are out of range)")
      }
      var row = takeRow(leaving)!
      row.solve(for: leaving, entering)
      substitute(entering, row)
      setRow(entering, row)
      try countPivot()
    }
  }

  /// Dual simplex after a suggestion made rows infeasible: each such row leaves for the symbol that
  /// keeps the objective optimal.
  private mutating func dualOptimize() throws(SolverError) {
    while let leaving = infeasible.popLast() {
      guard let row = rows[leaving], row.constant < 0 else { continue }
      var entering: Int?
      var best = Double.infinity
      work &+= row.cells.count
      for (symbol, c) in row.cells where c > 0 && kinds[symbol] != .dummy {
        let ratio = objective.coefficient(symbol) / c
        if ratio < best || (ratio == best && symbol < entering!) {
          best = ratio
          entering = symbol
        }
      }
      guard let entering else { throw .notFinite("the dual optimisation (no entering symbol)") }
      var pivot = takeRow(leaving)!
      pivot.solve(for: leaving, entering)
      substitute(entering, pivot)
      setRow(entering, pivot)
      try countPivot()
    }
  }

  /// The row to pivot a marker into when its constraint goes: the restricted row that stays
  /// feasible (least ratio among negative coefficients, else among positive ones), else an
  /// unrestricted row.
  private func markerLeavingRow(_ marker: Int) -> Int? {
    var first: (ratio: Double, row: Int)?
    var second: (ratio: Double, row: Int)?
    var third: Int?
    for basic in (columns[marker] ?? []).sorted() {
      let c = rows[basic]!.coefficient(marker)
      guard c != 0 else { continue }
      if kinds[basic] == .external {
        third = basic
      } else if c < 0 {
        let r = -rows[basic]!.constant / c
        if first == nil || r < first!.ratio { first = (r, basic) }
      } else {
        let r = rows[basic]!.constant / c
        if second == nil || r < second!.ratio { second = (r, basic) }
      }
    }
    return first?.row ?? second?.row ?? third
  }
}

/// A binary min-heap of symbols (duplicates allowed; stale entries are skipped by the caller).
struct MinHeap: Sendable {
  private var items: [Int] = []

  var min: Int? { items.first }

  mutating func push(_ x: Int) {
    items.append(x)
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard items[i] < items[parent] else { break }
      items.swapAt(i, parent)
      i = parent
    }
  }

  mutating func pop() {
    guard !items.isEmpty else { return }
    items.swapAt(0, items.count - 1)
    items.removeLast()
    var i = 0
    while true {
      let l = 2 * i + 1
      let r = l + 1
      var smallest = i
      if l < items.count, items[l] < items[smallest] { smallest = l }
      if r < items.count, items[r] < items[smallest] { smallest = r }
      guard smallest != i else { return }
      items.swapAt(i, smallest)
      i = smallest
    }
  }
}
