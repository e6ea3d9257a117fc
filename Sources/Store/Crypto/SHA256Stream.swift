internal import CCrypto

/// A SHA-256 digest fed in pieces (`EVP_DigestInit_ex`, `EVP_DigestUpdate`, `EVP_DigestFinal_ex`), for
/// content too large to hold at once: `migrate` hashes each table page by page (``StoreCopy``).
///
/// Related documentation: <https://docs.openssl.org/3.0/man3/EVP_DigestInit/>
final class SHA256Stream {
    private let context: OpaquePointer

    init() throws(CryptoError) {
        guard let context = EVP_MD_CTX_new() else {
            throw CryptoError(function: "EVP_MD_CTX_new", code: ERR_get_error())
        }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(context)
            throw CryptoError(function: "EVP_DigestInit_ex", code: ERR_get_error())
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// Adds `bytes` to the content.
    func update(_ bytes: [UInt8]) throws(CryptoError) {
        let status = bytes.withUnsafeBytes { EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
        guard status == 1 else { throw CryptoError(function: "EVP_DigestUpdate", code: ERR_get_error()) }
    }

    /// The digest of everything added; the stream takes no more after it.
    func finish() throws(CryptoError) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let status = digest.withUnsafeMutableBufferPointer { EVP_DigestFinal_ex(context, $0.baseAddress, &length) }
        guard status == 1, length == UInt32(SHA256.digestCount) else {
            throw CryptoError(function: "EVP_DigestFinal_ex", code: ERR_get_error())
        }
        return Array(digest.prefix(SHA256.digestCount))
    }
}
