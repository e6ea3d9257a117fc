/// The secret that lets its holder update or delete one saved config.
///
/// 256 random bits, written as 43 characters of unpadded base64url (RFC 4648 §5), handed out once at
/// creation. The database keeps only ``hash(of:)``, the SHA-256 of the token's UTF-8 text, and
/// presented tokens are compared by hash in constant time. The description is redacted so a token
/// printed by accident does not reach a log.
public struct EditToken: Sendable, Hashable, CustomStringConvertible {
    /// Random bytes in a token.
    public static let byteCount = 32

    /// The token text to give to the author (`Authorization: Bearer <value>`).
    public let value: String

    init(value: String) {
        self.value = value
    }

    /// A fresh token from `random`.
    public static func generate(using random: RandomSource) throws(CryptoError) -> EditToken {
        EditToken(value: Base64URL.encode(try random.bytes(byteCount)))
    }

    /// The stored form of a presented token: SHA-256 of its UTF-8 bytes.
    public static func hash(of token: String) throws(CryptoError) -> [UInt8] {
        try SHA256.hash(Array(token.utf8))
    }

    /// Whether `presented` is the token whose hash is `storedHash`, compared in constant time.
    public static func matches(_ presented: String, storedHash: [UInt8]) throws(CryptoError) -> Bool {
        SHA256.constantTimeEquals(try hash(of: presented), storedHash)
    }

    public var description: String { "EditToken(redacted)" }
}
