internal import CCrypto

/// Where slugs and edit tokens get their randomness.
///
/// ``secure`` is OpenSSL's CSPRNG (`RAND_bytes`); tests may script the bytes to force a slug
/// collision, which a real generator produces once in 10^17 draws.
public struct RandomSource: Sendable {
    private let generate: @Sendable (Int) throws(CryptoError) -> [UInt8]

    /// A source that returns `generate(count)`; it must return exactly `count` bytes.
    public init(_ generate: @escaping @Sendable (Int) throws(CryptoError) -> [UInt8]) {
        self.generate = generate
    }

    /// OpenSSL's cryptographically secure generator.
    ///
    /// Related documentation: <https://docs.openssl.org/3.0/man3/RAND_bytes/>
    public static let secure = RandomSource { (count) throws(CryptoError) in
        var bytes = [UInt8](repeating: 0, count: count)
        let status = bytes.withUnsafeMutableBufferPointer { buffer in
            RAND_bytes(buffer.baseAddress, Int32(buffer.count))
        }
        guard status == 1 else {
            throw CryptoError(function: "RAND_bytes", code: ERR_get_error())
        }
        return bytes
    }

    /// `count` random bytes.
    public func bytes(_ count: Int) throws(CryptoError) -> [UInt8] {
        let bytes = try generate(count)
        precondition(bytes.count == count, "a RandomSource returned \(bytes.count) bytes for \(count)")
        return bytes
    }
}
