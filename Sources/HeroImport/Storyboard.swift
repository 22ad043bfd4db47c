/// What a storyboard holds, as far as the importer needs it: its view controllers (scenes), the
/// segues between them, the colours and images it declares, and the device its frames were laid out
/// for.
public struct Storyboard: Sendable {
  /// One view controller (IB's "scene").
  public struct Controller: Sendable {
    /// The object id (`id="BYZ-38-t0r"`).
    public var id: String
    /// IB's `sceneID` of the enclosing `<scene>`.
    public var sceneID: String
    /// The element name: `viewController`, `navigationController`, `tableViewController`, …
    public var elementName: String
    public var storyboardIdentifier: String?
    public var customClass: String?
    public var title: String?
    /// The `<… key="view">` element; nil for containers such as navigation controllers.
    var rootView: XMLNode?
    /// The controller's own element (runtime attributes, `modalPresentationStyle`).
    var node: XMLNode

    /// Navigation and tab bar controllers show other controllers rather than a view of their own.
    public var isContainer: Bool {
      elementName == "navigationController" || elementName == "tabBarController"
        || elementName == "splitViewController" || elementName == "pageViewController"
    }

    /// How the controller is named in messages: its storyboard identifier, else its id, with the class.
    public var displayName: String {
      let name = storyboardIdentifier ?? id
      return customClass.map { "\(name) (\($0))" } ?? name
    }
  }

  /// A segue: `kind` is IB's (`show`, `presentation`, `relationship`, `unwind`, …).
  public struct Segue: Sendable {
    public var id: String
    public var kind: String
    /// The `relationship` attribute of relationship segues (`rootViewController`, `viewControllers`).
    public var relationship: String?
    /// The controller whose scene holds the segue.
    public var source: String
    public var destination: String
    /// `modalPresentationStyle` written on the segue, if any.
    public var modalPresentationStyle: String?
    /// The segue's `identifier` (used in code with `performSegue(withIdentifier:)`).
    public var identifier: String?
    var line: Int
  }

  /// The file as given (for messages).
  public var file: String
  public var controllers: [Controller]
  public var segues: [Segue]
  /// `<device id="retina6_1">`: the device IB laid the frames out for.
  public var deviceID: String?
  /// `<device orientation>`: `portrait` or `landscape`.
  public var deviceOrientation: String?
  /// The document's `toolsVersion`: which Xcode (and so which SDK's control sizes) laid it out.
  public var toolsVersion: Int?
  /// `initialViewController` of the document.
  public var initialControllerID: String?
  /// `<resources>`: system and named colours as the document stores them, image sizes in points.
  var systemColors: [String: XMLNode]
  var namedColors: [String: XMLNode]
  public var imageSizes: [String: (width: Double, height: Double)]

  public func controller(id: String) -> Controller? { controllers.first { $0.id == id } }
}
