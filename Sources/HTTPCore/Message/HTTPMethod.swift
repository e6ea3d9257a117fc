/// The request methods the server answers (RFC 9110 §9).
///
/// A syntactically valid method outside this set (`CONNECT`, `TRACE`, `BREW`, …) is answered with
/// 501 Not Implemented by the parser, so handlers only ever see these cases.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
    case patch = "PATCH"
    case options = "OPTIONS"

    public var description: String { rawValue }

    /// Recognises a method token from its bytes without allocating.
    ///
    /// - Returns: The method, or nil when the token is not one the server implements.
    static func recognise(_ token: UnsafeBufferPointer<UInt8>) -> HTTPMethod? {
        switch token.count {
        case 3:
            if matches(token, "GET") { return .get }
            if matches(token, "PUT") { return .put }
        case 4:
            if matches(token, "HEAD") { return .head }
            if matches(token, "POST") { return .post }
        case 5:
            if matches(token, "PATCH") { return .patch }
        case 6:
            if matches(token, "DELETE") { return .delete }
        case 7:
            if matches(token, "OPTIONS") { return .options }
        default:
            break
        }
        return nil
    }

    private static func matches(_ token: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { expected in
            expected.count == token.count && zip(expected, token).allSatisfy { $0 == $1 }
        }
    }
}
