import HeroModel

extension TargetState {
  /// Applies one modifier with Hero's merge rules (hero-semantics §1, §3).
  ///
  /// Transform modifiers compose onto `transform ?? identity` in Core Animation's style, so a later
  /// modifier acts first, in the layer-local frame: `scale` = S·t, `translate` = T·t, `rotate` = the
  /// x, y and z rotations each prepended in that order. `transform` replaces what was accumulated and
  /// `perspective(d)` overwrites m34 with −1/d (0 when d is 0, where Hero would store −∞).
  public mutating func append(_ modifier: Modifier) {
    switch modifier.kind {
    case .fade: opacity = 0
    case .forceNonFade: nonFade = true
    case .opacity(let o): opacity = o
    case .position(let p): position = p
    case .size(let s): size = s
    case .transform(let t): transform = t
    case .perspective(let d):
      var t = transform ?? .identity
      t.m34 = d == 0 ? 0 : -1 / d
      transform = t
    case .scale(let x, let y, let z):
      transform = (transform ?? .identity).scaled(x: x, y: y, z: z)
    case .translate(let x, let y, let z):
      transform = (transform ?? .identity).translated(x: x, y: y, z: z)
    case .rotate(let x, let y, let z):
      transform = (transform ?? .identity)
        .rotated(angle: x, x: 1, y: 0, z: 0)
        .rotated(angle: y, x: 0, y: 1, z: 0)
        .rotated(angle: z, x: 0, y: 0, z: 1)
    case .backgroundColor(let c): backgroundColor = c
    case .borderColor(let c): borderColor = c
    case .borderWidth(let w): borderWidth = w
    case .cornerRadius(let r): cornerRadius = r
    case .zPosition(let z): zPosition = z
    case .contentsRect(let r): contentsRect = r
    case .contentsScale(let s): contentsScale = s
    case .shadowColor(let c): shadowColor = c
    case .shadowOpacity(let o): shadowOpacity = o
    case .shadowOffset(let s): shadowOffset = s
    case .shadowRadius(let r): shadowRadius = r
    case .shadowPath(let p): shadowPath = p
    case .masksToBounds(let b): masksToBounds = b
    case .overlay(let color, let o): overlay = Overlay(color: color, opacity: o)
    case .duration(let d): duration = d
    case .delay(let d): delay = d
    case .timingFunction(let c): timingFunction = c
    case .spring(let k, let c): spring = SpringParameters(stiffness: k, damping: c)
    case .source(let id): source = id
    case .arc(let i): arc = i
    case .cascade(let delta, let direction, let delayMatched):
      cascade = CascadeSettings(delta: delta, direction: direction, delayMatchedViews: delayMatched)
    case .beginWith(let list): beginState.append(contentsOf: list)
    case .useGlobalCoordinateSpace: coordinateSpace = .global
    case .ignoreSubviewModifiers(let recursive): ignoreSubviewModifiers = recursive
    case .snapshotType(let type): snapshotType = type
    case .forceAnimate: forceAnimate = true
    case .useScaleBasedSizeChange: useScaleBasedSizeChange = true
    case .relayoutText: relayoutText = true
    case .when(let condition, let list):
      conditionalModifiers.append(ConditionalModifiers(condition: condition, modifiers: list))
    }
  }

  /// Whether Hero's default animator would animate a view with this state (hero-semantics §6.1): it
  /// names an animatable property or forces animation. zPosition, contentsScale and masksToBounds
  /// alone do not count (hero-semantics D8), nor do timing or placement fields.
  public var hasAnimatableProperty: Bool {
    forceAnimate || AnimatedKey.allCases.contains { $0.startsAnimation && $0.targetValue(in: self) != nil }
  }
}
