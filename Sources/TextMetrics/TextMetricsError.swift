#if canImport(Glibc)
    import Glibc
#endif

/// A failure to set up text measurement, with what was being done and the C library's own code.
public struct TextMetricsError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A font file could not be opened or read (`errno` from `open`, `fstat` or `read`).
        case fontFileUnreadable(errno: Int32)
        /// A FreeType call returned a non-zero `FT_Error`.
        case freeType(function: String, code: Int32)
        /// A HarfBuzz call returned nothing or an empty object.
        case harfBuzz(function: String)

        /// A few words for a designer: `FT_Error 2`, `unreadable`.
        public var summary: String {
            switch self {
            case .fontFileUnreadable: "unreadable"
            case .freeType(_, 2): "not a TrueType or OpenType file: FT_Err_Unknown_File_Format"
            case .freeType(_, 3): "a broken font file: FT_Err_Invalid_File_Format"
            case .freeType(let function, let code): "\(function): FT_Error \(code)"
            case .harfBuzz(let function): "HarfBuzz \(function)"
            }
        }
    }

    public var kind: Kind
    /// The font file the failure is about.
    public var path: String

    public init(_ kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    public var description: String {
        switch kind {
        case .fontFileUnreadable(let code):
            "cannot read font file \(path): \(String(cString: strerror(code))) (errno \(code))"
        case .freeType(let function, let code):
            "FreeType \(function) failed for \(path) with FT_Error \(code)"
        case .harfBuzz(let function):
            "HarfBuzz \(function) failed for \(path)"
        }
    }
}
