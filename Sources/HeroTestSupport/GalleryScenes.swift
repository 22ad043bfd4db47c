import Foundation

/// The gallery's scene files: `scenes/**/*.json` below the repository root, as paths relative to
/// `scenes/`, sorted. Asset catalogs kept next to imported storyboards (`*.xcassets`) hold Xcode's
/// `Contents.json` files, not scenes, and are left out (as `hero verify` leaves them out).
public func galleryScenes() -> [String] {
  let base = repositoryRoot() + "/scenes"
  let found = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
  return found.filter { $0.hasSuffix(".json") && !$0.contains(".xcassets/") }.sorted()
}
