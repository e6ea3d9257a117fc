import Testing

/// `/metrics` as a scraper reads it: every family announced once with `# HELP` and `# TYPE` before its
/// samples, every sample a name, optional labels and a number, no blank lines.
struct MetricsExpositionTests {
    @Test func everyFamilyHasItsHelpAndTypeBeforeItsSamples() throws {
        let server = try LiveServer()
        defer { server.stop() }
        #expect(try server.request("POST", "/api/configs", json: #"{"name": "m", "config": {}}"#).status == 201)
        let text = try server.metricsText()
        let problems = MetricsExposition.problems(in: text)
        #expect(problems.isEmpty, "\(problems)")
        // The collectors all answered: the HTTP layer, the sessions, the store, the previews.
        for family in [
            "http_requests_total", "pager_sessions_created_total", "pager_store_write_seconds",
            "preview_renders_total",
        ] {
            #expect(text.contains("# TYPE \(family) "), "\(family)")
        }
    }

    @Test func theCheckerFindsWhatAScraperWouldRefuse() {
        #expect(MetricsExposition.problems(in: "# HELP a A.\n# TYPE a counter\na 1\n").isEmpty)
        #expect(MetricsExposition.problems(in: "# TYPE a counter\na 1\n") == ["a: no # HELP"])
        #expect(MetricsExposition.problems(in: "# HELP a A.\na 1\n") == ["a: no # TYPE"])
        #expect(
            MetricsExposition.problems(in: "# HELP a A.\n# TYPE a gauge\na 1\n# HELP a A.\n# TYPE a gauge\n")
                == ["a: # HELP twice", "a: # TYPE twice"])
        #expect(MetricsExposition.problems(in: "# HELP a A.\n# TYPE a gauge\na 1\n\n") == ["line 4: blank"])
        #expect(MetricsExposition.problems(in: "# HELP a A.\n# TYPE a gauge\na x\n") == ["line 3: value x"])
        #expect(
            MetricsExposition.problems(
                in: "# HELP h H.\n# TYPE h histogram\nh_bucket{le=\"+Inf\"} 1\nh_sum 0.5\nh_count 1\n"
            ).isEmpty)
    }
}

/// A checker for the parts of the Prometheus text format the server's lines must keep.
enum MetricsExposition {
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        var help = Set<String>()
        var types: [String: String] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if line.isEmpty {
                if index != lines.count - 1 { problems.append("line \(index + 1): blank") }
                continue
            }
            let words = line.split(separator: " ", maxSplits: 3)
            if line.hasPrefix("# HELP ") || line.hasPrefix("# TYPE ") {
                let name = String(words[2])
                if words[1] == "HELP" {
                    if !help.insert(name).inserted { problems.append("\(name): # HELP twice") }
                } else if types[name] != nil {
                    problems.append("\(name): # TYPE twice")
                } else {
                    types[name] = words.count > 3 ? String(words[3]) : ""
                }
                continue
            }
            let sample = line.split(separator: " ")
            let name = String(sample[0].prefix { $0 != "{" })
            let family =
                [name]
                + ["_bucket", "_sum", "_count"].filter { name.hasSuffix($0) }.map {
                    String(name.dropLast($0.count))
                }
            guard let known = family.last(where: { types[$0] != nil }) ?? family.last(where: { help.contains($0) })
            else {
                problems.append("\(name): no # HELP")
                problems.append("\(name): no # TYPE")
                continue
            }
            if !help.contains(known) { problems.append("\(known): no # HELP") }
            if types[known] == nil { problems.append("\(known): no # TYPE") }
            if sample.count != 2 || Double(sample[1]) == nil && sample[1] != "+Inf" {
                problems.append("line \(index + 1): value \(sample.dropFirst().joined(separator: " "))")
            }
        }
        return problems
    }
}
