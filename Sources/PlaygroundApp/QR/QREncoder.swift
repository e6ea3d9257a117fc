private import CQRencode

#if canImport(Glibc)
    import Glibc
#endif

/// QR codes from Debian's libqrencode: the smallest symbol that holds the text at error-correction
/// level M (15 % of the symbol may be lost to a glare or a crease), 8-bit mode for everything that is
/// not a run of digits or capitals (UTF-8 kept byte for byte), case sensitive.
///
/// ```swift
/// let matrix = try QREncoder.encode("https://example.com/embed/AbC123xyZ9/v/2?fit=screen")
/// let svg = QRCodeSVG.document(matrix)
/// ```
enum QREncoder {
    /// The module matrix of `text`.
    ///
    /// - Throws: ``QREncodingError`` when the text is empty, has a NUL, is too long for version 40, or
    ///   libqrencode fails.
    static func encode(_ text: String) throws(QREncodingError) -> QRMatrix {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw .empty }
        if let offset = bytes.firstIndex(of: 0) { throw .containsNUL(offset: offset) }
        // `QRcode_encodeString` reports through errno; start from 0 so a stale value is never read.
        errno = 0
        // QR_MODE_8: "all of non-alphanumerical characters will be encoded as is … If you want to embed
        // UTF-8 string, choose this" (qrencode.h); 1: case sensitive.
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else {
            switch errno {
            case ERANGE: throw .tooLong(byteCount: bytes.count)
            case ENOMEM: throw .outOfMemory
            default: throw .library(errno: errno)
            }
        }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        guard size > 0, let data = code.pointee.data else { throw .library(errno: EINVAL) }
        // Each byte is one module; its least significant bit is 1 for dark (qrencode.h, "QRcode class").
        let modules = UnsafeBufferPointer(start: data, count: size * size)
        let dark = modules.map { $0 & 1 == 1 }
        guard let matrix = QRMatrix(version: Int(code.pointee.version), size: size, dark: dark) else {
            throw .library(errno: EINVAL)
        }
        return matrix
    }
}
