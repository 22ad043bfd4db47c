import HeroModel
import HeroTestSupport

/// Random but valid scenes for the engine and compositor fuzz tests: two screens of up to ~40
/// views in random trees, with random frames, transforms (perspective and singular scale(0)
/// included), corner radii, borders, shadows, heroIDs shared across the screens, random modifier
/// lists, transition kinds, default animations and interactive scripts.
struct RandomScenes {
  var rng: SplitMix64
  var canvas = Canvas(width: 60, height: 100, scale: 1)
  static let heroIDs = ["a", "b", "c", "d", "e"]

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func scene() -> Scene {
    var idCounter = 0
    let from = screen("home", budget: rng.int(0...20), ids: &idCounter)
    let to = screen("detail", budget: rng.int(0...20), ids: &idCounter)
    var settings = TransitionSettings(
      kind: rng.pick(TransitionKind.allCases), animation: animation(depth: 0),
      duration: rng.chance(0.2) ? rng.pick([0, 0.1, 0.35]) : nil,
      timing: rng.chance(0.2) ? rng.pick(TimingCurve.named.map(\.curve)) : nil,
      containerColor: rng.pick([.black, .white, .clear]))
    if settings.kind == .present || settings.kind == .dismiss, rng.chance(0.3) {
      settings.presentation = .overFullScreen
    }
    if rng.chance(0.3) { settings.interactive = script(from: from, to: to) }
    return Scene(name: "random", canvas: canvas, fps: 30, transition: settings, from: from, to: to)
  }

  mutating func animation(depth: Int) -> DefaultAnimation {
    let d = rng.pick(AnimationDirection.allCases)
    let simple: [DefaultAnimation] = [
      .auto, .none, .fade, .zoom, .zoomOut, .push(d), .pull(d), .cover(d), .uncover(d), .slide(d),
      .zoomSlide(d),
      .pageIn(d), .pageOut(d),
    ]
    if depth == 0, rng.chance(0.15) {
      return rng.chance(0.5)
        ? .selectBy(presenting: animation(depth: 1), dismissing: animation(depth: 1))
        : .autoReverse(presenting: animation(depth: 1))
    }
    return rng.pick(simple)
  }

  mutating func screen(_ id: String, budget: Int, ids: inout Int) -> View {
    var remaining = budget
    var root = View(id: id, frame: Rect(0, 0, canvas.size.width, canvas.size.height))
    root.backgroundColor = rng.chance(0.8) ? rng.pick([.white, .lightGray, .black]) : nil
    if rng.chance(0.1) { root.modifiers = modifierList() }
    while remaining > 0 { root.children.append(view(depth: 1, remaining: &remaining, ids: &ids)) }
    return root
  }

  mutating func view(depth: Int, remaining: inout Int, ids: inout Int) -> View {
    remaining -= 1
    ids += 1
    let frame = Rect(
      rng.double(-20...60).rounded(), rng.double(-20...90).rounded(), rng.pick([0, 1, 5, 20, 40, 80]),
      rng.pick([0, 3, 10, 30, 60]))
    var v = View(id: "v\(ids)", frame: frame)
    v.backgroundColor =
      rng.chance(0.7)
      ? rng.pick([.red, .blue, .cyan, .orange, Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.5)]) : nil
    v.opacity = rng.pick([1, 1, 0.5, 0])
    v.isHidden = rng.chance(0.05)
    v.cornerRadius = rng.chance(0.3) ? rng.pick([2, 10, 100]) : 0
    v.masksToBounds = rng.chance(0.2)
    if rng.chance(0.2) { v.border = Border(width: rng.pick([1, 3]), color: rng.pick([.black, .red])) }
    if rng.chance(0.2) {
      v.shadow = Shadow(
        color: .black, opacity: rng.pick([0.3, 1]), offset: Size(0, rng.pick([-3, 4])),
        radius: rng.pick([0, 2, 8]),
        path: rng.chance(0.3) ? .roundedRect(Rect(0, 0, frame.width, frame.height), cornerRadius: 4) : nil)
    }
    v.zPosition = rng.chance(0.1) ? rng.pick([-1, 2]) : 0
    if rng.chance(0.3) { v.transform = randomModifiers.transform() }
    if rng.chance(0.5) { v.heroID = rng.pick(Self.heroIDs) }
    if rng.chance(0.6) { v.modifiers = modifierList() }
    v.isHeroEnabled = !rng.chance(0.05)
    v.isHeroEnabledForSubviews = !rng.chance(0.05)
    if depth < 4 {
      while remaining > 0, rng.chance(0.35) {
        v.children.append(view(depth: depth + 1, remaining: &remaining, ids: &ids))
      }
    }
    return v
  }

  /// Valid-range modifiers from the Swift API (`RandomModifiers` with `wild` off).
  var randomModifiers: RandomModifiers {
    get { RandomModifiers(rng: rng, wild: false, heroIDs: Self.heroIDs) }
    set { rng = newValue.rng }
  }

  mutating func modifierList() -> [Modifier] {
    var r = randomModifiers
    defer { randomModifiers = r }
    return r.list()
  }

  /// A scripted gesture: keyframes, applies to existing views, then usually a release.
  mutating func script(from: View, to: View) -> InteractiveScript {
    var script = InteractiveScript()
    var t = 0.0
    for _ in 0..<rng.int(0...4) {
      t += rng.pick([0, 0.05, 0.1])
      script.progress.append(.init(time: t, progress: rng.pick([0, 0.2, 0.5, 0.9, 1])))
    }
    let keys =
      [from.allIDs.map { ViewKey(.from, $0) }, to.allIDs.map { ViewKey(.to, $0) }].flatMap { $0 }
    for _ in 0..<rng.int(0...2) {
      var r = randomModifiers
      let list = r.list()
      randomModifiers = r
      script.applies.append(.init(time: rng.double(0...t).rounded(), view: rng.pick(keys), modifiers: list))
    }
    if rng.chance(0.85) {
      script.release = .init(
        time: t + rng.pick([0, 0.05]), action: rng.chance(0.5) ? .finish : .cancel, animate: rng.chance(0.7))
    }
    return script
  }
}

extension View {
  /// This view's id and every descendant's, depth-first.
  var allIDs: [String] { [id] + children.flatMap(\.allIDs) }
}
