/// Why the solver refused a request. Every case says what to change.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A required constraint contradicts required constraints already added: `conflicting` names them
  /// (the rows the infeasibility was derived from). The solver is left as it was before the call.
  case unsatisfiable(ConstraintID?, conflicting: [ConstraintID])
  /// More constraints than `Solver.Limits.maximumConstraints`.
  case tooManyConstraints(limit: Int)
  /// More simplex pivots than `Solver.Limits.maximumPivots` over the solver's life.
  case tooManyPivots(limit: Int)
  /// More work than the solver's allowance for its input (`Solver.Limits.baseWork`, `workPerConstraint`).
  case tooMuchWork(limit: Int)
  /// A coefficient, constant or suggested value that is NaN or infinite.
  case notFinite(String)
  case unknownConstraint
  case duplicateEditVariable(String)
  case unknownEditVariable(String)
  /// Edit variables and stays are optional by nature; a required one could make suggestions
  /// unsatisfiable.
  case requiredEdit(String)

  public static func == (a: SolverError, b: SolverError) -> Bool { a.description == b.description }

  public var description: String {
    switch self {
    case .unsatisfiable(_, let conflicting):
      "a required constraint contradicts \(conflicting.count) others already added"
    case .tooManyConstraints(let limit):
      "more than \(limit) constraints; split the layout or raise Solver.Limits.maximumConstraints"
    case .tooManyPivots(let limit):
      "the solver gave up after \(limit) pivots; the system is too large or degenerate for one layout pass"
    case .tooMuchWork(let limit):
      "the solver gave up after \(limit) units of work (tableau cells touched); the constraints are too many or too "
        + "interlinked for one layout pass: split the view or remove constraints that repeat others"
    case .notFinite(let what): "\(what) is not a finite number"
    case .unknownConstraint: "the constraint is not in the solver"
    case .duplicateEditVariable(let name): "'\(name)' is already an edit variable"
    case .unknownEditVariable(let name): "'\(name)' is not an edit variable; add it with addEditVariable first"
    case .requiredEdit(let name): "edit variable '\(name)' cannot be required; use strong or weaker"
    }
  }
}
