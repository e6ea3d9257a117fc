#if canImport(Glibc)
    import Glibc
#endif

/// One-line messages for the operator on standard error (the access log's stream).
enum ConfigLog {
    static func error(_ message: String) {
        let line = Array("pager-playground: \(message)\n".utf8)
        line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
    }
}
