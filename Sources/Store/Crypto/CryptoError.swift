/// A failure inside OpenSSL's libcrypto, with the function that reported it.
public struct CryptoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The libcrypto function that failed, e.g. `RAND_bytes`.
    public var function: String
    /// OpenSSL's first queued error code (`ERR_get_error`), 0 when none was queued.
    public var code: UInt

    public init(function: String, code: UInt) {
        self.function = function
        self.code = code
    }

    public var description: String {
        "libcrypto \(function) failed (error 0x\(String(code, radix: 16)))"
    }
}
