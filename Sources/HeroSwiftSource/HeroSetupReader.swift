import HeroEngine
import HeroFiles
import HeroImport
import HeroModel

/// The Hero setup of a storyboard's view controllers, from their code: finds each controller's
/// class (its `customClass`) in the indexed sources, reads its Swift (`SwiftControllerReader`) or
/// Objective-C (`ObjCControllerReader`), maps its outlets to the storyboard's views through the
/// controller's connections, and parses the values with the modifier registry. What cannot be read
/// is a warning with file and line; nothing is guessed.
public struct HeroSetupReader: Sendable {
  public let index: SourceIndex
  /// Messages name source files relative to this folder (the project root) when they lie in it.
  public let displayRoot: String?

  public init(index: SourceIndex, displayRoot: String? = nil) {
    self.index = index
    self.displayRoot = displayRoot
  }

  /// Indexes `folders` (`hero import --sources`, hero.json's `sources`, else the project root).
  public init(
    folders: [String], sandbox: String? = nil, limits: SourceIndex.Limits = .init(), displayRoot: String? = nil
  ) throws(SourceIndex.Error) {
    self.init(index: try SourceIndex(folders: folders, sandbox: sandbox, limits: limits), displayRoot: displayRoot)
  }

  /// `path` as messages show it.
  func display(_ path: String) -> String {
    guard let root = displayRoot else { return path }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// What `controller`'s code sets, by the storyboard's object ids.
  public func setup(for controller: Storyboard.Controller) -> HeroSetup {
    var setup = HeroSetup()
    guard let className = controller.customClass else { return setup }
    let code = code(forClass: className)
    setup.files = code.files
    setup.warnings = code.warnings
    if code.files.isEmpty {
      // Said only where there is code to look in: a storyboard-only project needs no reminder.
      guard index.fileCount > 0 else { return setup }
      setup.notes.append(
        "class '\(className)' is not in the sources (\(index.folders.map(display).joined(separator: ", "))); only the storyboard's Hero settings are used"
      )
      return setup
    }
    Self.apply(code, outlets: controller.outlets, className: className, to: &setup)
    return setup
  }

  /// The class's assignments, from every file that declares or extends it.
  public func code(forClass className: String) -> ControllerCode {
    var swift: [(path: String, text: String)] = []
    var objc: [(path: String, text: String)] = []
    var unreadable: [String] = []
    for path in index.files(declaring: className) {
      do {
        let text = String(decoding: try InputFile.read(path, kind: .sourceCode), as: UTF8.self)
        if path.hasSuffix(".swift") { swift.append((display(path), text)) } else { objc.append((display(path), text)) }
      } catch {
        unreadable.append("\(error.description); its Hero settings are not read")
      }
    }
    var code = SwiftControllerReader(className: className).read(swift)
    let objcCode = ObjCControllerReader(className: className).read(objc)
    code.assignments += objcCode.assignments
    code.warnings += objcCode.warnings + unreadable
    code.files += objcCode.files
    return code
  }

  /// Applies the assignments in order (a later one wins, as when the code runs); one that was not
  /// read forgets what an earlier one set, since the value on a device is then unknown.
  static func apply(_ code: ControllerCode, outlets: [String: String], className: String, to setup: inout HeroSetup) {
    for a in code.assignments {
      let viewID: String?
      if case .view(let outlet) = a.target {
        guard let id = outlets[outlet] else {
          setup.warnings.append(
            "\(a.location): `\(a.written)`: '\(outlet)' is not an outlet of \(className) connected in the storyboard; not read"
          )
          continue
        }
        viewID = id
      } else {
        viewID = nil
      }
      let value: CodeAssignment.Value
      if case .unread(let reason) = a.value {
        setup.warnings.append("\(a.location): `\(a.written)` \(reason); give it in the scene")
        value = a.value
      } else {
        value = a.value
      }
      switch (viewID, a.property, value) {
      case (let id?, .heroID, .string(let s)): setup.views[id, default: .init()].heroID = .init(s, at: a.location)
      case (let id?, .heroID, _): setup.views[id, default: .init()].heroID = nil
      case (let id?, .modifiers, .modifiers(let text, let lenient)):
        setup.views[id, default: .init()].modifiers =
          modifiers(text, lenient: lenient, a, &setup.warnings).map { .init($0, at: a.location) }
      case (let id?, .modifiers, _): setup.views[id, default: .init()].modifiers = nil
      case (let id?, .isEnabled, .bool(let b)):
        setup.views[id, default: .init()].isHeroEnabled = .init(b, at: a.location)
      case (let id?, .isEnabledForSubviews, .bool(let b)):
        setup.views[id, default: .init()].isHeroEnabledForSubviews = .init(b, at: a.location)
      case (nil, .isEnabled, _):
        let b = value.bool.map { HeroSetup.Sourced($0, at: a.location) }
        switch a.target {
        case .navigationController: setup.navigationEnabled = b
        case .tabBarController: setup.tabBarEnabled = b
        default: setup.isHeroEnabled = b
        }
      case (nil, .modalAnimation, _): setup.modalAnimation = animation(value, a, &setup.warnings)
      case (nil, .navigationAnimation, _): setup.navigationAnimation = animation(value, a, &setup.warnings)
      case (nil, .tabBarAnimation, _): setup.tabBarAnimation = animation(value, a, &setup.warnings)
      default: break
      }
    }
  }

  private static func modifiers(
    _ text: String, lenient: Bool, _ a: CodeAssignment, _ warnings: inout [String]
  ) -> [Modifier]? {
    do {
      if lenient {
        let (modifiers, skipped) = try ModifierParser.parseLenient(text)
        for s in skipped { warnings.append("\(a.location): `\(a.written)`: \(s.description); Hero skips it too") }
        return modifiers
      }
      return try ModifierParser.parse(text)
    } catch {
      warnings.append(
        "\(a.location): `\(a.written)` reads as '\(Excerpt.quote(text))', which does not parse (\(error.description)); not read"
      )
      return nil
    }
  }

  private static func animation(_ value: CodeAssignment.Value, _ a: CodeAssignment, _ warnings: inout [String])
    -> HeroSetup.Sourced<DefaultAnimation>?
  {
    guard case .animation(let text) = value else { return nil }
    do {
      return .init(try ModifierParser.parseDefaultAnimation(text), at: a.location)
    } catch {
      warnings.append(
        "\(a.location): `\(a.written)` reads as '\(Excerpt.quote(text))', which does not parse (\(error.description)); not read"
      )
      return nil
    }
  }
}

extension CodeAssignment.Value {
  var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }
}
