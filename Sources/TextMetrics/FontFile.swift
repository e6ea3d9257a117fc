#if canImport(Glibc)
    import Glibc
#endif

/// The bytes of one font file, read once and shared by FreeType and HarfBuzz so both see the same font.
///
/// The bytes live in one allocation that stays put and is never written after `init` (so the file is safe to
/// share between threads) until the object goes away; `FT_New_Memory_Face` and
/// `hb_blob_create` borrow it, so whoever holds a face must also hold its `FontFile`.
final class FontFile: @unchecked Sendable {
    let path: String
    let bytes: UnsafeMutableRawBufferPointer

    init(path: String) throws(TextMetricsError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw TextMetricsError(.fontFileUnreadable(errno: errno), path: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw TextMetricsError(.fontFileUnreadable(errno: errno), path: path)
        }
        let size = Int(status.st_size)
        guard size > 0, size < 64 << 20 else { throw TextMetricsError(.fontFileUnreadable(errno: EINVAL), path: path) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        var offset = 0
        while offset < size {
            let count = read(descriptor, buffer.baseAddress.map { $0 + offset }, size - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = count == 0 ? EIO : errno
                buffer.deallocate()
                throw TextMetricsError(.fontFileUnreadable(errno: code), path: path)
            }
            offset += count
        }
        bytes = buffer
    }

    /// A copy of `bytes` (an uploaded font); `name` stands for the path in errors.
    init(bytes: [UInt8], name: String) throws(TextMetricsError) {
        guard !bytes.isEmpty, bytes.count < 64 << 20 else {
            throw TextMetricsError(.fontFileUnreadable(errno: EINVAL), path: name)
        }
        path = name
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
        buffer.copyBytes(from: bytes)
        self.bytes = buffer
    }

    deinit {
        bytes.deallocate()
    }
}
