/// One-shot gzip (RFC 1952) for static files: compressed once, then cached by the server.
public enum Gzip {
    /// The gzip encoding of `bytes` at `level` (default 9: files are compressed once and served often).
    public static func compress(_ bytes: [UInt8], level: Int32 = 9) -> [UInt8]? {
        Deflater(format: .gzip, level: level).compress(bytes, flush: .finish)
    }
}
