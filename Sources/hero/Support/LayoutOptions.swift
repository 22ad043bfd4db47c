import ArgumentParser
import Foundation
import HeroCompositor
import HeroImport
import HeroLayout
import HeroModel

/// `--device`, `--screen`, `--safe-area`, `--direction`: the screen `hero import` lays views out for.
struct LayoutOptions: ParsableArguments {
  @Option(help: "Lay the screens out for this device (see --list-devices; default: the document's).")
  var device: String?

  @Option(help: "Lay the screens out for a screen of W×H points at scale S, e.g. 390x844@3.")
  var screen: String?

  @Option(name: .customLong("safe-area"), help: "With --screen: the safe-area insets T,L,B,R in points.")
  var safeArea: String?

  @Option(
    help:
      "Layout direction: ltr or rtl (leading and trailing swap sides, natural text aligns right; a view's semanticContentAttribute can force its own)."
  )
  var direction: String = "ltr"

  @Flag(name: .customLong("list-devices"), help: "List the devices --device knows, with their sizes.")
  var listDevices = false

  func validate() throws {
    if device != nil && screen != nil { throw ValidationError("give --device or --screen, not both") }
    if safeArea != nil && screen == nil { throw ValidationError("--safe-area goes with --screen") }
    _ = try target()
  }

  func layoutDirection() throws -> LayoutDirection {
    guard let d = LayoutDirection(rawValue: direction) else {
      throw ValidationError("unknown --direction '\(direction)'; use ltr or rtl")
    }
    return d
  }

  /// The screen asked for, or nil for the document's device.
  func target() throws -> LayoutTarget? {
    let layoutDirection = try layoutDirection()
    if let device {
      guard let found = Device.named(device) else {
        throw ValidationError(
          "unknown device '\(device)'"
            + (Device.suggestion(for: device).map { "; did you mean '\($0)'?" } ?? "")
            + " (hero import storyboard --list-devices lists them)")
      }
      return LayoutTarget(device: found, direction: layoutDirection)
    }
    guard let screen else { return nil }
    let parts = screen.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "@")
    let size = parts.first?.split(separator: "x").compactMap { Double($0) } ?? []
    let scale = parts.count == 2 ? Double(parts[1]) : 2
    guard parts.count <= 2, size.count == 2, let scale, size.allSatisfy({ $0 > 0 && $0 <= 10_000 }),
      Canvas.isValidScale(scale)
    else {
      throw ValidationError(
        "--screen '\(screen)' is not W×H@S (e.g. 390x844@3: points, a scale \(Canvas.scaleRangeText))")
    }
    var insets = LayoutInsets()
    if let safeArea {
      let v = safeArea.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard v.count == 4, v.allSatisfy({ $0 >= 0 && $0.isFinite }), v[0] + v[2] < size[1], v[1] + v[3] < size[0] else {
        throw ValidationError("--safe-area '\(safeArea)' is not T,L,B,R (four non-negative points inside the screen)")
      }
      insets = LayoutInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
    let margin = size[0] >= 414 ? 20.0 : 16.0
    return LayoutTarget(
      screen: .init(width: size[0], height: size[1], safeArea: insets, systemMargin: margin), scale: scale,
      direction: layoutDirection)
  }

  /// `--list-devices`: prints the device table and says so (the command then does nothing else).
  func printDevicesIfAsked() -> Bool {
    if listDevices { Terminal.line(Self.deviceTable()) }
    return listDevices
  }

  static func deviceTable() -> String {
    var lines = ["device                      points      scale  safe area (T,L,B,R)  status bar"]
    for d in Device.all {
      let size = "\(Int(d.width))×\(Int(d.height))"
      let s = d.safeArea
      let insets = [s.top, s.left, s.bottom, s.right].map { String(Int($0)) }.joined(separator: ",")
      lines.append(
        d.name.padding(toLength: 28, withPad: " ", startingAt: 0)
          + size.padding(toLength: 12, withPad: " ", startingAt: 0)
          + "@\(Int(d.scale))x".padding(toLength: 7, withPad: " ", startingAt: 0)
          + insets.padding(toLength: 21, withPad: " ", startingAt: 0) + "\(Int(d.statusBarHeight))")
    }
    return lines.joined(separator: "\n")
  }

  /// Labels are measured with the compositor's text engine, as they will be drawn.
  static func textMeasuring() throws -> TextMeasuring {
    let measurer = SharedTextMeasurer()
    try measurer.start()
    return { text, width in measurer.measure(text, width: width) }
  }
}
