import HeroEngine
import HeroModel

/// `<userDefinedRuntimeAttributes>`: Hero's `@IBInspectable` properties and the layer key paths.
///
/// Hero's inspectables are `heroID`, `heroModifierString`, `isHeroEnabled`,
/// `isHeroEnabledForSubviews` (older Hero: `heroEnabled`, `heroEnabledForSubviews`). Layer key
/// paths: `layer.cornerRadius`, `layer.masksToBounds`, `layer.borderWidth`, `layer.borderColor`,
/// `layer.shadowOpacity`, `layer.shadowRadius`, `layer.shadowOffset`, `layer.shadowColor`,
/// `layer.zPosition`. `cornerRadius` alone (a common app-defined inspectable, used by Hero's own
/// examples) is read as the layer's and reported.
struct RuntimeAttribute {
  var keyPath: String
  var type: String
  /// The `value` attribute, or the child `<real|integer|string|…  key="value">` element.
  var node: XMLNode

  static func all(of node: XMLNode) -> [RuntimeAttribute] {
    (node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []).compactMap {
      a in
      guard let keyPath = a["keyPath"] else { return nil }
      return RuntimeAttribute(keyPath: keyPath, type: a["type"] ?? "", node: a)
    }
  }

  var string: String? { node["value"] ?? node.child("string", key: "value")?["value"] }
  var bool: Bool? { (node["value"] ?? node.child("boolean", key: "value")?["value"]).map { $0 == "YES" } }
  var number: Double? {
    let text = node["value"] ?? node.children.first { $0["key"] == "value" }?["value"]
    return text.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
  }
  var size: Size? {
    guard let s = node.child("size", key: "value"), let w = s["width"].flatMap(Double.init),
      let h = s["height"].flatMap(Double.init)
    else { return nil }
    return Size(w, h)
  }
  var colorNode: XMLNode? { node.child("color", key: "value") }
}

extension ViewImporter {
  func applyRuntimeAttributes(
    _ node: XMLNode, to view: inout View, subject: String, report: inout ImportReport
  ) throws(ImportError) {
    var shadow = Shadow()
    var hasShadow = false
    var borderWidth: Double?
    var borderColor: Color?
    for a in RuntimeAttribute.all(of: node) {
      func unreadable() {
        report.add(
          .warning, subject, "runtime attribute '\(a.keyPath)' (\(a.type)) has an unreadable value; ignored")
      }
      switch a.keyPath {
      case "heroID":
        guard let id = a.string, !id.isEmpty else {
          unreadable()
          continue
        }
        view.heroID = id
      case "heroModifierString":
        guard let text = a.string else {
          unreadable()
          continue
        }
        view.modifiers = modifiers(text, subject: subject, report: &report)
      case "isHeroEnabled", "heroEnabled":
        guard let b = a.bool else {
          unreadable()
          continue
        }
        view.isHeroEnabled = b
      case "isHeroEnabledForSubviews", "heroEnabledForSubviews":
        guard let b = a.bool else {
          unreadable()
          continue
        }
        view.isHeroEnabledForSubviews = b
      case "layer.cornerRadius", "cornerRadius":
        guard let r = a.number else {
          unreadable()
          continue
        }
        view.cornerRadius = max(r, 0)
        if a.keyPath == "cornerRadius" {
          report.add(
            .approximated, subject, "app-defined inspectable 'cornerRadius' read as layer.cornerRadius")
        }
      case "layer.masksToBounds":
        guard let b = a.bool else {
          unreadable()
          continue
        }
        view.masksToBounds = b
      case "layer.borderWidth":
        guard let w = a.number else {
          unreadable()
          continue
        }
        borderWidth = max(w, 0)
      case "layer.borderColor":
        guard let c = a.colorNode else {
          unreadable()
          continue
        }
        borderColor = try colors.color(c, report: &report)
      case "layer.shadowOpacity":
        guard let o = a.number else {
          unreadable()
          continue
        }
        shadow.opacity = min(max(o, 0), 1)
        hasShadow = true
      case "layer.shadowRadius":
        guard let r = a.number else {
          unreadable()
          continue
        }
        shadow.radius = max(r, 0)
        hasShadow = true
      case "layer.shadowOffset":
        guard let s = a.size else {
          unreadable()
          continue
        }
        shadow.offset = s
        hasShadow = true
      case "layer.shadowColor":
        guard let c = a.colorNode, let color = try colors.color(c, report: &report) else {
          unreadable()
          continue
        }
        shadow.color = color
        hasShadow = true
      case "layer.zPosition":
        guard let z = a.number else {
          unreadable()
          continue
        }
        view.zPosition = z
      default:
        report.add(.approximated, subject, "runtime attribute '\(a.keyPath)' not read")
      }
    }
    if hasShadow { view.shadow = shadow }
    if let width = borderWidth, width > 0 { view.border = Border(width: width, color: borderColor ?? .black) }
  }

  /// Hero's reading of `heroModifierString`: unknown names are skipped (as Hero logs and skips them);
  /// a string that does not parse gives no modifiers at all, as in Hero.
  func modifiers(_ text: String, subject: String, report: inout ImportReport) -> [Modifier] {
    do {
      let (modifiers, skipped) = try ModifierParser.parseLenient(text)
      for s in skipped {
        report.add(.warning, subject, "heroModifierString: \(s.description); Hero skips it too")
      }
      return modifiers
    } catch {
      report.add(
        .warning, subject,
        "heroModifierString '\(ImportError.excerpt(text))' does not parse (\(error.description)); Hero drops the whole string, so no modifiers"
      )
      return []
    }
  }
}
