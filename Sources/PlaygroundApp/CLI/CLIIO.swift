#if canImport(Glibc)
    import Glibc
#endif

/// Reading input files and writing standard output for the commands, with errors as `CLIError`s.
enum CLIIO {
    /// At most this much is read from one input file (configs and scripts are small).
    static let maximumInputSize = 16 << 20

    /// Writes all of `bytes` to file descriptor 1, retrying after signals and short writes.
    static func writeStandardOutput(_ bytes: [UInt8]) throws(CLIError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw CLIError.io("cannot write to standard output: \(String(cString: strerror(errno)))")
            }
            offset += count
        }
    }

    /// The bytes of the file at `path`, or of standard input when `path` is `-`.
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CLIError.io("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw CLIError.io("cannot read \(path): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximumInputSize else {
                throw CLIError.data("\(path) is larger than \(maximumInputSize >> 20) MiB")
            }
        }
        return bytes
    }
}
