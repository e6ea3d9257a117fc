import HTTPCore
import HTTPServer
import PagerEngine
import Store
import TextMetrics

/// Uploaded fonts (docs/api.md, "Fonts").
///
/// | route | answer |
/// |---|---|
/// | `POST /api/fonts` (the file's bytes) | 201 `{"id","family","styles"|"axes","tracking","url"}`; 200 for bytes already stored |
/// | `GET /api/fonts/{id}` | the bytes, `immutable` |
/// | `GET /api/fonts/{id}/description` | the JSON `POST` answered |
///
/// A file FreeType cannot read, one without Latin letters, an empty body or one over 10 MB gets 400 (413 for
/// the size) with the reason, and nothing is stored.
enum FontRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        let fonts = context.fonts
        router.on(.post, "/api/fonts", deferred: { upload($0, $1, fonts: fonts) })
        router.on(.get, "/api/fonts/{id}", deferred: { serve($0, $1, fonts: fonts, description: false) })
        router.on(.get, "/api/fonts/{id}/description", deferred: { serve($0, $1, fonts: fonts, description: true) })
    }

    private static func upload(_ request: Request, _ responder: Responder, fonts: FontLibrary) {
        let bytes = Array(request.body)
        guard !bytes.isEmpty else {
            return responder.fail(
                HTTPError.badRequest("Send the font file's bytes as the request body (a TTF or OTF)."))
        }
        guard bytes.count <= FontLibrary.maximumBytes else {
            return responder.fail(
                HTTPError(
                    .contentTooLarge, code: "font-too-large",
                    message: "A font may be at most 10 MB; this one is \(bytes.count) bytes."))
        }
        let font: UploadedFont
        let id: String
        do {
            font = try TextMeasurer.load(bytes)
            id = try SHA256.hash(bytes).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        } catch let rejection as FontRejection {
            return responder.fail(
                HTTPError(
                    .badRequest, code: "bad-font",
                    message: "This file is not a font the playground can use: \(rejection.reason)."))
        } catch {
            return responder.fail(error)
        }
        let body = font.description.json(id: id)
        do {
            try fonts.repository.saveFont(id: id, descriptionJSON: body.compactText, bytes: bytes) { result in
                switch result {
                case .success(let created):
                    fonts.measurer.register(id: id, font: font)
                    var response = Response.json(body.jsonBytes, status: created ? .created : .ok)
                    response.headers.add("Location", "/api/fonts/\(id)")
                    responder.respond(response)
                case .failure(let error):
                    responder.fail(error.httpError)
                }
            }
        } catch {
            responder.fail(error.httpError)
        }
    }

    private static func serve(_ request: Request, _ responder: Responder, fonts: FontLibrary, description: Bool) {
        guard let id = request.parameters["id"], TextConfig.isFontID(Substring(id)) else {
            return responder.fail(HTTPError.notFound("No font has this id."))
        }
        do {
            try fonts.repository.font(id: id) { result in
                switch result {
                case .success(let stored?):
                    if description {
                        var response = Response.json(Array(stored.descriptionJSON.utf8))
                        response.headers.add("Cache-Control", "public, max-age=31536000, immutable")
                        return responder.respond(response)
                    }
                    let tag = "\"\(id)\""
                    if request.header("If-None-Match") == tag {
                        return responder.respond(Response(status: .notModified, headers: ["ETag": tag]))
                    }
                    let type = stored.bytes.starts(with: Array("OTTO".utf8)) ? "font/otf" : "font/ttf"
                    responder.respond(
                        Response(
                            headers: [
                                "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable",
                                "ETag": tag, "Access-Control-Allow-Origin": "*",
                            ], body: stored.bytes))
                case .success(nil):
                    responder.fail(HTTPError.notFound("No font has this id."))
                case .failure(let error):
                    responder.fail(error.httpError)
                }
            }
        } catch {
            responder.fail(error.httpError)
        }
    }
}

extension String {
    /// The string with zeros in front up to `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        self.count >= count ? self : String(repeating: "0", count: count - self.count) + self
    }
}
