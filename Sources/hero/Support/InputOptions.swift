import ArgumentParser

/// How scene files are trusted, shared by every command that reads scenes.
struct InputOptions: ParsableArguments {
  @Flag(
    help: """
      Confine scene files and every file they refer to (images, fonts) to the project root (the \
      folder holding hero.json, else the git top level), after resolving links; use it for scene \
      files from untrusted sources, such as pull requests in CI.
      """)
  var sandbox = false
}
