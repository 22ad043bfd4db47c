import HeroEngine
import HeroModel

/// `<userDefinedRuntimeAttributes>`: Hero's `@IBInspectable` properties and the layer key paths.
///
/// Hero's inspectables are `heroID`, `heroModifierString`, `isHeroEnabled`,
/// `isHeroEnabledForSubviews` (older Hero: `heroEnabled`, `heroEnabledForSubviews`). Layer key
/// paths: `layer.cornerRadius`, `layer.masksToBounds`, `layer.borderWidth`, `layer.borderColor`,
/// `layer.shadowOpacity`, `layer.shadowRadius`, `layer.shadowOffset`, `layer.shadowColor`,
/// `layer.zPosition`; the view's `clipsToBounds` (its layer's `masksToBounds`).
///
/// Apps commonly declare `@IBInspectable` properties named after the layer's (`cornerRadius`,
/// `borderWidth`, `borderColor`, `shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`,
/// `masksToBounds`; Hero's own examples do) whose setters pass the value to the layer: those bare
/// names are read as the layer's, each with a note that the app's setter is assumed to do that.
/// As on a device, the attributes apply in the order written, after the element's own attributes.
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
      let inspectable = Self.layerInspectables.contains(a.keyPath)
      let keyPath = inspectable ? "layer." + a.keyPath : a.keyPath
      /// Applies `value` when the attribute held one of the expected type.
      func set<T>(_ value: T?, _ apply: (T) -> Void) -> Bool {
        guard let value else { return false }
        apply(value)
        return true
      }
      let read: Bool
      switch keyPath {
      case "heroID": read = set(a.string.flatMap { $0.isEmpty ? nil : $0 }) { view.heroID = $0 }
      case "heroModifierString":
        read = set(a.string) { view.modifiers = modifiers($0, subject: subject, report: &report) }
      case "isHeroEnabled", "heroEnabled": read = set(a.bool) { view.isHeroEnabled = $0 }
      case "isHeroEnabledForSubviews", "heroEnabledForSubviews":
        read = set(a.bool) { view.isHeroEnabledForSubviews = $0 }
      case "layer.cornerRadius": read = set(a.number) { view.cornerRadius = max($0, 0) }
      case "layer.masksToBounds", "clipsToBounds": read = set(a.bool) { view.masksToBounds = $0 }
      case "layer.borderWidth": read = set(a.number) { borderWidth = max($0, 0) }
      case "layer.borderColor":
        read = set(
          try a.colorNode.flatMap { (c) throws(ImportError) in try colors.color(c, report: &report) }
        ) { borderColor = $0 }
      case "layer.shadowOpacity": read = set(a.number) { shadow.opacity = min(max($0, 0), 1) }
      case "layer.shadowRadius": read = set(a.number) { shadow.radius = max($0, 0) }
      case "layer.shadowOffset": read = set(a.size) { shadow.offset = $0 }
      case "layer.shadowColor":
        read = set(
          try a.colorNode.flatMap { (c) throws(ImportError) in try colors.color(c, report: &report) }
        ) { shadow.color = $0 }
      case "layer.zPosition": read = set(a.number) { view.zPosition = $0 }
      default:
        report.add(.approximated, subject, "runtime attribute '\(a.keyPath)' not read")
        continue
      }
      if !read {
        report.add(
          .warning, subject, "runtime attribute '\(a.keyPath)' (\(a.type)) has an unreadable value; ignored")
        continue
      }
      if keyPath.hasPrefix("layer.shadow") { hasShadow = true }
      if inspectable {
        report.add(.approximated, "", "app-defined inspectable '\(a.keyPath)' read as \(keyPath)")
      }
    }
    if hasShadow { view.shadow = shadow }
    if let width = borderWidth, width > 0 { view.border = Border(width: width, color: borderColor ?? .black) }
  }

  /// The bare inspectable names read as the layer property of the same name.
  static let layerInspectables: Set<String> = [
    "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset",
    "masksToBounds",
  ]

  /// Hero's reading of `heroModifierString`: unknown names are skipped (as Hero logs and skips them);
  /// a string that does not parse gives no modifiers at all, as in Hero.
  func modifiers(_ text: String, subject: String, report: inout ImportReport) -> [Modifier] {
    do {
      let (modifiers, skipped) = try ModifierParser.parseLenient(text, appearance: colors.appearance)
      for s in skipped {
        report.add(.warning, subject, "heroModifierString: \(s.description); Hero skips it too")
      }
      return modifiers
    } catch {
      report.add(
        .warning, subject,
        "heroModifierString '\(Excerpt.quote(text))' does not parse (\(error.description)); Hero drops the whole string, so no modifiers"
      )
      return []
    }
  }
}
