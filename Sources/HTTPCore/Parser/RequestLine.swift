/// The parsed request line: `method SP request-target SP HTTP-version` (RFC 9112 §3).
struct RequestLine {
    var method: HTTPMethod
    var target: String
    var version: HTTPVersion

    static func parse(
        _ line: Slice<UnsafeBufferPointer<UInt8>>, limits: ParserLimits
    ) -> Result<RequestLine, HTTPParseError> {
        let bytes = UnsafeBufferPointer(rebasing: line)
        guard let firstSpace = bytes.firstIndex(of: ASCII.space), firstSpace > 0 else {
            return .failure(.malformed("request line has no method"))
        }
        let method = UnsafeBufferPointer(rebasing: bytes[..<firstSpace])
        guard method.allSatisfy(ASCII.isToken) else { return .failure(.malformed("invalid method")) }
        let afterMethod = firstSpace + 1
        guard let secondSpace = bytes[afterMethod...].firstIndex(of: ASCII.space), secondSpace > afterMethod else {
            return .failure(.malformed("request line has no target"))
        }
        let target = UnsafeBufferPointer(rebasing: bytes[afterMethod..<secondSpace])
        guard target.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "#") }) else {
            return .failure(.malformed("invalid character in the request target"))
        }
        let version: HTTPVersion
        switch parseVersion(UnsafeBufferPointer(rebasing: bytes[(secondSpace + 1)...])) {
        case .success(let parsed): version = parsed
        case .failure(let error): return .failure(error)
        }
        guard let known = HTTPMethod.recognise(method) else {
            return .failure(HTTPParseError(.methodNotImplemented, "method \(shown(method)) is not implemented"))
        }
        guard target.count <= limits.maxTargetBytes else {
            return .failure(HTTPParseError(.targetTooLong, "request target exceeds \(limits.maxTargetBytes) bytes"))
        }
        guard let originForm = originForm(target, method: known) else {
            return .failure(.malformed("request target is not a path"))
        }
        return .success(RequestLine(method: known, target: originForm, version: version))
    }

    /// The longest method name an error message repeats (``shown(_:)``).
    static let maximumShownMethodBytes = 32

    /// An unknown method as the 501 body repeats it: at most ``maximumShownMethodBytes`` bytes, then
    /// `…`. The bytes are token characters already (checked above), so printable ASCII.
    static func shown(_ method: UnsafeBufferPointer<UInt8>) -> String {
        guard method.count > maximumShownMethodBytes else { return String(decoding: method, as: UTF8.self) }
        return String(decoding: method.prefix(maximumShownMethodBytes), as: UTF8.self) + "…"
    }

    /// `HTTP/DIGIT.DIGIT`; a major version other than 1 is refused with 505 (RFC 9110 §15.6.6).
    private static func parseVersion(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<HTTPVersion, HTTPParseError> {
        guard bytes.count == 8, bytes.prefix(5).elementsEqual("HTTP/".utf8), bytes[6] == UInt8(ascii: "."),
            let major = digit(bytes[5]), let minor = digit(bytes[7])
        else { return .failure(.malformed("invalid HTTP version")) }
        guard major == 1 else {
            return .failure(HTTPParseError(.versionNotSupported, "HTTP/\(major).\(minor) is not supported"))
        }
        return .success(HTTPVersion(major: 1, minor: minor))
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// The target in origin form (`/path?query`): origin form as is, absolute form (`http://host/p`)
    /// reduced to its path, `*` for OPTIONS; nil for anything else (RFC 9112 §3.2).
    private static func originForm(_ target: UnsafeBufferPointer<UInt8>, method: HTTPMethod) -> String? {
        if target.first == UInt8(ascii: "/") { return String(decoding: target, as: UTF8.self) }
        if target.count == 1 && target[0] == UInt8(ascii: "*") && method == .options { return "*" }
        for scheme in ["http://", "https://"] {
            let schemeBytes = Array(scheme.utf8)
            guard target.count > schemeBytes.count,
                ASCII.equalsIgnoringCase(target.prefix(schemeBytes.count), schemeBytes)
            else { continue }
            let rest = target[schemeBytes.count...]
            guard let pathStart = rest.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") })
            else { return "/" }
            guard pathStart > rest.startIndex else { return nil }
            let path = String(decoding: UnsafeBufferPointer(rebasing: target[pathStart...]), as: UTF8.self)
            return path.hasPrefix("?") ? "/" + path : path
        }
        return nil
    }
}
