import HeroEngine
import HeroModel
import HeroScene

/// The Hero setup a view controller's code makes (`albumArt.hero.id = "album"`,
/// `hero.isEnabled = true`, `navigationController?.hero.navigationAnimationType = .zoom`), read
/// statically from its source by a layer above this module (HeroSwiftSource), with the views
/// already mapped to the storyboard's object ids through the controller's outlets. The importer
/// applies it over what the storyboard's runtime attributes say, as on a device, where
/// `viewDidLoad` runs after the nib's attributes are set.
public struct HeroSetup: Sendable, Equatable {
  /// A value and where in the code it was set (`AlbumViewController.swift:14`).
  public struct Sourced<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var location: String
    public init(_ value: Value, at location: String) {
      self.value = value
      self.location = location
    }
  }

  /// What the code sets on one view.
  public struct ViewSetup: Sendable, Equatable {
    public var heroID: Sourced<String>?
    public var modifiers: Sourced<[Modifier]>?
    public var isHeroEnabled: Sourced<Bool>?
    public var isHeroEnabledForSubviews: Sourced<Bool>?
    public init() {}
  }

  /// By the storyboard's object id (`<imageView id="abc-12-xyz">`).
  public var views: [String: ViewSetup] = [:]
  /// `hero.isEnabled` on the controller itself (presentations).
  public var isHeroEnabled: Sourced<Bool>?
  /// `navigationController?.hero.isEnabled`, `tabBarController?.hero.isEnabled`.
  public var navigationEnabled: Sourced<Bool>?
  public var tabBarEnabled: Sourced<Bool>?
  /// `hero.modalAnimationType`, `navigationController?.hero.navigationAnimationType`,
  /// `tabBarController?.hero.tabBarAnimationType`.
  public var modalAnimation: Sourced<DefaultAnimation>?
  public var navigationAnimation: Sourced<DefaultAnimation>?
  public var tabBarAnimation: Sourced<DefaultAnimation>?
  /// What the reader could not read, each naming the file and line (a value from a variable, an
  /// assignment inside a condition, a modifier with no literal form).
  public var warnings: [String] = []
  /// Which files were read for the controller, for the report.
  public var files: [String] = []
  /// What the reader says about where it looked (a class not found in the sources).
  public var notes: [String] = []

  public init() {}
}

extension Storyboard.Controller {
  /// `<connections><outlet property="albumArt" destination="abc-12-xyz"/>`: the controller's outlets,
  /// property name → object id (an outlet collection's several connections keep the first).
  public var outlets: [String: String] {
    var result: [String: String] = [:]
    for outlet in node.child("connections")?.children("outlet") ?? [] {
      guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
      if result[property] == nil { result[property] = destination }
    }
    if let root = rootView?["id"] { result["view"] = root }
    return result
  }

  /// The object id of the controller's root view.
  public var rootViewID: String? { rootView?["id"] }
}

extension HeroSetup {
  /// Applies the views' setup to `view`'s tree (by id), then the scene's `overrides` (keyed by
  /// object id), noting in `report` which value each view got and from where.
  func apply(
    to view: inout View, side: Side, overrides: [String: ScreenOverride], report: inout ImportReport
  ) {
    if views.isEmpty, overrides.isEmpty { return }
    func visit(_ v: inout View) {
      let subject = "\(side.rawValue)/\(v.id)"
      if let s = views[v.id] {
        if let id = s.heroID {
          if let old = v.heroID, old != id.value {
            report.add(.source, subject, "heroID '\(old)' of the storyboard replaced by the code's (\(id.location))")
          }
          v.heroID = id.value
          report.add(.source, subject, "heroID '\(id.value)' from \(id.location)")
        }
        if let m = s.modifiers {
          if !v.modifiers.isEmpty, v.modifiers != m.value {
            report.add(.source, subject, "heroModifierString of the storyboard replaced by the code's (\(m.location))")
          }
          v.modifiers = m.value
          report.add(
            .source, subject, "modifiers '\(m.value.map(\.stringForm).joined(separator: " "))' from \(m.location)")
        }
        if let e = s.isHeroEnabled { v.isHeroEnabled = e.value }
        if let e = s.isHeroEnabledForSubviews { v.isHeroEnabledForSubviews = e.value }
      }
      if let o = overrides[v.id] {
        if let id = o.heroID {
          let code = views[v.id]?.heroID.map { ", not the code's '\($0.value)' (\($0.location))" } ?? ""
          v.heroID = id
          report.add(.source, subject, "heroID '\(id)' from the scene file\(code)")
        }
        if let m = o.modifiers {
          let code = views[v.id]?.modifiers.map { ", not the code's (\($0.location))" } ?? ""
          v.modifiers = m
          report.add(.source, subject, "modifiers from the scene file\(code)")
        }
      }
      for i in v.children.indices { visit(&v.children[i]) }
    }
    visit(&view)
  }

  /// The default animation the code sets for `kind`, if any.
  func animation(for kind: TransitionKind) -> Sourced<DefaultAnimation>? {
    switch kind {
    case .push, .pop: navigationAnimation
    case .tabForward, .tabBackward: tabBarAnimation
    case .present, .dismiss: modalAnimation
    }
  }

  /// Whether the code enables Hero where `kind` needs it.
  func enables(_ kind: TransitionKind) -> Sourced<Bool>? {
    switch kind {
    case .push, .pop: navigationEnabled
    case .tabForward, .tabBackward: tabBarEnabled
    case .present, .dismiss: isHeroEnabled
    }
  }
}

extension HeroSetup {
  /// The reader's warnings, on `side`'s report.
  func note(side: Side, report: inout ImportReport) {
    if !files.isEmpty { report.add(.source, side.rawValue, "Hero setup read from \(files.joined(separator: ", "))") }
    for n in notes { report.add(.source, side.rawValue, n) }
    for w in warnings { report.add(.warning, side.rawValue, w) }
  }
}
