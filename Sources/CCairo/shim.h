#include <cairo/cairo.h>
#include <pixman.h>
