// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "HeroFrames",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "hero", targets: ["hero"]),
    .executable(name: "hero-serve", targets: ["hero-serve"]),
    .library(name: "HeroModel", targets: ["HeroModel"]),
    .library(name: "HeroEngine", targets: ["HeroEngine"]),
    .library(name: "HeroScene", targets: ["HeroScene"]),
    .library(name: "HeroCompositor", targets: ["HeroCompositor"]),
    .library(name: "HeroFiles", targets: ["HeroFiles"]),
    .library(name: "HeroLayout", targets: ["HeroLayout"]),
    .library(name: "HeroImport", targets: ["HeroImport"]),
    .library(name: "HeroRender", targets: ["HeroRender"]),
    .library(name: "HeroProject", targets: ["HeroProject"]),
    .library(name: "HeroVerify", targets: ["HeroVerify"]),
    .library(name: "HeroCache", targets: ["HeroCache"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `hero serve` only (HeroServe); its default traits would add swift-configuration, which we do not use.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
    // Already there through Hummingbird; named for `hero serve`'s connection handlers (NIOCore)
    // and header names (HTTPTypes).
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    // `Deque` for BoundedCache's eviction order (HeroCache); already there through SwiftNIO.
    .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
    // SwiftSyntax and SwiftParser for HeroSwiftSource only: the Hero setup view controllers write in code.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // The one lock (`Locked<T>`: a value behind a pthread mutex, with waiting for a condition) and the
    // one bounded producer/consumer queue (`BoundedChannel`) every module shares. pthreads only: no
    // Foundation, no C of its own.
    .target(name: "HeroSync"),
    // `BoundedCache`: a dictionary that forgets its oldest entries beyond a count or a byte budget, in
    // O(1) an operation (the compositor's caches, `hero serve`'s frame cache).
    .target(name: "HeroCache", dependencies: [.product(name: "DequeModule", package: "swift-collections")]),
    // Files in and out, POSIX only: inputs (regular files, size caps; `InputFileLog`, the files a
    // piece of work asked for; `FileStamp`, size, modification time and inode), outputs (temporary, fsync,
    // rename), `ConfinedFolder` (folders that hold no links), a command's output folder (`OutputFolder`:
    // prepare and undo, lock, remove stale; `OutputFolderError`), cleanup on signals (`Interruption`);
    // and the two byte-level facts every reader shares: `PNGHeader` (an image's size and pixel cap, read
    // from its first 33 bytes before anything decodes it) and `ByteSearch` (memchr-based search).
    .target(name: "HeroFiles", dependencies: ["HeroSync"]),
    // Pure values: geometry, `Transform3D`, `Color`, `Path`, view trees (`View`, `Scene`), `Modifier`,
    // `Layer` with its property table, `FrameState` (draw-ordered layers and the snapshots they show);
    // a scene's variants (`Variant`, `VariantAxes`) and the tables they resolve with (`SystemColor`,
    // `TextStyle`'s Dynamic Type sizes). No behaviour beyond value arithmetic; no C.
    .target(name: "HeroModel"),
    // Hero's semantics (docs/hero-semantics.md): the modifier specs and parser, target states, the
    // passes, default animations, curves and springs, interpolation, the interactive timeline.
    // `Transition(scene:)` runs the pipeline once; `frame(at:)` is a pure function of time. No C, no
    // clock, no Dispatch.
    .target(name: "HeroEngine", dependencies: ["HeroModel"]),
    // Scene files in (a JSON reader that keeps line and column, validation with precise paths and
    // suggestions, the engine's modifier parser) and the state dump out; a scene's variants resolve
    // while decoding, with HeroLayout's device table and autoresizing.
    .target(name: "HeroScene", dependencies: ["HeroModel", "HeroEngine", "HeroFiles", "HeroLayout"]),
    // Auto Layout: `Solver` (an incremental Cassowary solver, deterministic and bounded) and
    // `AutoLayout.layOut` (UIKit's layout rules over a view tree), with the one `Device` table. Pure
    // Swift: no C, no Foundation.
    .target(name: "HeroLayout"),
    // Interface Builder storyboards and xibs, with their asset catalogs → scene files
    // (FoundationXML; no C of its own).
    .target(
      name: "HeroImport", dependencies: ["HeroModel", "HeroEngine", "HeroScene", "HeroFiles", "HeroLayout"]),
    // The Hero setup a storyboard's view controllers make in code (`albumArt.hero.id = "album"`,
    // `hero.modifiers = [.fade]`, `hero.isEnabled = true`), read statically: Swift with SwiftParser,
    // Objective-C with a small scanner; only literals, everything else a warning with file and line.
    // `SwiftModifierTable` is the one map from Hero's Swift spelling to the modifier registry. The
    // only module that imports swift-syntax: the engine and the compositor never link it; `hero` and,
    // through HeroProject's linked scenes, `hero-serve` do.
    .target(
      name: "HeroSwiftSource",
      dependencies: [
        "HeroImport", "HeroEngine", "HeroModel", "HeroFiles", .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    // Cairo (and pixman, for its version) from the system, through pkg-config.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    // Pango + HarfBuzz text through pangocairo, fonts from a private fontconfig configuration.
    .systemLibrary(
      name: "CPango", pkgConfig: "pangoft2",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
    // The C kept in C: PNG encoding and decoding on libpng and libdeflate, JPEG decoding on
    // libjpeg-turbo, YUV conversion for ffmpeg, the fonts' CRC-32.
    .target(
      name: "CPNG",
      linkerSettings: [
        .linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate"), .linkedLibrary("jpeg"),
      ]),
    // hero-bench's comparison for the frame encoder (its filters, deflated by libdeflate): not in the
    // product, so that benchmark code stays out of `hero`.
    .target(name: "CPNGBench", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("deflate")]),
    // The only Swift module that imports Cairo and Pango: `Compositor.render(frame, scale:)`, snapshot
    // rasters and caches, shadows, perspective, text, PNG encode/decode (image contents downsampled
    // while decoded to the largest size they are shown at), image comparison, and what renders
    // (`RendererVersions` for `hero --version`, `RendererProvenance` for renderer.json).
    .target(
      name: "HeroCompositor",
      dependencies: ["HeroModel", "HeroFiles", "HeroSync", "HeroCache", "CCairo", "CPango", "CPNG"]),
    // The pipelines behind the commands, so tests run the real path: `FrameRenderer` (frames on a
    // pool of compositors, one per worker), `StatesPipeline` (the state dump), `hero preview`'s
    // ffmpeg pipeline.
    .target(
      name: "HeroRender",
      dependencies: ["HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroFiles", "HeroSync"]),
    // A command's session: `Project` (the root, hero.json, golden identity), the scenes it finds and
    // loads (`SceneDiscovery`, `LoadedScene`), what a run may cost (`ResourceBudget`), `CLIError`.
    // HeroImport lays out the storyboard screens scenes refer to, for each variant, each storyboard
    // parsed once a run (docs/variants.md).
    .target(
      name: "HeroProject",
      dependencies: [
        "HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroFiles", "HeroImport", "HeroLayout", "HeroSync",
        "HeroCache", "HeroSwiftSource",
      ]),
    // Goldens: their samples (names, `record`), verify and what it reports, the one compare-and-artefact
    // path (`GoldenCheck`, shared by the CLI, `hero serve` and `assertGolden`), `GoldenProvenance`
    // (renderer.json).
    .target(
      name: "HeroVerify",
      dependencies: [
        "HeroModel", "HeroScene", "HeroCompositor", "HeroRender", "HeroFiles", "HeroSync", "HeroProject",
      ]),
    // The golden viewer's and the verify report's script and style (`ReviewAssets`), compiled in from
    // their files: `hero serve` serves them, `hero verify --report` inlines them.
    .target(
      name: "HeroReviewAssets",
      resources: [
        .embedInCode("viewer.js"), .embedInCode("viewer.css"), .embedInCode("report.js"), .embedInCode("report.css"),
      ]),
    // `hero serve` (docs/serve.md): the review page and its JSON API on Hummingbird. `ServedScenes`
    // (the files it touches, each scene reloaded when any file it was made from changes, a bounded
    // frame cache), one file per route group, `RequestGuard` (Host,
    // origin, token), `WorkPool`; the page is plain HTML, CSS and ES modules in `Page/` (the golden viewer's from HeroReviewAssets). Nothing else
    // depends on the server stack, so the renderer stays lean.
    .target(
      name: "HeroServe",
      dependencies: [
        "HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroRender", "HeroProject", "HeroVerify",
        "HeroFiles", "HeroSync", "HeroCache", "HeroReviewAssets", .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"), .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Page")]),
    // What tests share: `assertGolden` (through `GoldenCheck`) and record mode, `runCLI`, the gallery,
    // cost-growth checks, the seeded fuzz generator.
    .target(
      name: "HeroTestSupport",
      dependencies: ["HeroModel", "HeroScene", "HeroCompositor", "HeroProject", "HeroVerify", "HeroSync"]),
    // The CLI: one small `ParsableCommand` per subcommand, options and output around HeroRender and
    // HeroVerify.
    .executableTarget(
      name: "hero",
      dependencies: [
        "HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroRender", "HeroImport", "HeroLayout", "HeroFiles",
        "HeroProject", "HeroVerify", "HeroSync", "HeroReviewAssets", "HeroSwiftSource",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The server behind `hero serve` (which checks the command line and runs this in its place): a
    // program of its own, so `hero` does not link SwiftNIO and Hummingbird.
    .executableTarget(name: "hero-serve", dependencies: ["HeroServe", "HeroProject", "HeroFiles"]),
    // `swift run -c release hero-bench frames`: the benchmark scene end to end (see docs/performance.md).
    .executableTarget(
      name: "hero-bench",
      dependencies: ["HeroCompositor", "HeroEngine", "HeroModel", "HeroRender", "HeroScene", "CPNG", "CPNGBench"]),
    // The lock and the channel under contention.
    .testTarget(name: "HeroSyncTests", dependencies: ["HeroSync"]),
    // BoundedCache against a plain model of its order, and its work per operation as the entries grow.
    .testTarget(name: "HeroCacheTests", dependencies: ["HeroCache", "HeroTestSupport"]),
    // The output-folder lifecycle: prepare and undo, lock, remove stale, and the errors it names;
    // `InputFileLog` (each file once, only the recording work's).
    .testTarget(name: "HeroFilesTests", dependencies: ["HeroFiles"]),
    // Value arithmetic: transforms, paint order, the layer-property table.
    .testTarget(name: "HeroModelTests", dependencies: ["HeroModel"]),
    // The solver against kiwisolver (an independent Cassowary, through python3), by hand and for cost.
    .testTarget(name: "HeroLayoutTests", dependencies: ["HeroLayout", "HeroTestSupport"], exclude: ["kiwi_solve.py"]),
    // Hero's semantics, pass by pass and frame by frame, against Hero 1.6.4's behaviour.
    .testTarget(name: "HeroEngineTests", dependencies: ["HeroEngine", "HeroModel"]),
    // Scene files: decoding, error messages, lint, the state dump and the docs' scene examples.
    .testTarget(
      name: "HeroSceneTests",
      dependencies: [
        "HeroScene", "HeroModel", "HeroEngine", "HeroRender", "HeroCompositor", "HeroTestSupport", "HeroSync",
        "HeroFiles",
      ]),
    // Pixels: compositor goldens, damage repaint, determinism, text, PNG.
    .testTarget(
      name: "HeroCompositorTests",
      dependencies: [
        "HeroCompositor", "HeroModel", "HeroTestSupport", "HeroRender", "HeroSync", "HeroFiles", "CPNG", "CPNGBench",
      ]),
    // The gallery (every scene under scenes/) against its goldens, and frame reuse.
    .testTarget(
      name: "GoldenTests",
      dependencies: [
        "HeroTestSupport", "HeroScene", "HeroEngine", "HeroCompositor", "HeroRender", "HeroVerify", "HeroProject",
      ]),
    // `hero` run as a process: every command, its options, errors and exit codes, the docs' examples.
    .testTarget(
      name: "CLITests", dependencies: ["HeroTestSupport", "HeroCompositor", "HeroModel", "HeroProject", "HeroVerify"],
      exclude: ["report_page.py"]),
    // `hero serve` run as a process: its HTTP API, and its page in headless chromium (Playwright); and
    // its parts in process (the state-dump stream, scene lookup).
    .testTarget(
      name: "HeroServeTests",
      dependencies: [
        "HeroServe", "HeroTestSupport", "HeroModel", "HeroScene", "HeroCompositor", "HeroRender", "HeroProject",
        "HeroVerify", "HeroSync", "HeroEngine", "HeroFiles",
      ],
      exclude: ["serve_page.py"]),
    // Storyboard, xib and asset-catalog import against fixtures, with goldens.
    .testTarget(
      name: "HeroImportTests",
      dependencies: ["HeroImport", "HeroLayout", "HeroCompositor", "HeroScene", "HeroModel", "HeroTestSupport"],
      exclude: ["Fixtures"]),
    // The Hero setup read from view controllers' Swift and Objective-C: literals, warnings, the
    // modifier table's completeness, overrides, and what reading costs as sources grow.
    .testTarget(
      name: "HeroSwiftSourceTests",
      dependencies: [
        "HeroSwiftSource", "HeroImport", "HeroEngine", "HeroModel", "HeroTestSupport", "HeroProject", "HeroScene",
      ],
      exclude: ["Fixtures"]),
    // Deterministic fuzzing of every input boundary (parser, scene reader, engine, compositor, PNG).
    .testTarget(
      name: "RobustnessTests",
      dependencies: [
        "HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroTestSupport", "HeroProject", "HeroSync",
        "HeroFiles",
      ]),
  ]
)
