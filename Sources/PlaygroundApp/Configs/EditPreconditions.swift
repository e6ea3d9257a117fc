import HTTPCore
import Store

/// The headers an edit (`PUT`, `DELETE`) carries: the edit token and the version it replaces (required
/// for `PUT`, optional for `DELETE`); and the key a create or fork may carry.
enum EditPreconditions {
    /// The token of `Authorization: Bearer <token>` (RFC 6750 §2.1; the scheme in any case).
    ///
    /// - Throws: 401 with `WWW-Authenticate: Bearer` when the field is missing, uses another scheme or
    ///   has no token.
    static func bearerToken(_ request: Request) throws(HTTPError) -> String {
        guard let value = request.header("Authorization") else {
            throw unauthorized("This change needs the edit token: send Authorization: Bearer <editToken>.")
        }
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw unauthorized("The Authorization header must be Bearer <editToken>.")
        }
        let token = String(parts[1].trimmingSpaces)
        guard !token.isEmpty, !token.contains(" ") else {
            throw unauthorized("The Authorization header must be Bearer <editToken>.")
        }
        return token
    }

    /// The version number of `If-Match: "<n>"` (an entity tag as in RFC 9110 §8.8.3; a bare number is
    /// accepted too).
    ///
    /// - Throws: 428 when the field is missing (RFC 6585 §3: without it a save could overwrite someone
    ///   else's); 400 when it is not one version (`*`, a list, a weak tag, not a number).
    static func expectedVersion(_ request: Request) throws(HTTPError) -> Int {
        guard let value = request.header("If-Match") else {
            throw HTTPError(
                .preconditionRequired, code: "precondition-required",
                message: "Say which version this edit replaces: send If-Match: \"<version>\" (the version you loaded).")
        }
        var text = value.trimmingSpaces
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        guard let version = ConfigRequestBody.positiveInteger(text) else {
            throw HTTPError.badRequest("If-Match must name exactly one version, such as \"3\".")
        }
        return version
    }

    /// The key of `Idempotency-Key` on a create or fork, if sent: the same key saves once
    /// (``Store/IdempotencyKey``). A quoted key (a structured-field string, as the IETF draft
    /// `draft-ietf-httpapi-idempotency-key-header` writes it) is taken without its quotes.
    ///
    /// - Throws: 400 when the field is not 16–255 printable ASCII characters without spaces.
    static func idempotencyKey(_ request: Request) throws(HTTPError) -> IdempotencyKey? {
        guard let value = request.header("Idempotency-Key") else { return nil }
        var text = value.trimmingSpaces
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        guard let key = IdempotencyKey(String(text)) else {
            throw HTTPError.badRequest(
                "Idempotency-Key must be \(IdempotencyKey.lengths.lowerBound)–\(IdempotencyKey.lengths.upperBound)"
                    + " printable ASCII characters without spaces, made at random for this save.")
        }
        return key
    }

    private static func unauthorized(_ message: String) -> HTTPError {
        HTTPError(
            .unauthorized, code: "unauthorized", message: message,
            headers: ["WWW-Authenticate": "Bearer realm=\"pager-playground\""])
    }
}
