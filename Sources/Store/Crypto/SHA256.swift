internal import CCrypto

/// SHA-256 digests and constant-time comparison, through libcrypto's EVP interface.
///
/// Related documentation: FIPS 180-4; <https://docs.openssl.org/3.0/man3/EVP_DigestInit/>
public enum SHA256 {
    /// Bytes in a digest.
    public static let digestCount = 32

    /// The SHA-256 digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) throws(CryptoError) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let status = bytes.withUnsafeBytes { input in
            digest.withUnsafeMutableBufferPointer { output in
                EVP_Digest(input.baseAddress, input.count, output.baseAddress, &length, EVP_sha256(), nil)
            }
        }
        guard status == 1, length == UInt32(digestCount) else {
            throw CryptoError(function: "EVP_Digest", code: ERR_get_error())
        }
        return Array(digest.prefix(digestCount))
    }

    /// Whether `a` and `b` are equal, taking the same time wherever they differ (`CRYPTO_memcmp`).
    ///
    /// Lengths are not secret: different lengths return false at once.
    public static func constantTimeEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in
                CRYPTO_memcmp(left.baseAddress, right.baseAddress, left.count) == 0
            }
        }
    }
}
