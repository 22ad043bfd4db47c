extension String {
  /// The text of a run of Unicode scalars: what the parsers that index a string's scalars (modifier
  /// strings, SVG path data) quote and convert.
  public init(scalars: some Sequence<Unicode.Scalar>) {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    self.init(view)
  }
}
