import HeroModel
import Testing

@testable import HeroEngine

/// Spec audit of Match and Source (hero-spec §4.6), with numbers worked out by hand from the spec:
/// both cross-fade branches, the alpha and `isOpaque` of both views, shadow dropping, user opacity
/// overwritten, the from view inheriting the to view's timing even when nil, and the fields
/// Source copies (and those it must not).
@Suite struct SpecAuditMatchTests {
  func pair(kind: TransitionKind, _ from: View, _ to: View) throws -> Transition {
    try checkedTransition(
      scene: TestScenes.scene(
        kind: kind, animation: .none, from: TestScenes.page("a", children: [from]),
        to: TestScenes.page("b", children: [to])))
  }

  func small(_ modifiers: [Modifier] = [], opacity: Double = 1, color: Color? = .red, masks: Bool = false)
    -> View
  {
    View(
      id: "x", frame: Rect(20, 100, 100, 100), backgroundColor: color, opacity: opacity, masksToBounds: masks,
      heroID: "h", modifiers: modifiers)
  }

  func large(_ modifiers: [Modifier] = [], opacity: Double = 1, color: Color? = .red, masks: Bool = false)
    -> View
  {
    View(
      id: "y", frame: Rect(0, 0, 375, 300), backgroundColor: color, opacity: opacity, masksToBounds: masks,
      heroID: "h", modifiers: modifiers)
  }

  @Test func dismissCrossFadeNumbers() throws {
    let from = View(
      id: "x", frame: Rect(0, 0, 375, 300), backgroundColor: .red, heroID: "h")
    let to = View(
      id: "y", frame: Rect(20, 100, 100, 100), backgroundColor: .red, opacity: 0.5, heroID: "h")
    let tr = try pair(kind: .dismiss, from, to)
    // to alpha 0.5 < 1 → non-opaque pair: both opacities 0.
    #expect(tr.state("from/x")!.opacity == 0)
    #expect(tr.state("to/y")!.opacity == 0)
    let f = tr.frame(at: 0)
    #expect(f.layer("from/x")!.opacity == 1)
    #expect(f.layer("to/y")!.opacity == 0)
    // The appearing to view fades in to its own alpha (0.5), the from view out to 0.
    #expect(tr.keyAnimation(.opacity, of: "to/y")!.to == .number(0.5))
    #expect(tr.keyAnimation(.opacity, of: "from/x")!.to == .number(0))
    // Both snapshots keep their shadows in the cross-fade branch.
    #expect(tr.state("from/x")!.displayShadow && tr.state("to/y")!.displayShadow)
  }

  @Test func presentingWithToAlphaBelowOneCrossFades() throws {
    let tr = try pair(kind: .present, small(), large(opacity: 0.9))
    #expect(tr.state("to/y")!.opacity == 0)
    #expect(tr.state("from/x")!.opacity == 0)
    #expect(tr.state("to/y")!.displayShadow && tr.state("from/x")!.displayShadow)
  }

  @Test func presentingWithNonOpaqueToViewCrossFades() throws {
    var to = large(color: nil)
    to.isOpaqueOverride = false
    let tr = try pair(kind: .present, small(), to)
    #expect(tr.state("from/x")!.opacity == 0)
  }

  /// UIKit's `isOpaque` follows the class, not the background: a plain view with a clear or
  /// translucent background is still opaque, so the pair does not cross-fade.
  @Test func plainViewsWithSeeThroughBackgroundsAreOpaque() throws {
    let tr = try pair(kind: .present, small(color: .red.withAlpha(0.5)), large(color: nil))
    #expect(tr.state("from/x")!.opacity == nil)
    #expect(tr.state("to/y")!.opacity == 0)
  }

  /// An image view and an effect view are not opaque by default: either one makes the pair
  /// cross-fade; an explicit `opaque: true` wins over the class default.
  @Test func imageAndEffectViewsAreNotOpaqueByDefault() throws {
    var image = large()
    image.image = ImageContent(path: "/nonexistent.png")
    #expect(try pair(kind: .present, small(), image).state("from/x")!.opacity == 0)
    var effect = large()
    effect.effect = VisualEffect.named("systemMaterial")
    #expect(try pair(kind: .present, small(), effect).state("from/x")!.opacity == 0)
    effect.isOpaqueOverride = true
    #expect(try pair(kind: .present, small(), effect).state("from/x")!.opacity == nil)
  }

  @Test func userOpacityIsOverwritten() throws {
    // Presenting, opaque: from keeps no opacity (nil) even though the user set one; to gets 0.
    let tr = try pair(kind: .present, small([.opacity(0.3)]), large([.opacity(0.7)]))
    #expect(tr.state("from/x")!.opacity == nil)
    #expect(tr.state("to/y")!.opacity == 0)
    #expect(tr.keyAnimation(.opacity, of: "from/x") == nil)
    // Dismissing, opaque: from 0, to nil.
    let d = try pair(kind: .dismiss, large([.opacity(0.7)]), small([.opacity(0.3)]))
    #expect(d.state("from/y")!.opacity == 0)
    #expect(d.state("to/x")!.opacity == nil)
  }

  @Test func shadowDroppingFollowsMasksToBounds() throws {
    // Presenting, opaque: fv does not mask → tv.displayShadow = false.
    let a = try pair(kind: .present, small(), large())
    #expect(a.state("to/y")!.displayShadow == false && a.state("from/x")!.displayShadow)
    // fv masks to bounds → both keep their shadows.
    let b = try pair(kind: .present, small(masks: true), large())
    #expect(b.state("to/y")!.displayShadow && b.state("from/x")!.displayShadow)
    // Dismissing: the to view's mask decides, the from view's shadow is dropped.
    let c = try pair(kind: .dismiss, large(), small())
    #expect(c.state("from/y")!.displayShadow == false && c.state("to/x")!.displayShadow)
    let d = try pair(kind: .dismiss, large(), small(masks: true))
    #expect(d.state("from/y")!.displayShadow && d.state("to/x")!.displayShadow)
  }

  @Test func droppedShadowIsNeitherCopiedNorAnimated() throws {
    let shadow = Shadow(color: .black, opacity: 0.6, offset: Size(0, 4), radius: 8)
    let from = View(
      id: "x", frame: Rect(20, 100, 100, 100), backgroundColor: .red, shadow: shadow, heroID: "h")
    let to = View(
      id: "y", frame: Rect(0, 0, 375, 300), backgroundColor: .red,
      shadow: Shadow(color: .black, opacity: 0.2, offset: Size(0, 1), radius: 2), heroID: "h")
    let tr = try pair(kind: .present, from, to)
    // to's displayShadow is false: its snapshot shows no shadow and Source's shadow values do not
    // become keys; the from snapshot keeps its shadow and animates it to the to view's.
    let f0 = tr.frame(at: 0)
    #expect(f0.layer("to/y")!.shadowOpacity == 0)
    #expect(tr.keyAnimation(.shadowOpacity, of: "to/y") == nil)
    #expect(tr.keyAnimation(.shadowRadius, of: "to/y") == nil)
    #expect(f0.layer("from/x")!.shadowOpacity == 0.6)
    #expect(tr.keyAnimation(.shadowOpacity, of: "from/x")!.to == .number(0.2))
    #expect(tr.keyAnimation(.shadowRadius, of: "from/x")!.to == .number(2))
    #expect(tr.keyAnimation(.shadowOffset, of: "from/x")!.to == .size(Size(0, 1)))
    #expect(tr.keyAnimation(.shadowColor, of: "from/x") == nil)
  }

  @Test func fromViewInheritsNilTimingAndBothTakeTheAutomaticDuration() throws {
    let tr = try pair(
      kind: .present, small([.duration(2), .delay(0.5), .timingFunction(.linear), .arc]), large())
    let f = tr.state("from/x")!
    #expect(f.duration == nil && f.delay == 0 && f.timingFunction == nil && f.arc == nil && f.spring == nil)
    // |Δpos| = |(187.5, 150) − (70, 150)| = 117.5; |Δsize| = |(275, 200)| = √115625.
    let expected = 0.208 + (117.5 + 115625.0.squareRoot()) / 3000
    #expect(approx(tr.viewAnimation("from/x")!.duration, expected, 1e-12))
    #expect(approx(tr.viewAnimation("to/y")!.duration, expected, 1e-12))
    #expect(tr.viewAnimation("from/x")!.curve == .standard)
    #expect(approx(tr.animationDuration, expected, 1e-12))
  }

  @Test func sourceCopiesOnlyDifferingGeometryAndShadowNeverOpacityColourBorderOrZ() throws {
    let from = View(
      id: "x", frame: Rect(20, 100, 100, 100), backgroundColor: .red, opacity: 1, cornerRadius: 4,
      border: Border(width: 2, color: .black),
      shadow: Shadow(color: .black, opacity: 0.3, offset: Size(0, 4), radius: 8), zPosition: 5, heroID: "h")
    let to = View(
      id: "y", frame: Rect(0, 0, 375, 300), backgroundColor: .blue, cornerRadius: 12,
      border: Border(width: 4, color: .red),
      shadow: Shadow(color: .black, opacity: 0.3, offset: Size(0, 4), radius: 2), zPosition: 1, heroID: "h")
    let tr = try pair(kind: .present, from, to)
    let f = tr.state("from/x")!
    #expect(f.position == Point(187.5, 150))
    #expect(f.size == Size(375, 300))
    #expect(f.transform == .identity)
    #expect(f.coordinateSpace == .global)
    #expect(f.cornerRadius == 12)
    #expect(f.shadowRadius == 2)
    #expect(f.shadowOpacity == nil && f.shadowOffset == nil && f.shadowColor == nil && f.shadowPath == nil)
    #expect(f.backgroundColor == nil && f.borderWidth == nil && f.borderColor == nil && f.zPosition == nil)
    #expect(f.contentsRect == nil && f.contentsScale == nil && f.anchorPoint == nil)
    let t = tr.state("to/y")!
    #expect(t.position == Point(70, 150) && t.size == Size(100, 100) && t.cornerRadius == 4)
    #expect(t.shadowRadius == 8 && t.coordinateSpace == .global)
  }

  @Test func sourceKeepsAStatesOwnCornerRadiusAndSkipsEqualSizes() throws {
    let from = View(
      id: "x", frame: Rect(20, 100, 100, 100), backgroundColor: .red, cornerRadius: 4, heroID: "h",
      modifiers: [.cornerRadius(30), .useGlobalCoordinateSpace])
    let to = View(
      id: "y", frame: Rect(200, 400, 100, 100), backgroundColor: .red, cornerRadius: 4, heroID: "h")
    let tr = try pair(kind: .present, from, to)
    #expect(tr.state("from/x")!.cornerRadius == 30)
    #expect(tr.state("from/x")!.size == nil && tr.state("to/y")!.size == nil)
    #expect(tr.state("to/y")!.cornerRadius == nil)
    #expect(tr.keyAnimation(.size, of: "from/x") == nil)
  }

  @Test func sourceUsesTheTargetsFullContainerGeometry() throws {
    // The to view sits in a scaled, offset parent: its container position and transform are
    // composed (decision 6). Parent frame (100, 200, 100, 100) scale 2 about its centre (150, 250);
    // child frame (0, 0, 50, 50): centre (25, 25) in the parent's bounds = (−25, −25) from its
    // centre → ×2 → (100, 200) in the container; transform scale 2.
    let from = View(id: "x", frame: Rect(20, 100, 100, 100), backgroundColor: .red, heroID: "h")
    let child = View(id: "y", frame: Rect(0, 0, 50, 50), backgroundColor: .red, heroID: "h")
    let parent = View(
      id: "p", frame: Rect(100, 200, 100, 100), backgroundColor: .blue,
      transform: Transform3D.identity.scaled(x: 2, y: 2), children: [child])
    let tr = try checkedTransition(
      scene: TestScenes.scene(
        kind: .present, animation: .none, from: TestScenes.page("a", children: [from]),
        to: TestScenes.page("b", children: [parent])))
    let f = tr.state("from/x")!
    #expect(f.position == Point(100, 200))
    #expect(approx(f.transform!.m11, 2) && approx(f.transform!.m22, 2) && approx(f.transform!.m41, 0))
    #expect(f.size == Size(50, 50))
  }
}
