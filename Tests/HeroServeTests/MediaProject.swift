import Foundation
import HeroCompositor
import HeroTestSupport

/// Scenes with images, drawn from a seed, for the serve-versus-render tests: `photos.json` (fixed
/// frames) shows a large photo decoded downsampled, a small badge and an asset catalog's image,
/// varied by appearance and direction; `tiles.json` shows a storyboard screen whose image view takes
/// the catalog's image by name, laid out again for each device and direction.
struct MediaProject {
  /// Files by path relative to the project.
  var files: [String: [UInt8]] = [:]

  static let folder = "scenes/media"
  static let photos = folder + "/photos.json"
  static let tiles = folder + "/tiles.json"
  static let badge = folder + "/badge.png"
  static let tile = folder + "/Assets.xcassets/tile.imageset/tile@2x.png"
  /// The large photo: far larger than it is shown, so it is decoded downsampled.
  static let photoSize = (width: 1200, height: 900)
  static let badgeSize = 12
  static let tileSize = 24

  /// The colour the photos scene's swatch starts with (an edit replaces it).
  let swatch: String

  init(_ rng: inout SplitMix64) throws {
    swatch = Self.colour(&rng)
    files[Self.folder + "/photo.png"] = try Self.png(Self.photoSize.width, Self.photoSize.height, &rng)
    files[Self.badge] = try Self.png(Self.badgeSize, Self.badgeSize, &rng)
    files[Self.tile] = try Self.png(Self.tileSize, Self.tileSize, &rng)
    files[Self.folder + "/Assets.xcassets/Contents.json"] = Array(#"{"info": {"author": "xcode", "version": 1}}"#.utf8)
    files[Self.folder + "/Assets.xcassets/tile.imageset/Contents.json"] = Array(
      #"{"images": [{"filename": "tile@2x.png", "idiom": "universal", "scale": "2x"}], "info": {"author": "xcode", "version": 1}}"#
        .utf8)
    files[Self.photos] = Array(Self.photosScene(&rng, swatch: swatch).utf8)
    files[Self.folder + "/Tiles.storyboard"] = Array(Self.storyboard(&rng).utf8)
    files[Self.tiles] = Array(Self.tilesScene(&rng).utf8)
  }

  /// A PNG of `width`×`height` pixels: smooth gradients from a seeded origin with a seeded grid, so
  /// downsampling and bilinear filtering both show in the frames.
  static func png(_ width: Int, _ height: Int, _ rng: inout SplitMix64) throws -> [UInt8] {
    let (r0, g0, b0) = (
      Int.random(in: 0..<256, using: &rng), Int.random(in: 0..<256, using: &rng), Int.random(in: 0..<256, using: &rng)
    )
    let cell = Int.random(in: 2...7, using: &rng)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        let grid = (x / cell + y / cell) % 2 == 0 ? 0 : 90
        pixels[i] = UInt8((r0 + x * 255 / max(width, 1) + grid) % 256)
        pixels[i + 1] = UInt8((g0 + y * 255 / max(height, 1)) % 256)
        pixels[i + 2] = UInt8((b0 + grid) % 256)
      }
    }
    return try PNGCodec.encode(RGBAImage(width: width, height: height, pixels: pixels))
  }

  static func colour(_ rng: inout SplitMix64) -> String {
    "#" + (0..<3).map { _ in String(format: "%02X", Int.random(in: 0..<256, using: &rng)) }.joined()
  }

  /// `[x, y, w, h]` inside a `width`×`height` canvas, at least `minimum` points a side.
  static func frame(_ rng: inout SplitMix64, _ width: Int, _ height: Int, minimum: Int) -> String {
    let w = Int.random(in: minimum...(width / 2), using: &rng)
    let h = Int.random(in: minimum...(height / 2), using: &rng)
    return
      "[\(Int.random(in: 0...(width - w), using: &rng)), \(Int.random(in: 0...(height - h), using: &rng)), \(w), \(h)]"
  }

  static func photosScene(_ rng: inout SplitMix64, swatch: String) -> String {
    let (w, h) = (96, 72)
    let gravity = ["resize", "resizeAspect", "resizeAspectFill"].randomElement(using: &rng)!
    let modifiers = ["fade", "scale(0.5)", "fade translate(0, 20)", "rotate(0.4)"]
    func side(_ id: String) -> String {
      """
      { "id": "\(id)", "backgroundColor": "systemBackground", "children": [
          { "id": "photo", "frame": \(frame(&rng, w, h, minimum: 12)), "heroID": "photo", "cornerRadius": \(Int.random(in: 0...6, using: &rng)),
            "masksToBounds": true, "image": { "path": "photo.png", "gravity": "\(gravity)" } },
          { "id": "badge", "frame": \(frame(&rng, w, h, minimum: 6)), "modifiers": "\(modifiers.randomElement(using: &rng)!)",
            "image": { "path": "badge.png" } },
          { "id": "tile", "frame": \(frame(&rng, w, h, minimum: 8)), "heroID": "tile",
            "image": { "path": "Assets.xcassets/tile.imageset/tile@2x.png" } },
          { "id": "swatch", "frame": \(frame(&rng, w, h, minimum: 6)), "backgroundColor": "\(swatch)", "heroID": "swatch" },
          { "id": "label", "frame": [4, \(h - 14), \(w - 8), 12], "backgroundColor": "secondarySystemBackground", "modifiers": "fade" }
      ]}
      """
    }
    return """
      {
        "description": "Serve-versus-render fixture: a large photo, a badge and an asset catalog image in light and dark, ltr and rtl.",
        "canvas": { "width": \(w), "height": \(h), "scale": 2 },
        "fps": 20,
        "layoutDirection": "followsLayoutDirection",
        "variants": { "appearances": ["light", "dark"], "directions": ["ltr", "rtl"] },
        "transition": { "kind": "present", "animation": "auto", "duration": 0.3 },
        "from": \(side("home")),
        "to": \(side("detail"))
      }
      """
  }

  static func tilesScene(_ rng: inout SplitMix64) -> String {
    """
    {
      "description": "Serve-versus-render fixture: a storyboard screen whose image view shows the asset catalog's tile, per device and direction.",
      "canvas": { "width": 375, "height": 667, "scale": 0.25 },
      "fps": 20,
      "variants": { "devices": ["iPhone-SE", "iPhone-15"], "directions": ["ltr", "rtl"] },
      "transition": { "kind": "push", "animation": "\(["fade", "push(left)", "zoom"].randomElement(using: &rng)!)", "duration": 0.3 },
      "from": { "storyboard": "Tiles.storyboard", "controller": "grid" },
      "to": { "storyboard": "Tiles.storyboard", "controller": "detail" }
    }
    """
  }

  /// Two screens, each an image view (the catalog's `tile`) pinned to the leading edge of the safe
  /// area, so a device moves it with its safe area and rtl to the other side.
  static func storyboard(_ rng: inout SplitMix64) -> String {
    func screen(_ n: Int, _ controller: String, size: Int) -> String {
      let leading = Int.random(in: 8...80, using: &rng)
      let top = Int.random(in: 8...120, using: &rng)
      return """
                <scene sceneID="T\(n)-sc">
                    <objects>
                        <viewController storyboardIdentifier="\(controller)" id="T\(n)-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="T\(n)-vw">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" image="tile" translatesAutoresizingMaskIntoConstraints="NO" id="T\(n)-im">
                                        <rect key="frame" x="\(leading)" y="\(top)" width="\(size)" height="\(size)"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="heroID" value="tile"/>
                                        </userDefinedRuntimeAttributes>
                                    </imageView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="T\(n)-sa"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="T\(n)-im" firstAttribute="leading" secondItem="T\(n)-sa" secondAttribute="leading" constant="\(leading)" id="T\(n)-c1"/>
                                    <constraint firstItem="T\(n)-im" firstAttribute="top" secondItem="T\(n)-sa" secondAttribute="top" constant="\(top)" id="T\(n)-c2"/>
                                    <constraint firstItem="T\(n)-im" firstAttribute="width" constant="\(size)" id="T\(n)-c3"/>
                                    <constraint firstItem="T\(n)-im" firstAttribute="height" constant="\(size)" id="T\(n)-c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="\(n * 400)" y="0"/>
                </scene>
        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="T0-vc">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
      \(screen(0, "grid", size: Int.random(in: 40...90, using: &rng)))
      \(screen(1, "detail", size: Int.random(in: 120...240, using: &rng)))
          </scenes>
      </document>
      """
  }
}
