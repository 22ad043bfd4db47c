// HeroScene: scene files in, `Scene` values out, and the state dump back to JSON.
//
// It reads the scene format of `docs/scene-format.md` with a small JSON reader of its own that keeps
// the line and column of every value, so every error names the file, the JSON path of the offending
// value (`to.children[2].modifiers`), where it is, what is wrong and, when one helps, a suggestion.
// It writes the state dump of `docs/state-dump.md` with a deterministic JSON writer.
//
// It does not animate (that is `HeroEngine`) and does not draw (that is `HeroCompositor`).
