import CLinux
import Glibc

/// The few file-system calls static files need, with errors as values.
enum FileSystem {
    struct Status {
        var size: Int
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
        var isRegular: Bool
        var isDirectory: Bool
    }

    /// `stat(2)` of `path`, or nil when it does not exist or cannot be read.
    static func status(_ path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Status(
            size: Int(info.st_size), modifiedSeconds: Int(info.st_mtim.tv_sec),
            modifiedNanoseconds: Int(info.st_mtim.tv_nsec), isRegular: clinux_is_regular(info.st_mode) != 0,
            isDirectory: clinux_is_directory(info.st_mode) != 0)
    }

    /// The canonical absolute path (`realpath(3)`), or nil.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(decoding: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)), as: UTF8.self)
    }

    /// Reads a whole regular file of at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws(SystemError) -> [UInt8] {
        let fd = try syscallChecked("open") { open(path, O_RDONLY | O_CLOEXEC) }
        defer { close(fd) }
        var info = stat()
        _ = try syscallChecked("fstat") { fstat(fd, &info) }
        let size = Int(info.st_size)
        guard size <= limit else { throw SystemError(function: "read", errno: EFBIG, context: path) }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = try bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemError) in
                    guard let base = buffer.baseAddress else { return 0 }
                    return try syscallChecked("read") { Glibc.read(fd, base + offset, size - offset) }
                }
            }.get()
            if count == 0 { break }
            offset += count
        }
        return Array(bytes[0..<offset])
    }
}
