import HTTPCore
import HTTPServer
import PagerEngine

/// Registers the JSON API: schema and presets here (fixed documents with ETags); configs, sessions, export,
/// previews and QR codes in their own files (`ConfigRoutes`, `SessionRoutes`, `ExportRoutes`, `PreviewRoutes`,
/// `QRRoute`).
enum APIRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        // Both are fixed for the server's build and fetched on every page load (about 30 KB each):
        // gzip, and 304 when the browser's cached copy is current (docs/http.md).
        let schema = FixedResource(bytes: OptionSchema.documentBytes, contentType: "application/json")
        router.get("/api/schema") { schema.response(for: $0) }
        let presets = FixedResource(bytes: PresetsDocument.documentBytes, contentType: "application/json")
        router.get("/api/presets") { presets.response(for: $0) }
        let settings = ConfigRoutes.environmentSettings(context)
        ConfigRoutes.register(in: &router, context: context, settings: settings)
        SessionRoutes.register(in: &router, context: context)
        ExportRoutes.register(in: &router, context: context)
        PreviewRoutes.register(in: &router, context: context)
        QRRoute.register(in: &router, publicBaseURL: settings.publicBaseURL)
        FontRoutes.register(in: &router, context: context)
    }
}
