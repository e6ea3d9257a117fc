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
            #expect(page.text.contains("src=\"/c/\(slug)/preview.png?scale=2\""))
            #expect(page.text.contains("<script type=\"module\" src=\"/embed/embed.js\"></script>"))
            #expect(page.text.contains("Tabs &lt;for&gt; &quot;you&quot;"))
            let pinned = try server.get("/embed/\(slug)/v/1")
            #expect(pinned.status == 200 && pinned.text.contains("/c/\(slug)/v/1/preview.apng"))
            let missing = try server.get("/embed/AAAAAAAAAA")
            #expect(missing.status == 404)
            #expect(missing.headers["Content-Security-Policy"]?.contains("frame-ancestors *") == true)
            #expect(try server.get("/embed/\(slug)/v/3").status == 404)
            let script = try server.get("/embed/embed.js")
            #expect(script.status == 200)
            #expect(script.text.contains("export function scaleFor"))
            #expect(script.header("Content-Type")?.hasPrefix("text/javascript") == true)
            #expect(try server.get("/embed/embed.css").status == 200)
        }
    }

}
