import HTTPCore
import HTTPServer
import PagerEngine

/// Registers the JSON API: schema and presets here; configs, sessions, export and previews in their own
/// files (`ConfigRoutes`, `SessionRoutes`, `ExportRoutes`, `PreviewRoutes`).
enum APIRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        let schema = OptionSchema.documentBytes
        router.get("/api/schema") { _ in .json(schema) }
        let presets = PresetsDocument.documentBytes
        router.get("/api/presets") { _ in .json(presets) }
        ConfigRoutes.register(in: &router, context: context)
        SessionRoutes.register(in: &router, context: context)
        ExportRoutes.register(in: &router, context: context)
        PreviewRoutes.register(in: &router, context: context)
    }
}
