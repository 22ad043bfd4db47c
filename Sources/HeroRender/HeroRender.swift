// HeroRender: the pipelines behind the `hero` commands, in a library so that tests run exactly what
// the CLI runs.
//
// `FrameRenderer` spreads a transition's frames over a pool of compositors (one per worker);
// `StatesPipeline` samples a transition into the state dump. It parses no options and prints nothing
// (that is the `hero` executable), and it paints through `HeroCompositor` only, never Cairo directly.
