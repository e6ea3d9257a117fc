/// Media types for file extensions (IANA registry; `charset=utf-8` on text types).
public enum MIMEType {
    /// The type for a file name by its extension, `application/octet-stream` when unknown.
    public static func forPath<S: StringProtocol>(_ path: S) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return fallback }
        return byExtension[path[path.index(after: dot)...].lowercased()] ?? fallback
    }

    public static let fallback = "application/octet-stream"

    /// Whether a `Content-Type` value names JSON: `application/json` or any `application/…+json` type
    /// (RFC 6839 §3.1), in any case, parameters (`; charset=utf-8`) and surrounding spaces ignored.
    ///
    /// Compares ASCII bytes: case folding and trimming on characters cost about 3 µs a request.
    public static func isJSON(_ contentType: String) -> Bool {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let type = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
            .drop(while: isSpace).reversed().drop(while: isSpace).reversed()
            .map { (65...90).contains($0) ? $0 | 0x20 : $0 }
        let json = Array("application/json".utf8)
        let application = json.prefix("application/".utf8.count)
        let suffix = "+json".utf8
        return type == json
            || (type.count > application.count + suffix.count && type.starts(with: application)
                && type.suffix(suffix.count).elementsEqual(suffix))
    }

    /// Whether a response of this type is worth compressing (text formats; not images, fonts in
    /// compressed formats or archives).
    public static func isCompressible(_ type: String) -> Bool {
        type.hasPrefix("text/") || type.hasPrefix("application/javascript") || type.hasPrefix("application/json")
            || type.hasPrefix("image/svg+xml") || type.hasPrefix("application/xml")
            || type.hasPrefix("application/wasm") || type.hasPrefix("font/ttf") || type.hasPrefix("font/otf")
            || type.hasPrefix("application/manifest+json")
    }

    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "webmanifest": "application/manifest+json",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "xml": "application/xml",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "wasm": "application/wasm",
        "pdf": "application/pdf",
        "zip": "application/zip",
    ]
}
