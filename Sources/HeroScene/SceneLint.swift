import HeroEngine
import HeroModel

/// One lint finding: a scene that renders, but says something Hero will not do. `hero lint` prints
/// them as warnings (errors with `--strict`), each placed like a `SceneError`.
public struct SceneWarning: Hashable, Sendable, CustomStringConvertible {
  /// Which check found it (`fadeOnMatchedView`, `offScreen`, …), stable for tools and tests.
  public var rule: SceneLint.Rule
  /// JSON path of the value to look at (`to.children[1].modifiers`).
  public var path: String
  /// The view the path is in, by ids (`to/detail/title`, `ViewPaths`); nil outside views and for
  /// a screen's root.
  public var view: String?
  /// 1-based line and column of that value in the file; nil when the file's text is not at hand.
  public var line: Int?
  public var column: Int?
  /// What is wrong, as a fact about Hero's behaviour.
  public var message: String
  /// What to do about it.
  public var suggestion: String

  public init(
    rule: SceneLint.Rule, path: String, line: Int? = nil, column: Int? = nil, message: String, suggestion: String
  ) {
    self.rule = rule
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.suggestion = suggestion
  }

  /// `to.children[1].modifiers (view to/card): 'fade' on a matched view does nothing: …; remove it (line 9, column 20)`.
  public var description: String {
    var text = view.map { "\(path) (view \($0)): " } ?? "\(path): "
    text += "\(message); \(suggestion)"
    if let line, let column { text += " (line \(line), column \(column))" }
    return text
  }
}

/// Problems that do not stop a scene from rendering but are almost certainly mistakes: modifiers
/// Hero ignores or overwrites, views it leaves out, fonts and images that are never drawn.
///
/// Every claim is read off the engine's own pipeline (the plan after each pass, the visibility
/// filter, the animated views), so a warning says what Hero really does with this scene; the
/// rules are listed in docs/cli.md. Cost: one replay of the passes, a walk of both trees and, per
/// view, walks of its ancestors or descendants — views × nesting depth, and JSON nesting is capped
/// (`JSONReader.maximumDepth`). A `ParsedScene` brings the document and the fonts' families along,
/// so the file and its fonts are read and parsed once.
public enum SceneLint {
  public enum Rule: String, Hashable, Sendable, CaseIterable {
    case unpartneredHeroID
    case cascadeWithoutSubviews
    case notTakingPart
    case offScreen
    case ignoredBySuperview
    case replacedByDefaultAnimation
    case overwrittenByMatch
    case invisibleView
    case identityTransform
    case unusedFont
    case imageNeverDrawn
    case imageDecodeCost
    case relayoutTextOnNonLabel
    /// A variant value that draws every sample as its axis's first value does (`VariantAxisLint`).
    case variantChangesNothing
  }

  /// The warnings for a scene file (whose built transition is `transition`), in file order per rule
  /// group, each at the line and column of its path: nothing is read or parsed again.
  public static func warnings(_ parsed: ParsedScene, transition: Transition) -> [SceneWarning] {
    warnings(parsed.scene, transition: transition, document: parsed.document, fontFamilies: parsed.fontFamilies)
  }

  /// The warnings for a scene built in Swift (or decoded without `SceneLoader.decodeParsed`): its
  /// font files are read for their families, and with `json` (the scene file's bytes) each warning
  /// gets the line and column of its path.
  public static func warnings(_ scene: Scene, transition: Transition, json: [UInt8]? = nil) -> [SceneWarning] {
    warnings(
      scene, transition: transition, document: json.flatMap { try? JSONReader.parse($0) },
      fontFamilies: scene.fonts.map { (try? FontFile.families(at: $0)) ?? [] })
  }

  private static func warnings(
    _ scene: Scene, transition: Transition, document: JSONValue?, fontFamilies: [[String]]
  ) -> [SceneWarning] {
    place(
      LintRules(scene: scene, transition: transition, fontFamilies: fontFamilies).all(), scene: scene,
      document: document)
  }

  /// `warnings` found by a check outside this module (`hero lint`'s image decode cost), each given
  /// its view and the line and column of its path, as the rules' own are.
  public static func place(_ warnings: [SceneWarning], in parsed: ParsedScene) -> [SceneWarning] {
    place(warnings, scene: parsed.scene, document: parsed.document)
  }

  private static func place(_ warnings: [SceneWarning], scene: Scene, document: JSONValue?) -> [SceneWarning] {
    var found = warnings
    if !found.isEmpty {
      let views = ViewPaths(scene: scene)
      for i in found.indices { found[i].view = views.view(containing: found[i].path) }
    }
    if let document {
      for i in found.indices {
        guard let location = document.location(ofPath: found[i].path) else { continue }
        found[i].line = location.line
        found[i].column = location.column
      }
    }
    return found
  }
}
