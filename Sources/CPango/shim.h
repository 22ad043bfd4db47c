// Pango (with HarfBuzz shaping) drawing through Cairo, on fonts from a private fontconfig
// configuration. Only HeroCompositor imports this module.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// A Cairo font map (FreeType fonts) that sees only the fonts of `config`, never the machine's.
static inline PangoFontMap *hero_font_map_new(FcConfig *config) {
  PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  if (map == NULL) return NULL;
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
  return map;
}

// g_object_unref without the GObject casts Swift cannot spell.
static inline void hero_object_unref(void *object) { g_object_unref(object); }
