#include <cairo/cairo.h>
// Only for its version (RendererVersions): Cairo draws through pixman.
#include <pixman.h>
