import HTTPCore

/// One file held in memory with its ready-made responses: identity and (for text types) gzip, each
/// with its own strong ETag, and the matching 304 responses.
final class StaticFile: Sendable {
    let size: Int
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let identity: Response
    let identityNotModified: Response
    let gzip: Response?
    let gzipNotModified: Response?

    /// - Parameter extraHeaders: fields added to the 200 responses (security headers), not to the 304s.
    init(
        bytes: [UInt8], status: FileSystem.Status, contentType: String, cacheControl: String,
        extraHeaders: HTTPHeaders = [:], gzipMinimum: Int
    ) {
        size = status.size
        modifiedSeconds = status.modifiedSeconds
        modifiedNanoseconds = status.modifiedNanoseconds
        let lastModified = HTTPDate.format(secondsSince1970: status.modifiedSeconds)
        let etag = EntityTag.forContent(bytes)
        let compressible = MIMEType.isCompressible(contentType)
        var common: HTTPHeaders = ["Cache-Control": cacheControl, "Last-Modified": lastModified]
        if compressible { common.add("Vary", "Accept-Encoding") }
        var identityHeaders = common
        identityHeaders.add("ETag", etag)
        identityNotModified = Response(status: .notModified, headers: identityHeaders)
        identityHeaders.add("Content-Type", contentType)
        for field in extraHeaders { identityHeaders.add(field.name, field.value) }
        identity = Response(status: .ok, headers: identityHeaders, body: bytes)
        if compressible, bytes.count >= gzipMinimum, let compressed = Gzip.compress(bytes),
            compressed.count < bytes.count
        {
            var headers = common
            headers.add("ETag", EntityTag.forContent(bytes, suffix: "-gz"))
            gzipNotModified = Response(status: .notModified, headers: headers)
            headers.add("Content-Type", contentType)
            headers.add("Content-Encoding", "gzip")
            for field in extraHeaders { headers.add(field.name, field.value) }
            gzip = Response(status: .ok, headers: headers, body: compressed)
        } else {
            gzip = nil
            gzipNotModified = nil
        }
    }

    func matches(_ status: FileSystem.Status) -> Bool {
        status.size == size && status.modifiedSeconds == modifiedSeconds
            && status.modifiedNanoseconds == modifiedNanoseconds
    }
}
