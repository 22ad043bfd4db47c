import HeroProject

/// The gallery's scene files: what `hero verify` finds below the repository root (`SceneDiscovery`:
/// `scenes/**/*.json`, asset catalogs left out), as paths relative to `scenes/`, sorted.
public func galleryScenes() -> [String] {
  let base = repositoryRoot() + "/scenes"
  let found = (try? SceneDiscovery.scenes([], root: base)) ?? []
  return found.map { String($0.dropFirst(base.count + 1)) }
}
