import CCairo

/// Runs drawing code on a fresh Cairo context for a surface and turns a context left in an error
/// state (Cairo then silently ignores every later call) into a thrown error.
enum CairoContext {
  static func draw(
    on surface: OpaquePointer, _ what: @autoclosure () -> String,
    _ body: (OpaquePointer) throws(CompositorError) -> Void
  ) throws(CompositorError) {
    guard let cr = cairo_create(surface) else {
      throw CompositorError("\(what()): cairo could not create a context")
    }
    defer { cairo_destroy(cr) }
    try body(cr)
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CompositorError(
        "\(what()): cairo failed (\(String(cString: cairo_status_to_string(status)))); the geometry is probably out of range"
      )
    }
    cairo_surface_flush(surface)
  }
}
