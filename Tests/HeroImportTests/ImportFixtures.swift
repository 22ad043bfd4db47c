import Foundation
import HeroImport
import HeroModel
import HeroScene
import HeroTestSupport

/// The fixture storyboards (written as Xcode writes them, one per feature) and the imports the
/// golden tests make of them.
enum ImportFixtures {
  static let folder = repositoryRoot() + "/Tests/HeroImportTests/Fixtures"

  static func path(_ storyboard: String) -> String { "\(folder)/\(storyboard).storyboard" }

  /// One import: the storyboard, what to import, and the golden scene file it must produce.
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var storyboard: String
    var request: StoryboardImporter.Request
    var description: String { name }
    var goldenPath: String { "\(ImportFixtures.folder)/golden/\(name).json" }
  }

  static func segue(_ name: String, _ storyboard: String, _ id: String) -> Case {
    Case(name: name, storyboard: storyboard, request: .init(segue: id, name: name))
  }

  static func pair(
    _ name: String, _ storyboard: String, _ from: String, _ to: String, kind: TransitionKind? = nil
  ) -> Case {
    Case(name: name, storyboard: storyboard, request: .init(from: from, to: to, kind: kind, name: name))
  }

  static let cases: [Case] = [
    segue("colors", "colors", "pal-to-swa"),
    segue("labels", "labels", "art-to-hdr"),
    pair("buttons", "buttons", "toolbar", "sheet"),
    segue("images", "images", "gal-to-vwr"),
    segue("runtime-attributes", "runtime-attributes", "crd-to-dtl"),
    segue("segue-over-full-screen", "segues", "seg-ovr-full"),
    segue("segue-over-current-context", "segues", "seg-ovr-ctx"),
    segue("segue-form-sheet", "segues", "seg-form"),
    segue("segue-popover", "segues", "seg-popover"),
    segue("segue-show-detail", "segues", "seg-show-det"),
    segue("segue-custom", "segues", "seg-custom"),
    segue("segue-show-outside-navigation", "segues", "openShown"),
    segue("segue-unwind", "segues", "seg-unwind"),
    pair("tab-forward", "segues", "home", "overlay", kind: .tabForward),
    segue("navigation-push", "navigation", "inb-to-msg"),
    pair("navigation-pop", "navigation", "message", "inbox"),
    pair("navigation-controller-end", "navigation", "mainNavigation", "message"),
    segue("table", "table", "tbl-to-prf"),
  ]

  /// Every view of the tree under `root`, by id.
  static func views(_ root: View) -> [String: View] {
    var views: [String: View] = [:]
    func walk(_ v: View) {
      views[v.id] = v
      v.children.forEach(walk)
    }
    walk(root)
    return views
  }

  static func run(_ c: Case) throws -> StoryboardImporter.Result {
    try StoryboardImporter(path: path(c.storyboard)).importScene(c.request)
  }
}
