import Foundation
import HeroModel

@testable import HeroScene

/// Small scene documents for the decoding tests.
enum SceneFixtures {
  /// The reference example scene on a 200×356 canvas, with `extra` spliced into the `to` screen's second
  /// child and `top` spliced into the document.
  static func matchBasic(child: String = "", top: String = "") -> String {
    """
    {
      "name": "match-basic",\(top)
      "canvas": { "width": 200, "height": 356, "scale": 2 },
      "fps": 30,
      "transition": { "kind": "present", "containerColor": "black" },
      "from": { "id": "home", "backgroundColor": "white", "children": [
        { "id": "red", "frame": [20, 100, 100, 100], "backgroundColor": "red", "heroID": "redView" }
      ]},
      "to": { "id": "detail", "backgroundColor": "white", "children": [
        { "id": "red", "frame": [0, 0, 200, 150], "backgroundColor": "#FF000080", "heroID": "redView" },
        { "id": "blue", "frame": [50, 200, 100, 100], "backgroundColor": [0, 1, 1, 1]\(child) }
      ]}
    }
    """
  }

  static func decode(_ json: String, baseDirectory: String = "/nonexistent") throws(SceneError) -> Scene {
    try SceneLoader.decode(json: Array(json.utf8), file: "t.json", baseDirectory: baseDirectory)
  }

  /// The error's full description, or nil when the scene decodes.
  static func error(_ json: String, baseDirectory: String = "/nonexistent") -> String? {
    do {
      _ = try decode(json, baseDirectory: baseDirectory)
      return nil
    } catch {
      return error.description
    }
  }
}
