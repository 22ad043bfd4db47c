import HeroLayout
import HeroModel

/// How the importer measures a label's text (its intrinsic content size): the compositor's text
/// engine, handed in by the layer that has it (`TextMeasurer.measure`), so this module needs no C.
public typealias TextMeasuring = @Sendable (TextContent, Double?) -> TextMetrics

/// Where a screen is laid out: its size, scale, safe area and the leading side.
public struct LayoutTarget: Sendable {
  public var screen: AutoLayout.Screen
  public var scale: Double
  /// The device's name, or nil for a custom `--screen`.
  public var deviceName: String?
  public var direction: LayoutDirection
  /// The heights of the bars a containing controller adds (an iPad's are taller).
  public var bars: UIKitMetrics.Bars
  /// Where the controller's view starts in the window: below an opaque bar it does not extend under.
  public var viewTop = 0.0
  /// True when this is the document's own device, chosen because no `--device` or `--screen` was
  /// given: a view IB sized freely (a xib's view, a freeform controller) then keeps its stored size.
  public var isDocumentDevice = false

  public init(device: Device, direction: LayoutDirection = .leftToRight) {
    screen = device.screen
    scale = device.scale
    deviceName = device.name
    self.direction = direction
    bars = UIKitMetrics.bars(pad: device.isPad)
  }

  /// `device` turned to landscape, as UIKit insets it: a phone hides its status bar and takes its
  /// notch's inset at both sides (and 21 pt for the home indicator), with the thin bars of compact
  /// height; an iPad keeps its insets.
  public init(landscape device: Device, direction: LayoutDirection = .leftToRight) {
    self.init(device: device, direction: direction)
    var insets = device.safeArea
    if !device.isPad {
      let notch = device.safeArea.bottom > 0 ? device.safeArea.top : 0
      insets = LayoutInsets(top: 0, left: notch, bottom: notch > 0 ? 21 : 0, right: notch)
      bars = UIKitMetrics.bars(pad: false, compactHeight: true)
    }
    screen = AutoLayout.Screen(
      width: device.height, height: device.width, safeArea: insets, systemMargin: device.systemMargin)
  }

  public init(screen: AutoLayout.Screen, scale: Double, direction: LayoutDirection = .leftToRight) {
    self.screen = screen
    self.scale = scale
    deviceName = nil
    self.direction = direction
    bars = UIKitMetrics.bars(pad: min(screen.width, screen.height) >= 700)
  }

  public var description: String {
    deviceName ?? "a \(NumberFormat.points(screen.width))×\(NumberFormat.points(screen.height)) screen"
  }
}

enum NumberFormat {
  static func points(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}

/// A label's intrinsic size: its text measured at the width it may take (the solved width for a
/// label of several lines, as UIKit's automatic `preferredMaxLayoutWidth`), rounded up to pixels.
struct LabelContent: IntrinsicContent {
  var text: TextContent
  var measureText: TextMeasuring
  var preferredMaxLayoutWidth: Double?
  var scale: Double
  /// Extra room around the text (a button's padding and content insets) and an image beside it.
  var padding = (width: 0.0, height: 0.0)
  var image: (width: Double, height: Double)?
  /// A height that does not follow the text (a rounded-rect text field's).
  var fixedHeight: Double?

  func measure(width: Double?) -> IntrinsicMeasure {
    let limit = text.lines == 1 ? nil : (preferredMaxLayoutWidth ?? width)
    let m = measureText(text, limit.map { max($0 - padding.width, 0) })
    func up(_ x: Double) -> Double { (x * scale - 1e-6).rounded(.up) / scale }
    let w = up(m.size.width) + (image?.width ?? 0) + padding.width
    let h = fixedHeight ?? (max(up(m.size.height), image?.height ?? 0) + padding.height)
    let offset = (h - up(m.size.height)) / 2
    return IntrinsicMeasure(
      width: w, height: h, firstBaseline: m.firstBaseline + offset, lastBaseline: m.lastBaseline + offset)
  }

  var wrapsToWidth: Bool { text.lines != 1 && preferredMaxLayoutWidth == nil }
}

extension ViewImporter {
  /// Lays a controller's (or a xib's) view tree out with Auto Layout for `target`: the frames
  /// by element id, in their superview's coordinates. Conflicts and ambiguities go to the report.
  /// Leading and trailing follow the importer's `direction` (the caller sets the target's) and
  /// each view's `semanticContentAttribute`, as natural text alignment does.
  func layOut(
    root: XMLNode, controller: XMLNode?, target: LayoutTarget, measureText: TextMeasuring?,
    report: inout ImportReport
  ) throws(ImportError) -> [String: Rect] {
    var nodes: [LayoutNode] = []
    var xmlConstraints: [(owner: Int, node: XMLNode)] = []
    var index: [String: Int] = [:]
    var keys: [String] = []
    var elementNames: [Int: String] = [:]

    func key(_ n: XMLNode) -> String { n["id"] ?? "line\(n.line)" }

    func guide(_ kind: LayoutNode.Kind, _ element: XMLNode?, owner: Int, _ label: String) {
      let id = element?["id"] ?? "\(keys[owner]).\(label)"
      var g = LayoutNode(
        id: id, line: element?.line ?? nodes[owner].line, name: "\(nodes[owner].name).\(label)", kind: kind,
        parent: owner)
      g.translatesAutoresizingMask = false
      index[id] = nodes.count
      keys.append(id)
      nodes.append(g)
    }

    func visit(_ n: XMLNode, parent: Int?, depth: Int) throws(ImportError) {
      guard depth <= Self.maximumDepth else {
        throw ImportError(
          file: storyboard.file, line: n.line, message: "views nested deeper than \(Self.maximumDepth) levels")
      }
      let i = nodes.count
      elementNames[i] = n.name
      var node = LayoutNode(
        id: key(n), line: n.line, name: displayName(n), parent: parent, storedFrame: storedFrame(n))
      node.translatesAutoresizingMask = n["translatesAutoresizingMaskIntoConstraints"] != "NO"
      if let mask = n.child("autoresizingMask", key: "autoresizingMask") {
        var m: AutoresizingMask = []
        if mask["flexibleMinX"] == "YES" { m.insert(.flexibleLeftMargin) }
        if mask["widthSizable"] == "YES" { m.insert(.flexibleWidth) }
        if mask["flexibleMaxX"] == "YES" { m.insert(.flexibleRightMargin) }
        if mask["flexibleMinY"] == "YES" { m.insert(.flexibleTopMargin) }
        if mask["heightSizable"] == "YES" { m.insert(.flexibleHeight) }
        if mask["flexibleMaxY"] == "YES" { m.insert(.flexibleBottomMargin) }
        node.autoresizingMask = m
      }
      func number(_ name: String) -> Double? { n[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
      node.huggingPriority = (number("horizontalHuggingPriority") ?? 250, number("verticalHuggingPriority") ?? 250)
      node.compressionResistancePriority = (
        number("horizontalCompressionResistancePriority") ?? 750, number("verticalCompressionResistancePriority") ?? 750
      )
      if let m = n.child("edgeInsets", key: "layoutMargins") {
        func v(_ k: String) -> Double { m[k].flatMap(Double.init) ?? 8 }
        node.layoutMargins = LayoutInsets(top: v("top"), left: v("left"), bottom: v("bottom"), right: v("right"))
      } else if let m = n.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
        func v(_ k: String) -> Double { m[k].flatMap(Double.init) ?? 8 }
        let rtl = direction(of: n) == .rightToLeft
        node.layoutMargins = LayoutInsets(
          top: v("top"), left: v(rtl ? "trailing" : "leading"), bottom: v("bottom"),
          right: v(rtl ? "leading" : "trailing"))
      } else if n.name == "tableViewCellContentView",
        (storyboard.toolsVersion ?? Int.max) >= UIKitMetrics.firstIOS11ToolsVersion
      {
        // A cell's content view since iOS 11: 11 pt above and below, the system margin at the sides
        // (before, a plain view's 8 pt all round).
        let side = target.screen.systemMargin
        node.layoutMargins = LayoutInsets(top: 11, left: side, bottom: 11, right: side)
      }
      node.layoutDirection = direction(of: n)
      node.isHidden = n["hidden"] == "YES"
      node.isScrollView = ["scrollView", "tableView", "collectionView", "textView"].contains(n.name)
      if n.name == "stackView" {
        node.stack = StackArrangement(
          axis: n["axis"] == "vertical" ? .vertical : .horizontal,
          distribution: n["distribution"].flatMap(StackArrangement.Distribution.init(rawValue:)) ?? .fill,
          alignment: n["alignment"].flatMap(StackArrangement.Alignment.init(rawValue:)) ?? .fill,
          spacing: number("spacing") ?? 0, isBaselineRelative: n["baselineRelativeArrangement"] == "YES",
          isLayoutMarginsRelative: n["layoutMarginsRelativeArrangement"] == "YES")
      }
      node.content = intrinsicContent(n, target: target, measureText: measureText, report: &report)
      index[node.id] = i
      keys.append(node.id)
      nodes.append(node)
      for g in n.children("viewLayoutGuide") {
        switch g["key"] {
        case "safeArea": guide(.safeArea, g, owner: i, "safeAreaLayoutGuide")
        case "contentLayoutGuide": guide(.contentLayout, g, owner: i, "contentLayoutGuide")
        case "frameLayoutGuide": guide(.frameLayout, g, owner: i, "frameLayoutGuide")
        case "layoutMarginsGuide": guide(.layoutMargins, g, owner: i, "layoutMarginsGuide")
        default: break
        }
      }
      if node.isScrollView, !n.children("viewLayoutGuide").contains(where: { $0["key"] == "contentLayoutGuide" }) {
        guide(.contentLayout, nil, owner: i, "contentLayoutGuide")
      }
      for c in n.child("constraints")?.children("constraint") ?? [] { xmlConstraints.append((i, c)) }
      for child in childElements(of: n) { try visit(child, parent: i, depth: depth + 1) }
    }

    try visit(root, parent: nil, depth: 0)
    for g in controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
      guide(
        g["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide, g, owner: 0,
        g["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide")
    }

    // Refused before any is read: the solver's work allowance grows with the constraints, so their
    // count bounds the time (a view adds about four of its own).
    guard xmlConstraints.count + 4 * nodes.count <= Self.layoutLimits.maximumConstraints else {
      throw ImportError(
        file: storyboard.file, line: root.line,
        message:
          "the screen has \(xmlConstraints.count) constraints and \(nodes.count) views, more than one layout pass takes "
          + "(\(Self.layoutLimits.maximumConstraints) constraints with 4 a view); split the screen")
    }
    var constraints: [LayoutConstraint] = []
    for (owner, c) in xmlConstraints {
      let subject = "\(side.rawValue)/constraint \(c["id"] ?? "") (line \(c.line))"
      guard let firstName = c["firstAttribute"], let firstAttribute = LayoutAttribute(interfaceBuilder: firstName)
      else {
        report.add(
          .warning, subject,
          "constraint without a known firstAttribute ('\(Excerpt.quote(c["firstAttribute"] ?? ""))'); left out")
        continue
      }
      let first = c["firstItem"].map { index[$0] } ?? owner
      let second = c["secondItem"].map { index[$0] }
      guard let first, second.map({ $0 != nil }) ?? true else {
        report.add(.warning, subject, "constraint names an item that is not in this view tree; left out")
        continue
      }
      let secondAttribute = c["secondAttribute"].flatMap(LayoutAttribute.init(interfaceBuilder:)) ?? .notAnAttribute
      let relation: LayoutConstraint.Relation =
        switch c["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
      guard let (priority, multiplier, constant) = Self.numbers(of: c, subject: subject, report: &report) else {
        continue
      }
      constraints.append(
        LayoutConstraint(
          id: c["id"] ?? "line\(c.line)", line: c.line, first: first, firstAttribute, relation,
          second: secondAttribute == .notAnAttribute ? nil : second ?? nil, secondAttribute, multiplier: multiplier,
          constant: constant, priority: priority, owner: owner))
    }

    let result: AutoLayout.Result
    do {
      result = try AutoLayout.layOut(
        nodes, constraints, screen: target.screen, direction: direction, limits: Self.layoutLimits)
    } catch {
      throw ImportError(file: storyboard.file, line: root.line, message: "the layout could not be solved: \(error)")
    }
    for note in result.notes {
      report.add(.warning, "\(side.rawValue)/layout\(note.line.map { " (line \($0))" } ?? "")", note.message)
    }
    var frames: [String: Rect] = [:]
    let controls = UIKitMetrics.controls(toolsVersion: storyboard.toolsVersion)
    for (i, node) in nodes.enumerated() where node.kind == .view {
      var f = result.frames[i]
      // Constraints place a control's alignment rectangle; its frame is that much wider.
      let constrained = !node.translatesAutoresizingMask || node.parent.map { nodes[$0].stack != nil } == true
      if constrained, elementNames[i] == "switch" { f.width += controls.switchTrailingInset }
      let s = node.storedFrame
      // Where the layout agrees with IB, IB's numbers exactly (its thirds of a point stay as written).
      func pick(_ solved: Double, _ stored: Double) -> Double {
        abs(solved - stored) < 1e-9 ? stored : Self.tidy(solved)
      }
      frames[keys[i]] = Rect(
        pick(f.x, s.x), pick(f.y, s.y), max(pick(f.width, s.width), 0), max(pick(f.height, s.height), 0))
    }
    return frames
  }

  /// The solver's bounds for one screen: far above any storyboard scene's needs (the work allowance
  /// is the solver's default, proportional to the constraints; docs/limits.md).
  static let layoutLimits = Solver.Limits(maximumConstraints: 20_000, maximumPivots: 2_000_000)

  /// Rounding noise of the solver (1e-12) removed, so files stay the same on every machine.
  static func tidy(_ x: Double) -> Double { (x * 1_000_000).rounded() / 1_000_000 }

  /// A constraint's priority, multiplier and constant, or nil (with a warning naming `subject`, which
  /// holds the line) when one cannot be used: a priority that is not a number, a multiplier that is
  /// not a number or ratio, is 0 (UIKit refuses it) or beyond ±`maximumMultiplier`, a constant that is
  /// not a finite number or beyond ±`maximumConstant`. A priority outside 1…1000 is clamped, with a
  /// warning.
  static func numbers(of c: XMLNode, subject: String, report: inout ImportReport) -> (Double, Double, Double)? {
    var priority = 1000.0
    if let text = c["priority"] {
      guard let value = Double(text), !value.isNaN else {
        report.add(.warning, subject, "priority '\(Excerpt.quote(text))' is not a number; left out")
        return nil
      }
      priority = min(max(value, 1), 1000)
      if priority != value {
        report.add(
          .warning, subject,
          "priority \(Excerpt.quote(text)) is outside 1…1000 (UIKit refuses it); used \(NumberText.shortest(priority))")
      }
    }
    guard let multiplier = Self.multiplier(c["multiplier"]), multiplier != 0, abs(multiplier) <= maximumMultiplier
    else {
      report.add(
        .warning, subject,
        "multiplier '\(Excerpt.quote(c["multiplier"] ?? ""))' is not a number or ratio, 0, or beyond ±\(Int(maximumMultiplier)); left out"
      )
      return nil
    }
    var constant = 0.0
    if let text = c["constant"] {
      guard let value = Double(text), value.isFinite, abs(value) <= maximumConstant else {
        report.add(
          .warning, subject,
          "constant '\(Excerpt.quote(text))' is not a finite number within ±\(Int(maximumConstant)) points; left out")
        return nil
      }
      constant = value
    }
    return (priority, multiplier, constant)
  }

  /// Beyond these a constraint is a mistake, and its numbers would swamp the solver's tolerance.
  static let maximumMultiplier = 10_000.0
  static let maximumConstant = 1_000_000.0

  /// IB's multiplier: a number or a ratio (`16:9`).
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    let parts = text.split(separator: ":")
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite { return a / b }
    if let m = Double(text), m.isFinite { return m }
    return nil
  }

  func displayName(_ n: XMLNode) -> String {
    let label = n["userLabel"] ?? n["text"].map { "'\(Excerpt.quote($0))'" } ?? n["id"] ?? "line \(n.line)"
    return "\(n.name) \(label)"
  }

  func storedFrame(_ n: XMLNode) -> LayoutRect {
    guard let rect = n.child("rect", key: "frame"),
      let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
      let w = rect["width"].flatMap(Double.init), let h = rect["height"].flatMap(Double.init),
      [x, y, w, h].allSatisfy(\.isFinite)
    else { return .zero }
    return LayoutRect(x, y, w, h)
  }

  /// UIKit's intrinsic content sizes: labels and button titles measured, images at their size in
  /// points, the fixed-size controls at theirs.
  func intrinsicContent(
    _ n: XMLNode, target: LayoutTarget, measureText: TextMeasuring?, report: inout ImportReport
  ) -> (any IntrinsicContent)? {
    let subject = "\(side.rawValue)/\(n["id"] ?? "line\(n.line)") (\(n.name), line \(n.line))"
    let controls = UIKitMetrics.controls(toolsVersion: storyboard.toolsVersion)
    switch n.name {
    case "label":
      guard let measureText else { return nil }
      var scratch = ImportReport()
      guard let text = try? labelText(n, subject: subject, report: &scratch) else {
        return FixedContent(width: 0, height: 0)
      }
      let preferred = n["preferredMaxLayoutWidth"].flatMap(Double.init)
      return LabelContent(text: text, measureText: measureText, preferredMaxLayoutWidth: preferred, scale: target.scale)
    case "imageView":
      guard let name = n["image"], let size = storyboard.imageSizes[name] else { return nil }
      return FixedContent(width: size.width, height: size.height)
    case "button":
      return buttonContent(n, target: target, measureText: measureText, subject: subject)
    case "textField":
      // Its text, else its placeholder, in its font (UITextField: 14 pt by default in IB); a
      // rounded-rect border has a fixed height and 7 pt of padding at each side.
      let rounded = n["borderStyle"] == "roundedRect"
      guard let measureText else {
        return rounded ? FixedContent(width: nil, height: controls.roundedTextFieldHeight) : nil
      }
      var scratch = ImportReport()
      var text = TextContent(Self.text(n) ?? Self.text(n, key: "placeholder") ?? "")
      text.font = font(n, fallbackSize: 14, subject: subject, report: &scratch)
      return LabelContent(
        text: text, measureText: measureText, preferredMaxLayoutWidth: nil, scale: target.scale,
        padding: (rounded ? 14 : 0, 0), fixedHeight: rounded ? controls.roundedTextFieldHeight : nil)
    case "switch":
      return FixedContent(
        width: controls.switchSize.width - controls.switchTrailingInset, height: controls.switchSize.height)
    case "stepper": return FixedContent(width: controls.stepper.width, height: controls.stepper.height)
    case "slider": return FixedContent(width: nil, height: controls.sliderHeight)
    case "segmentedControl": return FixedContent(width: nil, height: controls.segmentedHeight)
    case "searchBar": return FixedContent(width: nil, height: controls.searchBarHeight)
    case "datePicker" where n["datePickerStyle"] == "wheels" || n["style"] == "wheels",
      "pickerView":
      return FixedContent(width: controls.wheels.width, height: controls.wheels.height)
    case "activityIndicatorView":
      let large = ["large", "whiteLarge"].contains(n["style"] ?? "")
      let side = large ? controls.largeActivityIndicator : controls.activityIndicator
      return FixedContent(width: side, height: side)
    case "progressView": return FixedContent(width: nil, height: controls.progressHeight)
    case "pageControl": return FixedContent(width: nil, height: controls.pageControlHeight)
    default: return nil
    }
  }
}

extension ViewImporter {
  /// A button's intrinsic size: its title and image, plus its content insets. A classic button's
  /// title sits 6 pt inside its top and bottom; an iOS 15 configuration has its own insets (12 pt at
  /// the sides, 7 above and below for the default size) and a 17 pt title unless it names a font.
  func buttonContent(
    _ n: XMLNode, target: LayoutTarget, measureText: TextMeasuring?, subject: String
  ) -> (any IntrinsicContent)? {
    let normal = n.child("state", key: "normal")
    let configuration = n.child("buttonConfiguration")
    let imageSize = (configuration?["image"] ?? normal?["image"]).flatMap { storyboard.imageSizes[$0] }
    var insets = (width: 0.0, height: 0.0)
    if let configuration {
      let i = configuration.child("directionalEdgeInsets", key: "contentInsets")
      func v(_ k: String, _ fallback: Double) -> Double { i?[k].flatMap(Double.init) ?? fallback }
      insets = (v("leading", 12) + v("trailing", 12), v("top", 7) + v("bottom", 7))
    } else if let i = n.child("inset", key: "contentEdgeInsets") {
      func v(_ k: String) -> Double { i[k].flatMap(Double.init) ?? 0 }
      insets = (v("minX") + v("maxX"), v("minY") + v("maxY"))
    }
    let title = configuration.map { Self.text($0, key: "title") } ?? normal.flatMap { Self.text($0, key: "title") }
    guard let title, !title.isEmpty, let measureText else {
      return imageSize.map { FixedContent(width: $0.width + insets.width, height: $0.height + insets.height) }
    }
    var scratch = ImportReport()
    var text = TextContent(title)
    if let configuration {
      text.font = font(configuration, fallbackSize: 17, subject: subject, report: &scratch)
    } else {
      text.font = font(n, fallbackSize: 15, subject: subject, report: &scratch)
    }
    let padding = configuration == nil ? 12.0 : 0
    let imagePadding = configuration != nil && imageSize != nil ? 4.0 : 0
    return LabelContent(
      text: text, measureText: measureText, preferredMaxLayoutWidth: nil, scale: target.scale,
      padding: (insets.width + imagePadding, insets.height + padding), image: imageSize)
  }
}
