/// The sizes UIKit gives its bars and standard controls, in points. The one table of them: the
/// importer's layout reads the bars' heights (the safe area a containing controller adds) and the
/// controls' intrinsic content sizes here, and whatever draws a bar or a control can draw it at the
/// same size.
public enum UIKitMetrics {
  /// Heights of the bars a navigation, tab bar or toolbar-showing controller puts over its content,
  /// without the status bar above or the home indicator's inset below.
  public struct Bars: Hashable, Sendable {
    /// A navigation bar with a standard (inline) title.
    public var navigation: Double
    /// What a large title (`prefersLargeTitles`) adds below it.
    public var largeTitle: Double
    /// What a navigation item's `prompt` adds above it.
    public var prompt: Double
    public var tabBar: Double
    public var toolbar: Double
    /// A navigation bar at the top of a page sheet.
    public var sheetNavigation: Double
    public var isPad: Bool
  }

  /// How much lower than the status bar a page sheet starts on a screen with rounded corners.
  public static let sheetGap = 10.0

  /// iPhone in portrait (and every iPhone when regular height).
  public static let phoneBars = Bars(
    navigation: 44, largeTitle: 52, prompt: 30, tabBar: 49, toolbar: 44, sheetNavigation: 56, isPad: false)
  /// iPad: taller tab bars and toolbars.
  public static let padBars = Bars(
    navigation: 50, largeTitle: 52, prompt: 30, tabBar: 50, toolbar: 50, sheetNavigation: 56, isPad: true)
  /// iPhone in landscape (compact height): the thin bars.
  public static let compactHeightBars = Bars(
    navigation: 32, largeTitle: 0, prompt: 30, tabBar: 32, toolbar: 32, sheetNavigation: 56, isPad: false)

  /// The bars for an idiom and orientation.
  public static func bars(pad: Bool, compactHeight: Bool = false) -> Bars {
    pad ? padBars : compactHeight ? compactHeightBars : phoneBars
  }
}

extension UIKitMetrics {
  /// The intrinsic content sizes of UIKit's fixed-size controls (nil: no intrinsic length on that
  /// axis, as `noIntrinsicMetric`). They changed with iOS 13's redesign; Interface Builder lays a
  /// document out with the SDK of the Xcode that saved it, so both generations are kept.
  public struct Controls: Sendable {
    /// A switch's frame; Auto Layout places its alignment rectangle, `switchTrailingInset` narrower.
    public var switchSize: (width: Double, height: Double)
    public var switchTrailingInset: Double
    public var stepper: (width: Double, height: Double)
    public var segmentedHeight: Double
    public var sliderHeight: Double
    public var progressHeight: Double
    public var pageControlHeight: Double
    public var activityIndicator: Double
    public var largeActivityIndicator: Double
    public var searchBarHeight: Double
    /// A text field with the rounded-rect border: its height whatever the font.
    public var roundedTextFieldHeight: Double
    /// A wheels date picker (and a picker view).
    public var wheels: (width: Double, height: Double)
  }

  /// iOS 13 and later.
  public static let controls = Controls(
    switchSize: (51, 31), switchTrailingInset: 2, stepper: (94, 32), segmentedHeight: 32, sliderHeight: 30,
    progressHeight: 4,
    pageControlHeight: 26, activityIndicator: 20, largeActivityIndicator: 37, searchBarHeight: 56,
    roundedTextFieldHeight: 34, wheels: (320, 216))
  /// iOS 7 to 12.
  public static let legacyControls = Controls(
    switchSize: (51, 31), switchTrailingInset: 2, stepper: (94, 29), segmentedHeight: 29, sliderHeight: 30,
    progressHeight: 2,
    pageControlHeight: 37, activityIndicator: 20, largeActivityIndicator: 37, searchBarHeight: 56,
    roundedTextFieldHeight: 30, wheels: (320, 216))

  /// The first Interface Builder tools version of Xcode 9 (the iOS 11 SDK: safe areas, table cells'
  /// content margins from the system margins).
  public static let firstIOS11ToolsVersion = 13_000

  /// The first Interface Builder tools version of Xcode 11 (the iOS 13 SDK).
  public static let firstIOS13ToolsVersion = 15_000

  /// The controls of the SDK a document was saved with (`toolsVersion`; the current one when unknown).
  public static func controls(toolsVersion: Int?) -> Controls {
    (toolsVersion ?? Int.max) >= firstIOS13ToolsVersion ? controls : legacyControls
  }
}
