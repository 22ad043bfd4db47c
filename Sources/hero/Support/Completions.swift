import ArgumentParser

/// What the shell completion scripts (`hero --generate-completion-script bash|zsh|fish`) offer for
/// each kind of path argument: scene arguments complete `.json` files (and folders to descend into).
extension CompletionKind {
  static let sceneFiles = CompletionKind.file(extensions: ["json"])
  static let storyboardFiles = CompletionKind.file(extensions: ["storyboard"])
}
