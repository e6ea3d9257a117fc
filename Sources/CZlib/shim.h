#include <zlib.h>

/// deflateInit2 and inflateInit2 are macros over the versioned entry points, which Swift cannot import.
static inline int czlib_deflate_init2(z_streamp strm, int level, int windowBits, int memLevel, int strategy) {
    return deflateInit2(strm, level, Z_DEFLATED, windowBits, memLevel, strategy);
}
static inline int czlib_inflate_init2(z_streamp strm, int windowBits) {
    return inflateInit2(strm, windowBits);
}
