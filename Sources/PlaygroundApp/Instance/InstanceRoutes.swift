import HTTPCore
import HTTPServer
import PagerEngine

/// `GET /api/health`: which instance answers and whether it takes new sessions, for a proxy's or an
/// operator's checks (docs/deploy.md); and the `pager_instance_info` and `pager_instance_draining` series
/// on `/metrics`.
///
/// ```
/// {"status": "ok", "instance": "b", "sessions": 12}        200
/// {"status": "draining", "instance": "b", "sessions": 12}  503 (shutting down: no new sessions)
/// ```
enum InstanceRoutes {
    static func register(in router: inout HTTPRouter, context: PlaygroundContext) {
        let sessions = context.sessions
        let instance = context.configuration.instance
        router.get("/api/health") { _ in
            let draining = sessions.isDraining
            var json = JSONWriter(capacity: 96)
            json.beginObject()
            json.key("status")
            json.string(draining ? "draining" : "ok")
            json.key("instance")
            if let instance { json.string(instance.description) } else { json.null() }
            json.key("sessions")
            json.integer(sessions.count)
            json.endObject()
            var response = Response.json(json.bytes, status: draining ? .serviceUnavailable : .ok)
            response.headers.set("Cache-Control", "no-store")
            return response
        }
        let label = instance.map { "instance=\"\($0)\"" } ?? "instance=\"\""
        context.metrics.addCollector {
            PrometheusText.gauge(
                "pager_instance_info", "This instance's name (--instance).", labelled: [(labels: label, value: 1)])
                + PrometheusText.gauge(
                    "pager_instance_draining", "1 once shutting down: new sessions get 503.",
                    sessions.isDraining ? 1 : 0)
        }
    }
}
