/// One Hero setting a view controller's code makes, as read from Swift or Objective-C: what it is
/// set on, which property, the value (or why it was not read) and where.
public struct CodeAssignment: Sendable, Equatable {
  public enum Target: Sendable, Hashable {
    /// An outlet by its property name; `view` is the controller's root view.
    case view(String)
    case controller, navigationController, tabBarController
  }

  public enum Property: String, Sendable {
    case heroID, modifiers, isEnabled, isEnabledForSubviews, modalAnimation, navigationAnimation, tabBarAnimation
  }

  public enum Value: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    /// In the modifier syntax (`fade scale(0.5)`); `lenient` for Hero's own string property
    /// (`heroModifierString`), whose unknown names Hero skips.
    case modifiers(String, lenient: Bool)
    /// In the default-animation syntax (`selectBy(presenting: zoom, dismissing: zoomOut)`).
    case animation(String)
    /// Not read: the reason, as the warning says it (`set from \`cellID\``).
    case unread(String)
  }

  public var target: Target
  public var property: Property
  public var value: Value
  /// The assigned-to expression as written (`self.albumArt.hero.id`), for messages.
  public var written: String
  /// `file:line` of the assignment.
  public var location: String
}

/// What one controller's code sets, in the order written; `warnings` are the assignments and
/// lookups that could not be read at all (a receiver that is no outlet, a setting in a method the
/// import does not run), each with file and line.
public struct ControllerCode: Sendable, Equatable {
  public var assignments: [CodeAssignment] = []
  public var warnings: [String] = []
  /// The files the class and its extensions were read from.
  public var files: [String] = []
  public init() {}
}

/// Hero's property names, old and new, on views and controllers: the one table both readers use.
enum HeroProperty {
  /// `x.hero.id` and `x.heroID` … on a view.
  static let viewHero: [String: CodeAssignment.Property] = [
    "id": .heroID, "modifiers": .modifiers, "modifierString": .modifiers, "isEnabled": .isEnabled,
    "isEnabledForSubviews": .isEnabledForSubviews,
  ]
  static let viewLegacy: [String: CodeAssignment.Property] = [
    "heroID": .heroID, "heroModifiers": .modifiers, "heroModifierString": .modifiers, "isHeroEnabled": .isEnabled,
    "heroEnabled": .isEnabled, "isHeroEnabledForSubviews": .isEnabledForSubviews,
    "heroEnabledForSubviews": .isEnabledForSubviews,
  ]
  /// On a controller: `hero.isEnabled`, `hero.modalAnimationType` and the container's types.
  static let controllerHero: [String: CodeAssignment.Property] = [
    "isEnabled": .isEnabled, "modalAnimationType": .modalAnimation, "modalAnimationTypeString": .modalAnimation,
    "navigationAnimationType": .navigationAnimation, "navigationAnimationTypeString": .navigationAnimation,
    "tabBarAnimationType": .tabBarAnimation, "tabBarAnimationTypeString": .tabBarAnimation,
  ]
  static let controllerLegacy: [String: CodeAssignment.Property] = [
    "isHeroEnabled": .isEnabled, "heroEnabled": .isEnabled, "heroModalAnimationType": .modalAnimation,
    "heroModalAnimationTypeString": .modalAnimation, "heroNavigationAnimationType": .navigationAnimation,
    "heroNavigationAnimationTypeString": .navigationAnimation, "heroTabBarAnimationType": .tabBarAnimation,
    "heroTabBarAnimationTypeString": .tabBarAnimation,
  ]
  /// The properties set as strings in Hero's string syntax (Objective-C's only way).
  static let stringForms: Set<String> = [
    "modifierString", "heroModifierString", "modalAnimationTypeString", "navigationAnimationTypeString",
    "tabBarAnimationTypeString", "heroModalAnimationTypeString", "heroNavigationAnimationTypeString",
    "heroTabBarAnimationTypeString",
  ]

  /// What a path of names (`self` dropped: `albumArt.hero.id`, `navigationController.heroNavigationAnimationType`)
  /// sets, with the last name; nil when it sets no Hero property. `receiver` is the part before the
  /// Hero property, for messages when it is no outlet.
  static func classify(_ path: [String]) -> (
    target: CodeAssignment.Target?, property: CodeAssignment.Property, name: String, receiver: [String]
  )? {
    guard let last = path.last else { return nil }
    let heroForm = path.count >= 2 && path[path.count - 2] == "hero"
    let receiver = Array(path.dropLast(heroForm ? 2 : 1))
    let controllerTable = heroForm ? controllerHero : controllerLegacy
    let viewTable = heroForm ? viewHero : viewLegacy
    if receiver.isEmpty, let p = controllerTable[last] { return (.controller, p, last, receiver) }
    if receiver == ["navigationController"], let p = controllerTable[last] {
      return (.navigationController, p, last, receiver)
    }
    if receiver == ["tabBarController"], let p = controllerTable[last] { return (.tabBarController, p, last, receiver) }
    guard let p = viewTable[last] ?? controllerTable[last] else { return nil }
    if receiver.count == 1, viewTable[last] != nil { return (.view(receiver[0]), p, last, receiver) }
    return (nil, p, last, receiver)
  }

  /// The methods whose assignments are read: UIKit runs them before a transition starts.
  static let readMethods: Set<String> = ["viewDidLoad", "awakeFromNib", "viewWillAppear", "prepare", "init"]
  static let readMethodsText = "init, awakeFromNib, viewDidLoad, viewWillAppear and prepare(for:sender:)"
}
