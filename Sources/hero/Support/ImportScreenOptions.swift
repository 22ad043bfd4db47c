import ArgumentParser

/// The two screens of `hero import storyboard` and `hero import xib`. Both look a screen up the
/// same way: by identifier (a storyboard identifier, or a xib view's user label), object id, or a
/// custom class that only one screen has.
struct ImportScreenOptions: ParsableArguments {
  @Option(
    help: """
      The outgoing screen: identifier (storyboard identifier or a xib view's user label), object id \
      or custom class (xib default: the first view).
      """)
  var from: String?

  @Option(
    help: """
      The incoming screen: identifier (storyboard identifier or a xib view's user label), object id \
      or custom class (xib default: the next view).
      """)
  var to: String?
}
