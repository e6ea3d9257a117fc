/// Pieces of the Prometheus text exposition format, for ``ServerMetrics`` and the collectors that
/// add their own lines.
public enum PrometheusText {
    /// A histogram: `buckets[i]` counts the observations in (`bounds[i-1]`, `bounds[i]`] (not
    /// cumulative); `count` is all of them, including those above the last bound.
    public static func histogram(
        _ name: String, _ help: String, bounds: [Double], buckets: [Int], sum: Double, count: Int
    ) -> String {
        var out = "# HELP \(name) \(help)\n# TYPE \(name) histogram\n"
        var cumulative = 0
        for (index, bound) in bounds.enumerated() {
            cumulative += index < buckets.count ? buckets[index] : 0
            out += "\(name)_bucket{le=\"\(bound)\"} \(cumulative)\n"
        }
        out += "\(name)_bucket{le=\"+Inf\"} \(count)\n"
        out += "\(name)_sum \(sum)\n"
        out += "\(name)_count \(count)\n"
        return out
    }

    /// A gauge: `# HELP`, `# TYPE` and its one value.
    public static func gauge(_ name: String, _ help: String, _ value: some CustomStringConvertible) -> String {
        "# HELP \(name) \(help)\n# TYPE \(name) gauge\n\(name) \(value)\n"
    }

    /// A counter: `# HELP`, `# TYPE` and its one value.
    public static func counter(_ name: String, _ help: String, _ value: some CustomStringConvertible) -> String {
        "# HELP \(name) \(help)\n# TYPE \(name) counter\n\(name) \(value)\n"
    }

    /// A counter with one line per label set: each sample's `labels` is the text between the braces,
    /// such as `kind="png"`, its values already escaped.
    public static func counter(_ name: String, _ help: String, labelled samples: [(labels: String, value: Int)])
        -> String
    {
        labelled(name, help, type: "counter", samples)
    }

    /// A gauge with one line per label set, as ``counter(_:_:labelled:)``.
    public static func gauge(_ name: String, _ help: String, labelled samples: [(labels: String, value: Int)])
        -> String
    {
        labelled(name, help, type: "gauge", samples)
    }

    private static func labelled(
        _ name: String, _ help: String, type: String, _ samples: [(labels: String, value: Int)]
    ) -> String {
        var out = "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
        for sample in samples { out += "\(name){\(sample.labels)} \(sample.value)\n" }
        return out
    }
}
