import HTTPCore

/// The response header fields every HTML page of the playground carries (docs/configs.md, "Security headers").
///
/// The policy allows only the page's own origin for scripts, styles, images, fonts and `fetch`/SSE, no
/// inline script, no plugins, no `<base>`, and framing by the same origin only. Inline `style`
/// attributes stay allowed (`'unsafe-inline'` in `style-src`): browsers apply them through CSSOM
/// anyway, and they cannot run code. `data:` images are allowed for canvas snapshots.
///
/// ```swift
/// var response = Response.html(page)
/// for field in SecurityHeaders.htmlPage { response.headers.set(field.name, field.value) }
/// ```
public enum SecurityHeaders {
    /// `Content-Security-Policy` (CSP Level 3) for a page that may be framed by `frameAncestors`.
    ///
    /// - Parameter frameAncestors: the `frame-ancestors` source list: `'self'` for pages, `*` for an
    ///   embed that other sites may frame.
    public static func contentSecurityPolicy(frameAncestors: String = "'self'") -> String {
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
            + "font-src 'self'; connect-src 'self'; frame-ancestors \(frameAncestors); base-uri 'none'; "
            + "form-action 'self'; object-src 'none'"
    }

    /// Fields for an HTML page: the strict CSP and `Referrer-Policy: same-origin`. (`X-Content-Type-Options:
    /// nosniff` is on every response: ``ResponseEncoder`` writes it.)
    public static let htmlPage = htmlPage(frameAncestors: "'self'")

    /// ``htmlPage`` with another `frame-ancestors` list (an embeddable page uses `*`).
    public static func htmlPage(frameAncestors: String) -> HTTPHeaders {
        [
            "Content-Security-Policy": contentSecurityPolicy(frameAncestors: frameAncestors),
            "Referrer-Policy": "same-origin",
        ]
    }

    /// Whether a `Content-Type` value is HTML (`text/html`, any parameters, any case).
    public static func isHTML(_ contentType: String) -> Bool {
        let type = contentType.lowercased()
        return type == "text/html" || type.hasPrefix("text/html;") || type.hasPrefix("text/html ")
    }
}
