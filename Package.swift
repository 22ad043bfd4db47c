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
  ],
  targets: [
    // The one lock (`Locked`) and the one bounded producer/consumer queue (`BoundedChannel`) every
    // module shares. pthreads only: no Foundation, no C of its own.
    .target(name: "HeroSync"),
    // `BoundedCache`: a dictionary that forgets its oldest entries beyond a count or a byte budget.
    .target(name: "HeroCache", dependencies: [.product(name: "DequeModule", package: "swift-collections")]),
    // Files in and out, POSIX only: inputs (size caps), outputs (temporary, fsync, rename), output folders, signals.
    .target(name: "HeroFiles", dependencies: ["HeroSync"]),
    // Pure values: geometry, colours, view trees, modifiers, per-frame layer states.
    .target(name: "HeroModel"),
    // Hero's semantics. No C, no clock.
    .target(name: "HeroEngine", dependencies: ["HeroModel"]),
    // Scene-file decoding and validation (uses the engine's modifier parser).
    .target(name: "HeroScene", dependencies: ["HeroModel", "HeroEngine", "HeroFiles"]),
    // Auto Layout: a Cassowary-class constraint solver and UIKit's layout rules on top of it. Pure
    // Swift: no C, no Foundation.
    .target(name: "HeroLayout"),
    // Interface Builder storyboards → `Scene` values (FoundationXML; no C of its own).
    .target(
      name: "HeroImport", dependencies: ["HeroModel", "HeroEngine", "HeroScene", "HeroFiles", "HeroLayout"]),
    // System libraries and the tiny C shims around them.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    // Pango + HarfBuzz text through pangocairo, fonts from a private fontconfig configuration.
    .systemLibrary(
      name: "CPango", pkgConfig: "pangoft2",
      providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
    // libpng (decoding, `--png-level`), zlib, HeroFrames' frame encoder (framepng.c; libdeflate for its
    // vectorised Adler-32 and CRC-32 only), the preview's YUV conversion.
    .target(
      name: "CPNG",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]),
    // hero-bench's comparison for the frame encoder (its filters, deflated by libdeflate): not in the
    // product, so that benchmark code stays out of `hero`.
    .target(name: "CPNGBench", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("deflate")]),
    // The only Swift module that imports Cairo and Pango.
    .target(
      name: "HeroCompositor", dependencies: ["HeroModel", "HeroFiles", "HeroCache", "CCairo", "CPango", "CPNG"]),
    // The pipelines behind the commands (frame workers, state dump, `hero preview`'s ffmpeg
    // pipeline), so tests run the real path.
    .target(
      name: "HeroRender",
      dependencies: ["HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroFiles", "HeroSync"]),
    // A command's session: the project, the scenes it finds and loads, what a run may cost, `CLIError`.
    .target(
      name: "HeroProject", dependencies: ["HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroFiles"]),
    // Goldens: their samples, verify and record, and the one compare-and-artefact path (`GoldenCheck`).
    .target(
      name: "HeroVerify",
      dependencies: [
        "HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroRender", "HeroFiles", "HeroSync",
        "HeroProject",
      ]),
    // `hero serve`: the local review page and its JSON API, on Hummingbird. Nothing else depends on
    // the server stack, so the renderer stays lean.
    .target(
      name: "HeroServe",
      dependencies: [
        "HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroRender", "HeroProject", "HeroVerify",
        "HeroFiles", "HeroSync", "HeroCache", .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"), .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Page")]),
    .target(
      name: "HeroTestSupport",
      dependencies: [
        "HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroProject", "HeroVerify", "HeroSync",
      ]),
    .executableTarget(
      name: "hero",
      dependencies: [
        "HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroRender", "HeroImport", "HeroLayout", "HeroFiles",
        "HeroProject", "HeroVerify", "HeroSync", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The report page's script and style, compiled in as ReportAssets.swift (scripts/embed-report-assets).
      exclude: ["Report"]),
    // The server behind `hero serve` (which checks the command line and runs this in its place): a
    // program of its own, so `hero` does not link SwiftNIO and Hummingbird.
    .executableTarget(name: "hero-serve", dependencies: ["HeroServe", "HeroProject", "HeroFiles"]),
    // `swift run -c release hero-bench frames`: the benchmark scene end to end (see docs/performance.md).
    .executableTarget(
      name: "hero-bench",
      dependencies: ["HeroCompositor", "HeroEngine", "HeroModel", "HeroRender", "HeroScene", "CPNG", "CPNGBench"]),
    .testTarget(name: "HeroSyncTests", dependencies: ["HeroSync"]),
    // BoundedCache against a plain model of its order, and its work per operation as the entries grow.
    .testTarget(name: "HeroCacheTests", dependencies: ["HeroCache", "HeroTestSupport"]),
    // The output-folder lifecycle: prepare and undo, lock, remove stale, and the errors it names.
    .testTarget(name: "HeroFilesTests", dependencies: ["HeroFiles"]),
    .testTarget(name: "HeroModelTests", dependencies: ["HeroModel"]),
    // The solver against kiwisolver (an independent Cassowary, through python3), by hand and for cost.
    .testTarget(name: "HeroLayoutTests", dependencies: ["HeroLayout", "HeroTestSupport"], exclude: ["kiwi_solve.py"]),
    .testTarget(name: "HeroEngineTests", dependencies: ["HeroEngine", "HeroModel"]),
    .testTarget(
      name: "HeroSceneTests",
      dependencies: ["HeroScene", "HeroModel", "HeroEngine", "HeroRender", "HeroCompositor", "HeroTestSupport"]),
    .testTarget(
      name: "HeroCompositorTests",
      dependencies: ["HeroCompositor", "HeroModel", "HeroTestSupport", "HeroRender", "CPNG", "CPNGBench"]),
    .testTarget(
      name: "GoldenTests",
      dependencies: ["HeroTestSupport", "HeroScene", "HeroEngine", "HeroCompositor", "HeroModel", "HeroRender"]),
    .testTarget(
      name: "CLITests", dependencies: ["HeroTestSupport", "HeroCompositor", "HeroModel", "HeroProject", "HeroVerify"],
      exclude: ["report_page.py"]),
    // `hero serve` run as a process: its HTTP API, and its page in headless chromium (Playwright); and
    // its parts in process (the state-dump stream, scene lookup).
    .testTarget(
      name: "HeroServeTests",
      dependencies: [
        "HeroServe", "HeroTestSupport", "HeroModel", "HeroScene", "HeroCompositor", "HeroRender", "HeroProject",
        "HeroVerify", "HeroSync",
      ],
      exclude: ["serve_page.py"]),
    .testTarget(
      name: "HeroImportTests",
      dependencies: ["HeroImport", "HeroLayout", "HeroCompositor", "HeroScene", "HeroModel", "HeroTestSupport"],
      exclude: ["Fixtures"]),
    // Deterministic fuzzing of every input boundary (parser, scene reader, engine, compositor, PNG).
    .testTarget(
      name: "RobustnessTests",
      dependencies: ["HeroModel", "HeroEngine", "HeroScene", "HeroCompositor", "HeroTestSupport", "HeroProject"]),
  ]
)
