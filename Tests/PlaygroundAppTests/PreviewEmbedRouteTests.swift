import PagerEngine
import Testing

@testable import PlaygroundApp

/// `GET /embed/{slug}` and its files on a real server (see ``PreviewRoutesTests``).
struct PreviewEmbedRouteTests {
    @Test func embedPageIsFramableAndShowsThePreview() throws {
        try LiveServer.withPreviews { server in
            let slug = try server.save(PagerConfig(), name: "Tabs <for> \"you\"")
            let page = try server.get("/embed/\(slug)")
            #expect(page.status == 200)
            #expect(page.headers["Content-Type"] == "text/html; charset=utf-8")
            #expect(
                page.headers["Content-Security-Policy"]
                    == "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                    + "font-src 'self'; connect-src 'self'; frame-ancestors *; base-uri 'none'; form-action 'self'; "
                    + "object-src 'none'")
            #expect(page.headers["X-Frame-Options"] == nil)
            // The live embed: the front end's page, which opens a session for the slug in its URL.
            #expect(page.text.contains("<script type=\"module\" src=\"/scripts/embed.js\"></script>"))
            #expect(page.text.contains("data-testid=\"preview-canvas\""))
            let pinned = try server.get("/embed/\(slug)/v/1")
            #expect(pinned.status == 200 && pinned.text == page.text)
            let missing = try server.get("/embed/AAAAAAAAAA")
            #expect(missing.status == 404)
            #expect(missing.headers["Content-Security-Policy"]?.contains("frame-ancestors *") == true)
            #expect(try server.get("/embed/\(slug)/v/3").status == 404)
        }
    }

}
