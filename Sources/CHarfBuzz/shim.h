// The few HarfBuzz declarations TextMetrics needs, written out by hand.
//
// Debian installs HarfBuzz on a fresh machine only as the runtime library libharfbuzz.so.0, without
// headers or the unversioned libharfbuzz.so link, so this target declares types and function-pointer
// types only and links nothing: TextMetrics opens the library with dlopen("libharfbuzz.so.0") and
// looks each function up with dlsym. Layouts and signatures follow hb-common.h, hb-blob.h, hb-face.h,
// hb-font.h, hb-buffer.h, hb-shape.h, hb-unicode.h and hb-ot-font.h of HarfBuzz 2.x to 11.x, which
// kept them stable.
#ifndef PAGER_PLAYGROUND_CHARFBUZZ_SHIM_H
#define PAGER_PLAYGROUND_CHARFBUZZ_SHIM_H

#include <stdint.h>

typedef struct hb_blob_t hb_blob_t;
typedef struct hb_face_t hb_face_t;
typedef struct hb_font_t hb_font_t;
typedef struct hb_font_funcs_t hb_font_funcs_t;
typedef struct hb_buffer_t hb_buffer_t;
typedef struct hb_unicode_funcs_t hb_unicode_funcs_t;
typedef const struct hb_language_impl_t *hb_language_t;

typedef int hb_bool_t;
typedef uint32_t hb_codepoint_t;
typedef int32_t hb_position_t;
typedef uint32_t hb_script_t;
typedef uint32_t hb_direction_t;
typedef uint32_t hb_memory_mode_t;

enum {
    PP_HB_MEMORY_MODE_READONLY = 1,
    PP_HB_DIRECTION_INVALID = 0,
    PP_HB_DIRECTION_LTR = 4,
    PP_HB_DIRECTION_RTL = 5,
};

typedef struct {
    hb_position_t x_advance;
    hb_position_t y_advance;
    hb_position_t x_offset;
    hb_position_t y_offset;
    uint32_t var;
} hb_glyph_position_t;

typedef struct {
    hb_codepoint_t codepoint;
    uint32_t mask;
    uint32_t cluster;
    uint32_t var1;
    uint32_t var2;
} hb_glyph_info_t;

typedef struct {
    uint32_t tag;
    uint32_t value;
    unsigned int start;
    unsigned int end;
} hb_feature_t;

typedef void (*hb_destroy_func_t)(void *user_data);
typedef hb_position_t (*hb_font_get_glyph_advance_func_t)(
    hb_font_t *font, void *font_data, hb_codepoint_t glyph, void *user_data);

typedef const char *(*pp_hb_version_string_fn)(void);
typedef hb_blob_t *(*pp_hb_blob_create_fn)(
    const char *data, unsigned int length, hb_memory_mode_t mode, void *user_data, hb_destroy_func_t destroy);
typedef void (*pp_hb_blob_destroy_fn)(hb_blob_t *blob);
typedef hb_face_t *(*pp_hb_face_create_fn)(hb_blob_t *blob, unsigned int index);
typedef void (*pp_hb_face_destroy_fn)(hb_face_t *face);
typedef unsigned int (*pp_hb_face_get_upem_fn)(const hb_face_t *face);
typedef unsigned int (*pp_hb_face_get_glyph_count_fn)(const hb_face_t *face);
typedef hb_font_t *(*pp_hb_font_create_fn)(hb_face_t *face);
typedef hb_font_t *(*pp_hb_font_create_sub_font_fn)(hb_font_t *parent);
typedef void (*pp_hb_font_destroy_fn)(hb_font_t *font);
typedef void (*pp_hb_ot_font_set_funcs_fn)(hb_font_t *font);
typedef void (*pp_hb_font_set_scale_fn)(hb_font_t *font, int x_scale, int y_scale);
typedef void (*pp_hb_font_set_funcs_fn)(
    hb_font_t *font, hb_font_funcs_t *klass, void *font_data, hb_destroy_func_t destroy);
typedef hb_font_funcs_t *(*pp_hb_font_funcs_create_fn)(void);
typedef void (*pp_hb_font_funcs_destroy_fn)(hb_font_funcs_t *ffuncs);
typedef void (*pp_hb_font_funcs_make_immutable_fn)(hb_font_funcs_t *ffuncs);
typedef void (*pp_hb_font_funcs_set_glyph_h_advance_func_fn)(
    hb_font_funcs_t *ffuncs, hb_font_get_glyph_advance_func_t func, void *user_data, hb_destroy_func_t destroy);
typedef hb_buffer_t *(*pp_hb_buffer_create_fn)(void);
typedef void (*pp_hb_buffer_destroy_fn)(hb_buffer_t *buffer);
typedef void (*pp_hb_buffer_clear_contents_fn)(hb_buffer_t *buffer);
typedef hb_bool_t (*pp_hb_buffer_allocation_successful_fn)(hb_buffer_t *buffer);
typedef void (*pp_hb_buffer_add_utf32_fn)(
    hb_buffer_t *buffer, const uint32_t *text, int text_length, unsigned int item_offset, int item_length);
typedef void (*pp_hb_buffer_set_direction_fn)(hb_buffer_t *buffer, hb_direction_t direction);
typedef void (*pp_hb_buffer_set_script_fn)(hb_buffer_t *buffer, hb_script_t script);
typedef void (*pp_hb_buffer_set_language_fn)(hb_buffer_t *buffer, hb_language_t language);
typedef hb_glyph_position_t *(*pp_hb_buffer_get_glyph_positions_fn)(hb_buffer_t *buffer, unsigned int *length);
typedef hb_glyph_info_t *(*pp_hb_buffer_get_glyph_infos_fn)(hb_buffer_t *buffer, unsigned int *length);
typedef hb_language_t (*pp_hb_language_from_string_fn)(const char *str, int len);
typedef void (*pp_hb_shape_fn)(
    hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int num_features);
typedef hb_unicode_funcs_t *(*pp_hb_unicode_funcs_get_default_fn)(void);
typedef hb_script_t (*pp_hb_unicode_script_fn)(hb_unicode_funcs_t *ufuncs, hb_codepoint_t unicode);
typedef hb_direction_t (*pp_hb_script_get_horizontal_direction_fn)(hb_script_t script);

#endif
