import Foundation

/// The repository's root folder: the nearest folder above this source file that holds
/// `Package.swift`. Goldens and artefacts are found from it, whatever the working directory.
public func repositoryRoot() -> String {
  var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url.path
    }
    url = url.deletingLastPathComponent()
  }
  return FileManager.default.currentDirectoryPath
}
