import Synchronization

/// Counters for `/metrics`.
final class PreviewStatistics: Sendable {
    let hits = Atomic<Int>(0)
    let misses = Atomic<Int>(0)
    let refused = Atomic<Int>(0)
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
    func render(cacheBytes: Int, cacheEntries: Int) -> String {
        func counter(_ name: String, _ help: String, _ value: String) -> String {
            "# HELP \(name) \(help)\n# TYPE \(name) counter\n\(value)\n"
        }
        var out = ""
        out += counter(
            "preview_cache_hits_total", "Preview requests answered from the cache.",
            "preview_cache_hits_total \(hits.load(ordering: .relaxed))")
        out += counter(
            "preview_cache_misses_total", "Preview requests that had to render (or wait for a render).",
            "preview_cache_misses_total \(misses.load(ordering: .relaxed))")
        out += counter(
            "preview_renders_total", "Previews rendered and encoded, by kind.",
            "preview_renders_total{kind=\"png\"} \(pngRenders.load(ordering: .relaxed))\n"
                + "preview_renders_total{kind=\"apng\"} \(apngRenders.load(ordering: .relaxed))")
        out += counter(
            "preview_render_seconds_total", "Time spent rendering and encoding previews.",
            "preview_render_seconds_total \(Double(renderMicroseconds.load(ordering: .relaxed)) / 1_000_000)")
        out += counter(
            "preview_renders_refused_total", "Renders refused because the render queue was full (503).",
            "preview_renders_refused_total \(refused.load(ordering: .relaxed))")
        out += "# HELP preview_cache_bytes Bytes of encoded previews cached.\n# TYPE preview_cache_bytes gauge\n"
        out += "preview_cache_bytes \(cacheBytes)\n"
        out += "# HELP preview_cache_entries Previews cached.\n# TYPE preview_cache_entries gauge\n"
        out += "preview_cache_entries \(cacheEntries)\n"
        return out
    }
}
