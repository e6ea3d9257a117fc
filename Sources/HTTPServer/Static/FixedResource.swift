import HTTPCore

/// A document fixed for the server's lifetime (the option schema, the presets), served the way a static
/// file is: a strong ETag from its content, gzip when the client accepts it, and 304 when
/// `If-None-Match` names the tag, so a browser that revalidates (`Cache-Control: no-cache`) downloads
/// it again only after the server's build changed it. No `Last-Modified`: the bytes come from the build,
/// and no file date would follow them.
public struct FixedResource: Sendable {
    private let file: StaticFile

    /// - Parameters:
    ///   - extraHeaders: fields added to the 200 responses, not to the 304s.
    ///   - gzipTurns: the resources whose background gzips (bodies of 64 KiB or more) take turns with
    ///     this one's.
    public init(
        bytes: [UInt8], contentType: String, cacheControl: String = "no-cache", extraHeaders: HTTPHeaders = [:],
        gzipTurns: GzipTurns = GzipTurns()
    ) {
        file = StaticFile(
            bytes: bytes, status: nil, contentType: contentType, cacheControl: cacheControl,
            extraHeaders: extraHeaders, gzipMinimum: 256, gzipTurns: gzipTurns)
    }

    /// The strong ETag of the identity representation.
    public var entityTag: String { file.identity.headers["ETag"] ?? "" }

    /// The 200 (identity or gzip, as `request` accepts) or the 304 `request` earns with its validator.
    public func response(for request: Request) -> Response {
        file.response(for: request)
    }
}
