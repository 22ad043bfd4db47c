import ArgumentParser

/// How scene files are trusted, shared by every command that reads scenes.
struct InputOptions: ParsableArguments {
  @Flag(
    help: """
      Confine every file a scene refers to (images, fonts) to the scene's own folder tree; use it \
      for scene files from untrusted sources, such as pull requests in CI.
      """)
  var sandbox = false
}
