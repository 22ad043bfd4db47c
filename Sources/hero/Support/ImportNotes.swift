import HeroImport
import HeroProject

/// What importing a scene's storyboard screens approximated or could not read (placeholders,
/// attributes not read, fonts substituted, layout conflicts, the controllers' code), on standard
/// error with the storyboard's path: each note once per storyboard and run, however many scenes
/// and variants lay the screen out. `lint`, `render`, `verify` and `record` print them after each
/// scene they load, so a linked scene says what it lost on every run, not only on `hero import`.
enum ImportNotes {
  static func print(_ project: Project) {
    for n in project.storyboardScreens.takeNotes() {
      let inside =
        n.storyboard.hasPrefix(project.root + "/") ? String(n.storyboard.dropFirst(project.root.count + 1)) : nil
      let shown = inside.map(project.display) ?? n.storyboard
      Terminal.error(Terminal.printable("\(shown): \(n.text)") + "\n")
    }
  }
}
