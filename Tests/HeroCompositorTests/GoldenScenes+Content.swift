import HeroModel

/// Goldens for real-screen content: template icons, backdrop blur materials, scrolled content.
extension GoldenScenes {
  static let content: [GoldenScene] = [templateIcon, backdropBlurStripes, scrolledList]

  /// The heart template (32×24 pixels, drawn dark red) four times, each filled with a tint: top-left
  /// system blue stretched (`resize`, 40×24), top-right orange `resizeAspect` in a 36×36 box,
  /// bottom-left green `center` (natural size, contentsScale 1), bottom-right purple through
  /// contentsRect (0, 0, 0.5, 1) — the heart's left half stretched over a 20×30 box. No dark red
  /// anywhere: only the alpha counts.
  static let templateIcon = GoldenScene(name: "template-icon", tolerance: .bilinear) {
    func icon(
      _ key: String, _ position: Point, _ size: Size, _ gravity: ContentsGravity, _ tint: Color,
      rect: Rect = .unit
    ) -> Layer {
      Layer(
        key: key, position: position, size: size, backgroundColor: .white, borderWidth: 1,
        borderColor: GoldenScene.color("#C0C0C0"), contents: .image(path: "heart.png"), contentsRect: rect,
        contentsGravity: gravity, contentsTint: tint)
    }
    return GoldenScene.frame([
      icon("resize", Point(26, 24), Size(40, 24), .resize, View.defaultTintColor),
      icon("aspect", Point(70, 24), Size(36, 36), .resizeAspect, GoldenScene.color("#FF9500")),
      icon("center", Point(26, 68), Size(40, 36), .center, GoldenScene.color("#34C759")),
      icon(
        "half", Point(70, 68), Size(20, 30), .resize, GoldenScene.color("#AF52DE"), rect: Rect(0, 0, 0.5, 1)),
    ])
  }

  /// Vertical stripes (red, yellow, blue, 8 points each) under a 64×40 material with 12-point
  /// corners (blur σ 4 points, saturation 1.8, white tint at 0.3) holding a small dark bar: inside
  /// the rounded bounds the stripes are blurred into soft, brighter, more saturated bands with the
  /// bar sharp on top; outside (and in the rounded corners) the stripes stay crisp.
  static let backdropBlurStripes = GoldenScene(name: "backdrop-blur-stripes", tolerance: .bilinear) {
    let colors = [red, yellow, blue]
    let stripes = (0..<12).map { i in
      Layer(
        key: "stripe\(i)", position: Point(Double(i) * 8 + 4, 48), size: Size(8, 96),
        backgroundColor: colors[i % 3])
    }
    let bar = Layer(
      key: "bar", position: Point(32, 20), size: Size(40, 8), backgroundColor: GoldenScene.color("#1C1C1E"),
      cornerRadius: 4)
    let material = Layer(
      key: "material", position: Point(48, 48), size: Size(64, 40), cornerRadius: 12,
      effect: VisualEffect(blur: 4, saturation: 1.8, tint: Color(white: 1, alpha: 0.3)), sublayers: [bar])
    return GoldenScene.frame(stripes + [material])
  }

  /// A 72×64 list that masks to its bounds, scrolled by (0, 30) (`boundsOrigin`): rows at y = 0,
  /// 22, 44, 66, 88 (blue, green, yellow, red, blue; 18 points tall) are drawn 30 points higher, so
  /// the first row is gone, the second shows its bottom 10 points at the top edge and the list ends
  /// in the middle of the fifth row.
  static let scrolledList = GoldenScene(name: "scrolled-list") {
    let colors = [blue, green, yellow, red, blue]
    let rows = colors.enumerated().map { i, c in
      Layer(
        key: "row\(i)", position: Point(36, Double(i) * 22 + 9), size: Size(64, 18), backgroundColor: c,
        cornerRadius: 4)
    }
    return GoldenScene.frame([
      Layer(
        key: "list", position: Point(48, 48), size: Size(72, 64), boundsOrigin: Point(0, 30),
        backgroundColor: .white, masksToBounds: true, sublayers: rows)
    ])
  }
}
