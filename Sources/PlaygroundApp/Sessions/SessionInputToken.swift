import HTTPCore
import Store

/// The secret that lets a client steer a live session (docs/api.md, "Input token").
///
/// A session id is a capability to watch: it is in the stream's URL, in shared links to a compare view,
/// in logs. Steering (input batches, ending the session) needs this second secret as well, which only
/// the creation answer carries (`inputToken`); the client sends it back as `X-Input-Token`.
///
/// ```swift
/// guard session.inputToken.isPresented(in: request) else { return responder.fail(SessionError.inputTokenRequired) }
/// ```
struct SessionInputToken: Sendable {
    /// The request header that carries the token.
    static let header = "X-Input-Token"

    /// 128 random bits as 32 lowercase hex digits.
    let value: String

    init(value: String = SessionRegistry.newID()) {
        self.value = value
    }

    /// Whether `request` carries this token in ``header`` (compared in constant time).
    func isPresented(in request: Request) -> Bool {
        guard let presented = request.header(Self.header) else { return false }
        return SHA256.constantTimeEquals(Array(presented.utf8), Array(value.utf8))
    }
}
