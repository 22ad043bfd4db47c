import HeroFiles

extension OutputFolder {
  /// Creates `path` (and its parents) for a command's output; a failure is bad input naming the
  /// folder and what is in the way.
  public static func prepare(_ path: String) throws(CLIError) {
    do {
      try create(path)
    } catch {
      throw .badInput("cannot prepare output folder '\(path)': \(error.reason)")
    }
  }
}
