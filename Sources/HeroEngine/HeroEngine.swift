// HeroEngine: Hero's transition semantics as pure Swift values.
//
// What it does: folds modifiers into target states (`TargetState`), parses Hero's modifier and
// default-animation strings (`ModifierParser`), evaluates timing curves, springs, arcs and
// value interpolation (CSS matrix3d decomposition for transforms), computes Hero's automatic
// durations, builds the default-animation templates and cascade orders, and runs the transition
// pipeline that turns a `Scene` into per-frame `FrameState`s.
//
// What it does not do: no pixels (that is `HeroCompositor`), no file formats (that is
// `HeroScene`), no clocks, threads or Dispatch — time is always a parameter, and the same input
// gives the same output.
