import ArgumentParser
import Foundation
import HeroProject

/// `--shard i/n`: runs only every n-th scene so n CI jobs split the work (as Playwright's `--shard`).
///
/// Scenes are ordered by their golden identity (`Project.Scene.goldenID`: the path below the
/// project's scene root, the same on every machine and whatever the working-directory spelling of
/// the path) and dealt out round-robin: shard i takes
/// positions i-1, i-1+n, … Every shard sees the same list, so together they cover each scene once,
/// and the split stays balanced to one scene.
struct ShardOption: ParsableArguments {
  @Option(help: "Run only shard i of n (e.g. 2/4): scenes split by path, for parallel CI jobs.")
  var shard: String?

  func validate() throws {
    if let shard, Self.parse(shard) == nil {
      throw ValidationError("--shard '\(shard.prefix(20))' must be i/n with 1 ≤ i ≤ n (e.g. 1/4)")
    }
  }

  /// (index, count), 1-based index.
  static func parse(_ text: String) -> (index: Int, count: Int)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1000, i >= 1, i <= n
    else { return nil }
    return (i, n)
  }

  /// The scenes this shard runs, in their given order.
  func select(_ files: [Project.Scene]) -> [Project.Scene] {
    guard let shard, let (index, count) = Self.parse(shard) else { return files }
    let ordered = files.enumerated().sorted {
      let (a, b) = ($0.element.goldenID, $1.element.goldenID)
      return a == b ? $0.offset < $1.offset : a < b
    }
    let mine = Set(ordered.enumerated().filter { $0.offset % count == index - 1 }.map { $0.element.offset })
    return files.enumerated().filter { mine.contains($0.offset) }.map(\.element)
  }

  /// Scene files (`hero render`) in shard order by the identity their paths give.
  func select(_ files: [String]) throws -> [String] {
    guard shard != nil else { return files }
    let project = try Project.current()
    return select(files.map { Project.Scene(file: $0, goldenID: project.pathGoldenID(forFile: $0)) }).map(\.file)
  }

  /// `(shard 2/4)` for summaries, empty when not sharded.
  var label: String { shard.map { " (shard \($0))" } ?? "" }
}
