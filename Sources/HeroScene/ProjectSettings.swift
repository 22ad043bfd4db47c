import HeroModel

/// What a project file (`hero.json` at the project root, docs/project.md) sets: where scenes,
/// goldens and artefacts live, and the defaults scenes and commands start from. Every path is
/// relative to the project root. A project without the file gets these defaults.
public struct ProjectSettings: Hashable, Sendable {
  /// The folder golden identities are relative to (`scenes`: `scenes/basics/fade.json` records
  /// `golden/basics/fade/`). Default: the project root itself.
  public var sceneRoot = "."
  /// The folders `verify`, `record`, `serve` and `lint` search when given no scenes. nil: the
  /// scene root, where only JSON files that are scenes count (see `SceneDiscovery`).
  public var sceneFolders: [String]?
  /// The golden folder. Default `golden`.
  public var goldenFolder = "golden"
  /// Where `verify` writes failure images. Default `artefacts`.
  public var artefactsFolder = "artefacts"
  /// What a scene's `golden` object starts from (samples, tolerance, pixel budget).
  public var golden = GoldenSettings()
  /// `hero preview`'s defaults.
  public var preview = PreviewDefaults()
  /// The variants of every scene that declares none of its own (docs/variants.md). Default: none.
  public var variants = VariantAxes()
  /// The folders holding the view controllers' Swift and Objective-C code, whose Hero setup
  /// storyboard-linked scenes read (docs/import.md). nil: the project root.
  public var sourceFolders: [String]?

  public init() {}

  /// Defaults for `hero preview` options the command line does not give.
  public struct PreviewDefaults: Hashable, Sendable {
    /// `--quality`: `fast`, `balanced` or `best` (nil: the command's default).
    public var quality: String?
    /// `--slow`.
    public var slow: Double?
    /// `--scale`.
    public var scale: Double?
    /// The folder previews go to when `-o` is not given (default `out`).
    public var folder: String?
    public init() {}
  }
}
