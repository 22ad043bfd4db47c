/// HeroModel: the values every other HeroFrames module speaks.
///
/// Geometry (`Point`, `Size`, `Rect`, `Transform3D`), `Color`, `Path`, the view tree of a screen
/// (`View`), the `Scene` that pairs two screens with a transition, `Modifier` values, and the per-frame
/// output (`FrameState`: a draw-ordered tree of resolved `Layer`s plus the `Snapshot`s they show).
///
/// It holds no behaviour beyond value arithmetic: no Hero semantics (that is `HeroEngine`), no file
/// formats (that is `HeroScene`), no pixels (that is `HeroCompositor`). It imports no C library (only
/// Foundation, for maths functions and number formatting), so it builds and is tested without Cairo.
public enum HeroModelInfo {
  /// The HeroFrames version (`hero --version`, the release archive's name). The repository's
  /// `VERSION` file holds the same string; a test checks they agree, and `scripts/package` reads that file.
  public static let version = "0.1.0"
}
