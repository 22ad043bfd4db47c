import ArgumentParser

/// `-j/--jobs N`, worker threads: the one declaration and check for every command that renders
/// frames (`render`, `preview`, `sheet`, `verify`, `record`).
struct WorkersOption: ParsableArguments {
  @Option(
    name: [.customShort("j"), .long], parsing: .unconditional,
    help: "Worker threads, at least 1 (default: the number of cores, as memory allows).")
  var jobs: Int?

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }
}
