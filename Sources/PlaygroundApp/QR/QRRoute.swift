import HTTPCore
import HTTPServer

/// `GET /api/qr?url=…`: the QR code of a link to this server, as an SVG image (docs/api.md), which the
/// Share tab shows.
///
/// The answer depends on the URL alone, so it is cached as immutable, with a strong ETag for caches
/// that revalidate anyway; gzip when the client accepts it.
enum QRRoute {
    static let cacheControl = "public, max-age=31536000, immutable"
    /// A policy that lets the document load and run nothing when opened on its own.
    static let headers: HTTPHeaders = ["Content-Security-Policy": "default-src 'none'"]

    static func register(in router: inout HTTPRouter, publicBaseURL: String?) {
        router.get("/api/qr") { request in try response(to: request, publicBaseURL: publicBaseURL) }
    }

    /// The SVG of the request's link, its 304, or the 400 that says what is wrong with the link.
    static func response(to request: Request, publicBaseURL: String?) throws(HTTPError) -> Response {
        let link = try QRLink(request: request, publicBaseURL: publicBaseURL)
        let matrix: QRMatrix
        do {
            matrix = try QREncoder.encode(link.text)
        } catch {
            throw error.httpError
        }
        let svg = FixedResource(
            bytes: Array(QRCodeSVG.document(matrix).utf8), contentType: "image/svg+xml", cacheControl: cacheControl,
            extraHeaders: headers)
        return svg.response(for: request)
    }
}

extension QREncodingError: HTTPErrorConvertible {
    /// 400 `invalid-parameter` at `/url` for a text no QR code holds; 500 when libqrencode itself failed.
    var httpError: HTTPError {
        switch self {
        case .empty, .containsNUL, .tooLong:
            HTTPError(
                .badRequest, code: "invalid-parameter", message: description,
                details: [HTTPError.Detail(pointer: "/url", message: description)])
        case .outOfMemory, .library:
            .internalFailure
        }
    }
}
