import HTTPCore
import HTTPServer

/// Small self-contained HTML pages for share links that lead nowhere (404) or cannot be served now.
enum ErrorPage {
    /// The 404 page for an unknown, deleted or malformed share link.
    static let notFound = page(
        .notFound, heading: "This config does not exist",
        message: "The link does not lead to a saved config. It may have been mistyped, or its author deleted it.")

    /// The page for an HTTP error met while building a share page (its status and headers, such as `Retry-After`).
    static func response(for error: HTTPError) -> Response {
        if error.status == .notFound { return notFound }
        var response = page(
            error.status, heading: error.status == .serviceUnavailable ? "Busy right now" : "Something went wrong",
            message: error.message)
        for field in error.headers { response.headers.set(field.name, field.value) }
        return response
    }

    private static func page(_ status: HTTPStatus, heading: String, message: String) -> Response {
        let html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(heading)) · Pager Playground</title>
            <style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}</style>
            </head>
            <body>
            <h1>\(HTMLText.escaped(heading))</h1>
            <p>\(HTMLText.escaped(message))</p>
            <p><a href="/">Open Pager Playground</a></p>
            </body>
            </html>

            """
        var response = Response.html(html, status: status)
        SharePageResponse.addPageHeaders(to: &response)
        return response
    }
}

/// Header fields of every page the config routes serve.
enum SharePageResponse {
    /// The strict CSP, `Referrer-Policy` and `Cache-Control: no-cache` (`nosniff` is on every response).
    static func addPageHeaders(to response: inout Response) {
        for field in SecurityHeaders.htmlPage { response.headers.set(field.name, field.value) }
        response.headers.set("Cache-Control", "no-cache")
    }
}
