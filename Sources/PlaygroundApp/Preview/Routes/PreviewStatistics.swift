import HTTPServer
import Synchronization

/// Counters for `/metrics`.
final class PreviewStatistics: Sendable {
    let hits = Atomic<Int>(0)
    let misses = Atomic<Int>(0)
    let refused = Atomic<Int>(0)
    /// Renders refused by the per-client limit (429).
    let limited = Atomic<Int>(0)
    /// Renders stopped because every client waiting for them had gone.
    let cancelled = Atomic<Int>(0)
    let pngRenders = Atomic<Int>(0)
    let apngRenders = Atomic<Int>(0)
    /// Microseconds spent rendering and encoding.
    let renderMicroseconds = Atomic<Int>(0)

    func recordRender(kind: PreviewOptions.Kind, duration: Duration) {
        if kind == .png {
            pngRenders.add(1, ordering: .relaxed)
        } else {
            apngRenders.add(1, ordering: .relaxed)
        }
        let (seconds, attoseconds) = duration.components
        renderMicroseconds.add(Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000), ordering: .relaxed)
    }

    /// Prometheus text lines.
    func render(cacheBytes: Int, cacheEntries: Int, running: Int = 0, waiting: Int = 0) -> String {
        PrometheusText.counter(
            "preview_cache_hits_total", "Preview requests answered from the cache.", hits.load(ordering: .relaxed))
            + PrometheusText.counter(
                "preview_cache_misses_total", "Preview requests that had to render (or wait for a render).",
                misses.load(ordering: .relaxed))
            + PrometheusText.counter(
                "preview_renders_total", "Previews rendered and encoded, by kind.",
                labelled: [
                    (labels: "kind=\"png\"", value: pngRenders.load(ordering: .relaxed)),
                    (labels: "kind=\"apng\"", value: apngRenders.load(ordering: .relaxed)),
                ])
            + PrometheusText.counter(
                "preview_render_seconds_total", "Time spent rendering and encoding previews.",
                Double(renderMicroseconds.load(ordering: .relaxed)) / 1_000_000)
            + PrometheusText.counter(
                "preview_renders_refused_total",
                "Renders refused because the render queue was full or waited too long (503).",
                refused.load(ordering: .relaxed))
            + PrometheusText.counter(
                "preview_renders_limited_total", "Renders refused by the per-client render limit (429).",
                limited.load(ordering: .relaxed))
            + PrometheusText.counter(
                "preview_renders_cancelled_total", "Renders stopped because their clients had gone.",
                cancelled.load(ordering: .relaxed))
            + PrometheusText.gauge("preview_renders_running", "Renders drawing now.", running)
            + PrometheusText.gauge("preview_renders_waiting", "Renders queued for a renderer.", waiting)
            + PrometheusText.gauge("preview_cache_bytes", "Bytes of encoded previews cached.", cacheBytes)
            + PrometheusText.gauge("preview_cache_entries", "Previews cached.", cacheEntries)
    }
}
