import CHarfBuzz

#if canImport(Glibc)
    import Glibc
#endif

/// The HarfBuzz functions TextMetrics calls, looked up at run time in the shared library.
///
/// Debian ships HarfBuzz on a fresh machine only as `libharfbuzz.so.0` (no headers, no `libharfbuzz.so`),
/// so nothing links against it: ``load(_:)`` opens it with `dlopen` and resolves each function with `dlsym`
/// into the function-pointer types that `CHarfBuzz/shim.h` declares. The handle is never closed.
struct HarfBuzzLibrary: @unchecked Sendable {
    /// The soname loaded by default.
    static let defaultName = "libharfbuzz.so.0"

    let path: String
    let versionString: pp_hb_version_string_fn
    let blobCreate: pp_hb_blob_create_fn
    let blobDestroy: pp_hb_blob_destroy_fn
    let faceCreate: pp_hb_face_create_fn
    let faceDestroy: pp_hb_face_destroy_fn
    let faceGetUpem: pp_hb_face_get_upem_fn
    let faceGetGlyphCount: pp_hb_face_get_glyph_count_fn
    let fontCreate: pp_hb_font_create_fn
    let fontCreateSubFont: pp_hb_font_create_sub_font_fn
    let fontDestroy: pp_hb_font_destroy_fn
    let otFontSetFuncs: pp_hb_ot_font_set_funcs_fn
    let fontSetScale: pp_hb_font_set_scale_fn
    let fontSetFuncs: pp_hb_font_set_funcs_fn
    let fontFuncsCreate: pp_hb_font_funcs_create_fn
    let fontFuncsDestroy: pp_hb_font_funcs_destroy_fn
    let fontFuncsMakeImmutable: pp_hb_font_funcs_make_immutable_fn
    let fontFuncsSetGlyphHAdvanceFunc: pp_hb_font_funcs_set_glyph_h_advance_func_fn
    let bufferCreate: pp_hb_buffer_create_fn
    let bufferDestroy: pp_hb_buffer_destroy_fn
    let bufferClearContents: pp_hb_buffer_clear_contents_fn
    let bufferAllocationSuccessful: pp_hb_buffer_allocation_successful_fn
    let bufferAddUTF32: pp_hb_buffer_add_utf32_fn
    let bufferSetDirection: pp_hb_buffer_set_direction_fn
    let bufferSetScript: pp_hb_buffer_set_script_fn
    let bufferSetLanguage: pp_hb_buffer_set_language_fn
    let bufferGetGlyphPositions: pp_hb_buffer_get_glyph_positions_fn
    let bufferGetGlyphInfos: pp_hb_buffer_get_glyph_infos_fn
    let languageFromString: pp_hb_language_from_string_fn
    let shape: pp_hb_shape_fn
    let unicodeFuncsGetDefault: pp_hb_unicode_funcs_get_default_fn
    let unicodeScript: pp_hb_unicode_script_fn
    let scriptGetHorizontalDirection: pp_hb_script_get_horizontal_direction_fn

    /// The library's version, such as `6.0.0`.
    var version: String {
        guard let text = versionString() else { return "unknown" }
        return String(cString: text)
    }

    /// The system's HarfBuzz, loaded once per process.
    static let system: Result<HarfBuzzLibrary, TextMetricsError> = Result { () throws(TextMetricsError) in
        try load(defaultName)
    }

    /// Opens the library `name` (a soname or a path) and resolves every function.
    static func load(_ name: String) throws(TextMetricsError) -> HarfBuzzLibrary {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "dlopen failed"
            throw TextMetricsError(.harfBuzzUnavailable(reason: reason), path: name)
        }
        let lookup = SymbolLookup(handle: handle, path: name)
        return try HarfBuzzLibrary(
            path: name,
            versionString: lookup.resolve("hb_version_string"),
            blobCreate: lookup.resolve("hb_blob_create"),
            blobDestroy: lookup.resolve("hb_blob_destroy"),
            faceCreate: lookup.resolve("hb_face_create"),
            faceDestroy: lookup.resolve("hb_face_destroy"),
            faceGetUpem: lookup.resolve("hb_face_get_upem"),
            faceGetGlyphCount: lookup.resolve("hb_face_get_glyph_count"),
            fontCreate: lookup.resolve("hb_font_create"),
            fontCreateSubFont: lookup.resolve("hb_font_create_sub_font"),
            fontDestroy: lookup.resolve("hb_font_destroy"),
            otFontSetFuncs: lookup.resolve("hb_ot_font_set_funcs"),
            fontSetScale: lookup.resolve("hb_font_set_scale"),
            fontSetFuncs: lookup.resolve("hb_font_set_funcs"),
            fontFuncsCreate: lookup.resolve("hb_font_funcs_create"),
            fontFuncsDestroy: lookup.resolve("hb_font_funcs_destroy"),
            fontFuncsMakeImmutable: lookup.resolve("hb_font_funcs_make_immutable"),
            fontFuncsSetGlyphHAdvanceFunc: lookup.resolve("hb_font_funcs_set_glyph_h_advance_func"),
            bufferCreate: lookup.resolve("hb_buffer_create"),
            bufferDestroy: lookup.resolve("hb_buffer_destroy"),
            bufferClearContents: lookup.resolve("hb_buffer_clear_contents"),
            bufferAllocationSuccessful: lookup.resolve("hb_buffer_allocation_successful"),
            bufferAddUTF32: lookup.resolve("hb_buffer_add_utf32"),
            bufferSetDirection: lookup.resolve("hb_buffer_set_direction"),
            bufferSetScript: lookup.resolve("hb_buffer_set_script"),
            bufferSetLanguage: lookup.resolve("hb_buffer_set_language"),
            bufferGetGlyphPositions: lookup.resolve("hb_buffer_get_glyph_positions"),
            bufferGetGlyphInfos: lookup.resolve("hb_buffer_get_glyph_infos"),
            languageFromString: lookup.resolve("hb_language_from_string"),
            shape: lookup.resolve("hb_shape"),
            unicodeFuncsGetDefault: lookup.resolve("hb_unicode_funcs_get_default"),
            unicodeScript: lookup.resolve("hb_unicode_script"),
            scriptGetHorizontalDirection: lookup.resolve("hb_script_get_horizontal_direction")
        )
    }
}

/// Resolves symbols of one `dlopen` handle into typed C function pointers.
private struct SymbolLookup {
    let handle: UnsafeMutableRawPointer
    let path: String

    func resolve<Function>(_ name: String) throws(TextMetricsError) -> Function {
        guard let symbol = dlsym(handle, name) else {
            throw TextMetricsError(.harfBuzzSymbolMissing(name: name), path: path)
        }
        return unsafeBitCast(symbol, to: Function.self)
    }
}
