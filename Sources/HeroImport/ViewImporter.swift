import Foundation
import HeroEngine
import HeroLayout
import HeroModel

/// Turns one view controller's view tree into a `View` tree, noting what it approximates.
///
/// Frames are the ones Auto Layout gives the views for the screen imported for (`layOut`), else
/// the ones Interface Builder stored. Every element inside
/// `<subviews>` becomes a view; the ones the importer does not know keep their frame, background and
/// runtime attributes and are listed in the report.
struct ViewImporter {
  let storyboard: Storyboard
  let colors: ColorReader
  /// The asset catalogs' sets, each read once per import.
  let assets: AssetLookups
  /// `from` or `to`, for the report's subjects.
  let side: Side
  /// Frames Auto Layout gave the views (by element id), used instead of the stored ones.
  var frames: [String: Rect] = [:]
  /// The content size text styles are set at (a scene variant's; Large by default).
  var contentSize = ContentSizeCategory.standard
  /// The interface's layout direction (`hero import --direction`, a scene variant's): each view
  /// arranges its content in it unless its `semanticContentAttribute` says otherwise
  /// (`direction(of:)`), for Auto Layout's leading and trailing and for natural text alignment.
  var direction = LayoutDirection.leftToRight

  /// Deepest view nesting accepted (the scene format nests two JSON levels per view).
  static let maximumDepth = 100

  /// Elements drawn as views whose own content the importer reads.
  static let knownElements: Set<String> = [
    "view", "label", "imageView", "button", "visualEffectView", "scrollView", "tableView", "collectionView",
    "stackView", "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionReusableView",
  ]

  /// What a missing image is drawn as: a light neutral grey.
  static let placeholder = Color(red: 0.898, green: 0.898, blue: 0.918)

  func importView(
    _ node: XMLNode, tint inherited: Color, depth: Int, report: inout ImportReport
  ) throws(ImportError) -> View {
    guard depth <= Self.maximumDepth else {
      throw ImportError(
        file: storyboard.file, line: node.line,
        message: "views nested deeper than \(Self.maximumDepth) levels")
    }
    let id = node["id"] ?? "line\(node.line)"
    let subject = "\(side.rawValue)/\(id) (\(node.name), line \(node.line))"
    var view = View(id: id, frame: frame(of: node, subject: subject, report: &report))
    view.backgroundColor = try color(node, "backgroundColor", report: &report)
    if let alpha = node["alpha"].flatMap(Double.init) { view.opacity = min(max(alpha, 0), 1) }
    view.isHidden = node["hidden"] == "YES"
    view.masksToBounds = node["clipsSubviews"] == "YES"
    view.tintColor = try color(node, "tintColor", report: &report)
    let tint = view.tintColor ?? inherited

    checkSemanticContent(node, subject, &report)
    if !Self.knownElements.contains(node.name) {
      report.add(.unknownElement, subject, "<\(node.name)> kept as a plain view (frame and background only)")
    }
    switch node.name {
    case "label":
      view.text = try labelText(node, subject: subject, report: &report)
      view.text?.contentMode = contentMode(node, fallback: .redraw, subject, &report)
    case "imageView":
      if let name = node["image"] {
        let mode = contentMode(node, fallback: .scaleToFill, subject, &report)
        try placeImage(name, in: &view, gravity: mode.gravity, systemTinted: false, subject, &report)
      }
    case "button":
      try importButton(node, into: &view, tint: tint, subject: subject, report: &report)
    case "visualEffectView":
      view.effect = effect(node, subject: subject, report: &report)
    case "tableView", "collectionView":
      report.add(
        .approximated, subject, "prototype and static cells drawn as laid out in IB; no data source runs")
    default: break
    }

    if let offset = node.child("point", key: "contentOffset"), let x = offset["x"].flatMap(Double.init),
      let y = offset["y"].flatMap(Double.init), x.isFinite, y.isFinite
    {
      view.contentOffset = Point(x, y)
    }
    try applyRuntimeAttributes(node, to: &view, subject: subject, report: &report)
    view.isOpaqueOverride = opaqueOverride(node, view)
    for child in childElements(of: node) {
      view.children.append(try importView(child, tint: tint, depth: depth + 1, report: &report))
    }
    return view
  }

  /// UIKit's `isOpaque`: YES unless IB wrote `opaque="NO"`. Written only when the scene's derived
  /// default would say otherwise.
  private func opaqueOverride(_ node: XMLNode, _ view: View) -> Bool? {
    let uikit = node["opaque"] != "NO"
    var derived = view
    derived.isOpaqueOverride = nil
    return derived.isOpaque == uikit ? nil : uikit
  }

  /// The subviews in IB's order, then a cell's content view, a visual effect's content, a table's
  /// header, cells and footer, a collection's cells: everything IB lays out inside this view.
  func childElements(of node: XMLNode) -> [XMLNode] {
    var result: [XMLNode] = []
    for child in node.children {
      switch child.name {
      case "subviews": result += child.children
      case "prototypes", "cells": result += child.children
      case "sections":
        for section in child.children("tableViewSection") { result += section.child("cells")?.children ?? [] }
      default:
        if let key = child["key"],
          ["contentView", "tableHeaderView", "tableFooterView", "backgroundView", "sectionHeaderView"]
            .contains(key),
          child.children.contains(where: { $0.name == "rect" })
        {
          result.append(child)
        }
      }
    }
    return result
  }

  private func frame(of node: XMLNode, subject: String, report: inout ImportReport) -> Rect {
    if let solved = frames[node["id"] ?? "line\(node.line)"] { return solved }
    guard let rect = node.child("rect", key: "frame"),
      let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
      let w = rect["width"].flatMap(Double.init), let h = rect["height"].flatMap(Double.init),
      [x, y, w, h].allSatisfy(\.isFinite)
    else {
      report.add(.warning, subject, "no stored frame; imported with an empty frame")
      return Rect(0, 0, 0, 0)
    }
    return Rect(x, y, max(w, 0), max(h, 0))
  }

  func color(_ node: XMLNode, _ key: String, report: inout ImportReport) throws(ImportError) -> Color? {
    guard let element = node.child("color", key: key) else { return nil }
    return try colors.color(element, report: &report)
  }

  /// A view's `contentMode` as IB writes it (UIKit's names; `fallback` when IB wrote none, which is
  /// the element's own default). A value UIKit does not have is reported and read as `fallback`.
  func contentMode(
    _ node: XMLNode, fallback: ContentMode, _ subject: String, _ report: inout ImportReport
  ) -> ContentMode {
    guard let written = node["contentMode"] else { return fallback }
    guard let mode = ContentMode(rawValue: written) else {
      report.add(.warning, subject, "contentMode '\(Excerpt.quote(written))' is not UIKit's; read as '\(fallback)'")
      return fallback
    }
    return mode
  }

  /// Shows asset `name` in `view`, or a neutral placeholder (and a warning) when it cannot. The
  /// asset's rendering intent decides template or original; without one, a system button's image
  /// is a template (`systemTinted`) and an image view's is original, as in UIKit.
  func placeImage(
    _ name: String, in view: inout View, gravity: ContentsGravity, systemTinted: Bool, _ subject: String,
    _ report: inout ImportReport
  ) throws(ImportError) {
    switch try assets.image(named: name, appearance: colors.appearance) {
    case .file(let path, let intent):
      let template = intent.map { $0 == "template" } ?? systemTinted
      view.image = ImageContent(path: path, gravity: gravity, rendering: template ? .template : .original)
    case .unsupported(let file):
      report.add(.warning, subject, "image '\(name)' is not a PNG or JPEG (\(file)); drawn as a grey placeholder")
      view.backgroundColor = view.backgroundColor ?? Self.placeholder
    case .missing:
      let looked =
        assets.catalog.roots.isEmpty
        ? "no Assets.xcassets found next to the storyboard"
        : "not in \(assets.catalog.roots.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))"
      report.add(.warning, subject, "image '\(name)' not found (\(looked)); drawn as a grey placeholder")
      view.backgroundColor = view.backgroundColor ?? Self.placeholder
    }
  }

  /// A button: its background, the normal state's image as a subview centred at its natural size
  /// and its title as a label over the bounds (centred, as `contentHorizontalAlignment` defaults).
  /// A system button tints its image and, unless the state gives a title colour, its title.
  private func importButton(
    _ node: XMLNode, into view: inout View, tint: Color, subject: String, report: inout ImportReport
  ) throws(ImportError) {
    let normal = node.child("state", key: "normal")
    let configuration = node.child("buttonConfiguration")
    // Interface Builder writes no `buttonType` for a custom button (custom is UIButton.ButtonType's
    // 0); every other type (system, the older roundedRect, info, add, disclosure) is a system button.
    let system = node["buttonType"].map { $0 != "custom" } ?? false
    if configuration != nil {
      report.add(
        .approximated, subject, "button configuration (iOS 15 style) read for its title and image only")
    }
    let imageName = configuration?["image"] ?? normal?["image"]
    if let imageName {
      let natural = storyboard.imageSizes[imageName] ?? (view.frame.width, view.frame.height)
      let size = Size(min(natural.width, view.frame.width), min(natural.height, view.frame.height))
      var image = View(
        id: view.id + ".image",
        frame: Rect(
          (view.frame.width - size.width) / 2, (view.frame.height - size.height) / 2, size.width, size.height)
      )
      try placeImage(imageName, in: &image, gravity: .resizeAspect, systemTinted: system, subject, &report)
      view.children.append(image)
    }
    guard let title = configuration?["title"] ?? normal?["title"], !title.isEmpty else { return }
    if imageName != nil {
      report.add(
        .approximated, subject,
        "image and title drawn over each other, centred (UIKit puts them side by side)")
    }
    var text = TextContent(title)
    text.font = font(node, fallbackSize: 15, subject: subject, report: &report)
    let titleColor = try normal?.child("color", key: "titleColor").flatMap { (c) throws(ImportError) in
      try colors.color(c, report: &report)
    }
    text.color = titleColor ?? (system ? tint : .white)
    text.alignment = .center
    text.lineBreak = Self.lineBreak(node["lineBreakMode"])
    view.children.append(
      View(id: view.id + ".title", frame: Rect(origin: .zero, size: view.frame.size), text: text))
  }

  /// A `<visualEffectView>`'s blur: UIKit's style names (an adaptive one in the importer's
  /// appearance), the dark and light variants of the system materials read as the nearest style
  /// here; a vibrancy effect draws nothing of its own.
  func effect(_ node: XMLNode, subject: String, report: inout ImportReport) -> VisualEffect? {
    guard let style = node.child("blurEffect")?["style"] else {
      if node.child("vibrancyEffect") != nil {
        report.add(.approximated, subject, "vibrancy effect not drawn (its content is)")
      }
      return nil
    }
    if let known = VisualEffect.named(style, appearance: colors.appearance) { return known }
    let base = ["Light", "Dark"].reduce(style) { s, suffix in
      s.hasSuffix(suffix) ? String(s.dropLast(suffix.count)) : s
    }
    let chosen = style.hasSuffix("Dark") ? "dark" : base
    let effect = VisualEffect.named(chosen) ?? VisualEffect.named("systemMaterial")
    report.add(
      .approximated, subject, "blur style '\(style)' drawn as '\(effect?.style ?? "systemMaterial")'")
    return effect
  }
}
