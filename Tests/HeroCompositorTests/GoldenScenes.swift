import Foundation
import HeroModel

/// Every compositor golden, by name. The hygiene test checks this list and `golden/compositor/`
/// name the same images.
enum GoldenScenes {
  static let all: [GoldenScene] =
    [
      roundedRect, borderOverContent, shadowBlurOffset, shadowPath, shadowFromSublayers, groupOpacity,
      nonGroupOpacity,
      masksToBoundsRoundedClip, overlay, contentsRectSprite,
      gravity(.resize, "gravity-resize"), gravity(.resizeAspect, "gravity-resize-aspect"),
      gravity(.resizeAspectFill, "gravity-resize-aspect-fill"), gravity(.center, "gravity-center"),
      gravitySheet(box: Size(20, 26), "gravity-sheet-box-larger"),
      gravitySheet(box: Size(10, 12), "gravity-sheet-box-smaller"),
      rotationAnchorPoint, perspectiveCardFlip, zPositionOrdering, snapshotCornerClip,
    ] + TextGoldenScenes.all + content

  static let blue = GoldenScene.color("#2F6FDE")
  static let red = GoldenScene.color("#E0402F")
  static let green = GoldenScene.color("#2FAF5A")
  static let yellow = GoldenScene.color("#F2C12E")

  /// A blue 64×48 rect with 12-point circular corners, centred.
  static let roundedRect = GoldenScene(name: "rounded-rect") {
    GoldenScene.frame([
      Layer(key: "card", position: Point(48, 48), size: Size(64, 48), backgroundColor: blue, cornerRadius: 12)
    ])
  }

  /// A yellow rounded square with a 6-point dark border; a red sublayer overhangs its left and
  /// bottom edges — the border stays on top of the sublayer (inside the bounds), the overhang
  /// outside the bounds shows (no masksToBounds).
  static let borderOverContent = GoldenScene(name: "border-over-content") {
    let child = Layer(key: "child", position: Point(12, 52), size: Size(36, 28), backgroundColor: red)
    return GoldenScene.frame([
      Layer(
        key: "card", position: Point(52, 44), size: Size(60, 60), backgroundColor: yellow, cornerRadius: 10,
        borderWidth: 6, borderColor: GoldenScene.color("#1B2A6B"), sublayers: [child])
    ])
  }

  /// A blue rounded card casting a black shadow at opacity 0.6, radius 4 (σ = 4 points), offset (5, 8):
  /// the blur shows below and to the right.
  static let shadowBlurOffset = GoldenScene(name: "shadow-blur-offset") {
    GoldenScene.frame([
      Layer(
        key: "card", position: Point(44, 42), size: Size(48, 48), backgroundColor: blue, cornerRadius: 8,
        shadowOpacity: 0.6, shadowOffset: Size(5, 8), shadowRadius: 4)
    ])
  }

  /// An orange square whose shadowPath is a wider ellipse below it: the soft ellipse shadow shows
  /// under and beside the square, not a square shadow.
  static let shadowPath = GoldenScene(name: "shadow-path") {
    GoldenScene.frame([
      Layer(
        key: "card", position: Point(48, 40), size: Size(40, 40),
        backgroundColor: GoldenScene.color("#F28C28"),
        shadowColor: GoldenScene.color("#202060"), shadowOpacity: 0.8, shadowOffset: Size(0, 6),
        shadowRadius: 4,
        shadowPath: .ellipse(in: Rect(-14, 30, 68, 20)))
    ])
  }

  /// A layer with no background of its own casts the shadow of what it draws: two sublayers (a
  /// green disc and a blue bar) each get a soft shadow shaped like them, offset down-right.
  static let shadowFromSublayers = GoldenScene(name: "shadow-from-sublayers") {
    let disc = Layer(
      key: "disc", position: Point(20, 20), size: Size(32, 32), backgroundColor: green, cornerRadius: 16)
    let bar = Layer(key: "bar", position: Point(44, 52), size: Size(40, 12), backgroundColor: blue)
    return GoldenScene.frame([
      Layer(
        key: "group", position: Point(44, 42), size: Size(64, 64), shadowOpacity: 0.7,
        shadowOffset: Size(6, 6),
        shadowRadius: 4, sublayers: [disc, bar])
    ])
  }

  /// A parent at opacity 0.5 holding a red and an overlapping blue square.
  static func overlapping(group: Bool) -> FrameState {
    let a = Layer(key: "red", position: Point(26, 26), size: Size(40, 40), backgroundColor: red)
    let b = Layer(key: "blue", position: Point(46, 46), size: Size(40, 40), backgroundColor: blue)
    return GoldenScene.frame([
      Layer(
        key: "parent", position: Point(48, 48), size: Size(72, 72), opacity: 0.5, allowsGroupOpacity: group,
        sublayers: [a, b])
    ])
  }

  /// Group opacity: the pair fades as one image — in the overlap only blue shows (at 50%).
  static let groupOpacity = GoldenScene(name: "group-opacity") { overlapping(group: true) }

  /// No group opacity: each square fades alone — red shows through blue in the overlap (purple).
  static let nonGroupOpacity = GoldenScene(name: "non-group-opacity") { overlapping(group: false) }

  /// A green square with 20-point corners and masksToBounds: its red child, overhanging the
  /// bottom-right corner, is cut to the rounded corner; its shadow is clipped away entirely.
  static let masksToBoundsRoundedClip = GoldenScene(name: "masks-to-bounds-rounded-clip") {
    let child = Layer(key: "child", position: Point(52, 52), size: Size(48, 48), backgroundColor: red)
    return GoldenScene.frame([
      Layer(
        key: "card", position: Point(44, 44), size: Size(64, 64), backgroundColor: green, cornerRadius: 20,
        masksToBounds: true, shadowOpacity: 1, shadowOffset: Size(6, 6), shadowRadius: 4, sublayers: [child])
    ])
  }

  /// A yellow rounded card with a blue child overhanging its right edge, under a black overlay at
  /// 0.5: card and child darken inside the rounded bounds; the overhang outside stays bright.
  static let overlay = GoldenScene(name: "overlay") {
    let child = Layer(key: "child", position: Point(60, 32), size: Size(36, 24), backgroundColor: blue)
    return GoldenScene.frame([
      Layer(
        key: "card", position: Point(40, 48), size: Size(56, 64), backgroundColor: yellow, cornerRadius: 14,
        overlay: Overlay(color: .black, opacity: 0.5), sublayers: [child])
    ])
  }

  /// The top-right sprite (green with a white centre) of the 2×2 sprite sheet, through
  /// contentsRect (0.5, 0, 0.5, 0.5), scaled to 64×64 — no neighbouring sprite bleeds in.
  static let contentsRectSprite = GoldenScene(name: "contents-rect-sprite", tolerance: .bilinear) {
    GoldenScene.frame([
      Layer(
        key: "sprite", position: Point(48, 48), size: Size(64, 64),
        contents: .image(path: "sprites.png"), contentsRect: Rect(0.5, 0, 0.5, 0.5))
    ])
  }

  /// The 40×20-pixel red|blue image in a 64×64 bordered white layer with `gravity`
  /// (contentsScale 1: its natural size is 40×20 points).
  static func gravity(_ gravity: ContentsGravity, _ name: String) -> GoldenScene {
    GoldenScene(name: name, tolerance: .bilinear) {
      GoldenScene.frame([
        Layer(
          key: "image", position: Point(48, 48), size: Size(64, 64), backgroundColor: .white, borderWidth: 1,
          borderColor: GoldenScene.color("#808080"), contents: .image(path: "wide.png"),
          contentsGravity: gravity)
      ])
    }
  }

  /// All twelve gravities on the 14×18-point "F" (28×36 pixels at contentsScale 2), each in a
  /// non-square `box` with a grey border that masks to its bounds, in cells of 24×32 points laid
  /// out as the gravities read on screen: topLeft, top, topRight, resize / left, center, right,
  /// resizeAspect / bottomLeft, bottom, bottomRight, resizeAspectFill. Every "F" stays upright
  /// and unmirrored; a box larger than the image shows it against the named edges, a smaller one
  /// shows the part of it at those edges (the top row shows the F's top bar).
  static func gravitySheet(box: Size, _ name: String) -> GoldenScene {
    GoldenScene(name: name, tolerance: .bilinear) {
      let order: [ContentsGravity] = [
        .topLeft, .top, .topRight, .resize, .left, .center, .right, .resizeAspect, .bottomLeft, .bottom,
        .bottomRight, .resizeAspectFill,
      ]
      return GoldenScene.frame(
        order.enumerated().map { i, gravity in
          Layer(
            key: gravity.rawValue, position: Point(Double(i % 4) * 24 + 12, Double(i / 4) * 32 + 16), size: box,
            backgroundColor: .white, masksToBounds: true, borderWidth: 0.5,
            borderColor: GoldenScene.color("#808080"), contents: .image(path: "f.png"), contentsScale: 2,
            contentsGravity: gravity)
        })
    }
  }

  /// A blue bar rotated 30° about its top-left corner (anchorPoint (0, 0)) at (30, 30); a faint
  /// outline shows the unrotated bar and a red dot marks the pivot.
  static let rotationAnchorPoint = GoldenScene(name: "rotation-anchor-point") {
    let ghost = Layer(
      key: "ghost", position: Point(30, 30), size: Size(52, 20), anchorPoint: .zero, borderWidth: 1,
      borderColor: GoldenScene.color("#A0A0A0"))
    let bar = Layer(
      key: "bar", position: Point(30, 30), size: Size(52, 20), anchorPoint: .zero,
      transform: .rotation(angle: .pi / 6, x: 0, y: 0, z: 1), backgroundColor: blue)
    let pivot = Layer(
      key: "pivot", position: Point(30, 30), size: Size(6, 6), backgroundColor: red, cornerRadius: 3)
    return GoldenScene.frame([ghost, bar, pivot])
  }

  /// An 80×80 card (blue with a yellow stripe and a red corner square) turned 60° about y with
  /// m34 = −1/500: a clean antialiased trapezoid, 40-odd points wide; a positive turn about y takes
  /// the right side away from the viewer (z = −x·sin θ), so the left side is the taller.
  static let perspectiveCardFlip = GoldenScene(name: "perspective-card-flip", tolerance: .bilinear) {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let flip = perspective.rotated(angle: .pi / 3, x: 0, y: 1, z: 0)
    let stripe = Layer(key: "stripe", position: Point(40, 40), size: Size(80, 16), backgroundColor: yellow)
    let corner = Layer(key: "corner", position: Point(12, 12), size: Size(16, 16), backgroundColor: red)
    return GoldenScene.frame([
      Layer(
        key: "card", position: Point(48, 48), size: Size(80, 80), transform: flip, backgroundColor: blue,
        cornerRadius: 8, sublayers: [stripe, corner])
    ])
  }

  /// Four overlapping squares: red (z 2), green (z 0), blue (z 1), yellow (z 1, after blue):
  /// green at the back, then blue, yellow over blue (tie keeps array order), red on top.
  static let zPositionOrdering = GoldenScene(name: "zposition-ordering") {
    // Siblings inside one parent layer are sorted by zPosition (the frame's top level is already in
    // paint order and is painted as given).
    GoldenScene.frame([
      Layer(
        key: "parent", position: Point(48, 48), size: Size(96, 96),
        sublayers: [
          Layer(key: "red", position: Point(30, 30), size: Size(36, 36), zPosition: 2, backgroundColor: red),
          Layer(
            key: "green", position: Point(44, 40), size: Size(36, 36), zPosition: 0, backgroundColor: green),
          Layer(
            key: "blue", position: Point(56, 54), size: Size(36, 36), zPosition: 1, backgroundColor: blue),
          Layer(
            key: "yellow", position: Point(66, 66), size: Size(36, 36), zPosition: 1, backgroundColor: yellow),
        ])
    ])
  }

  /// A 40×40-point snapshot (blue with a red top-left quarter and a yellow disc) stretched over an
  /// 84×56 layer with cornerRadius 16 and no masksToBounds: the bitmap is stretched 2.1×1.4 and
  /// still clipped to the rounded corners.
  static let snapshotCornerClip = GoldenScene(
    name: "snapshot-contents-corner-clip", tolerance: .bilinear
  ) {
    let snapshot = Snapshot(
      id: "from/card", size: Size(40, 40),
      layers: [
        Layer(key: "bg", position: Point(20, 20), size: Size(40, 40), backgroundColor: blue),
        Layer(key: "quarter", position: Point(10, 10), size: Size(20, 20), backgroundColor: red),
        Layer(
          key: "disc", position: Point(28, 28), size: Size(16, 16), backgroundColor: yellow, cornerRadius: 8),
      ])
    return GoldenScene.frame(
      [
        Layer(
          key: "from/card", position: Point(48, 48), size: Size(84, 56), allowsGroupOpacity: false,
          cornerRadius: 16,
          contents: .snapshot(id: "from/card"))
      ], snapshots: ["from/card": snapshot])
  }
}
