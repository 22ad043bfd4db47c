// Pango (with HarfBuzz shaping) drawing through Cairo, on fonts from a private fontconfig
// configuration. Only HeroCompositor imports this module.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H

// A Cairo font map (FreeType fonts) that sees only the fonts of `config`, never the machine's.
static inline PangoFontMap *hero_font_map_new(FcConfig *config) {
  PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  if (map == NULL) return NULL;
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  return map;
}

// g_object_unref without the GObject casts Swift cannot spell.
static inline void hero_object_unref(void *object) { g_object_unref(object); }

// The version of the FreeType library loaded at run time (FreeType gives it only through a library
// instance); 0.0.0 when none can be made.
static inline void hero_freetype_version(int *major, int *minor, int *patch) {
  FT_Library library;
  *major = *minor = *patch = 0;
  if (FT_Init_FreeType(&library) != 0) return;
  FT_Library_Version(library, major, minor, patch);
  FT_Done_FreeType(library);
}
