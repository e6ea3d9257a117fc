import Testing

@testable import PagerEngine

struct SimulationScriptTests {
    private func decode(_ text: String, config: PagerConfig = PagerConfig()) throws -> SimulationScript {
        try SimulationScript.decode(
            try JSONParser().parse(text), config: config, document: ConfigNormalizer.normalized(config))
    }

    private func problems(_ text: String) -> [String] {
        problemDescriptions { _ = try decode(text) }
    }

    @Test func decodesAScript() throws {
        let script = try decode(
            """
            {"viewport": {"width": 390, "height": 844}, "fps": 30, "until": 3.0,
             "events": [{"t": 0.0, "type": "pointerDown", "x": 300, "y": 400},
                        {"t": 1.0, "type": "tap", "index": 3},
                        {"t": 2.0, "type": "scrollTo", "page": "next"}]}
            """)
        #expect(script.viewport == Viewport(width: 390, height: 844))
        #expect(script.fps == 30)
        #expect(script.until == 3)
        #expect(script.inputs.map(\.time) == [0, 1, 2])
    }

    @Test func invalidScriptsAreRefusedWithPointers() {
        let found = problems(
            """
            {"viewport": {"width": 20, "height": 844, "depth": 3}, "fps": 50, "until": 1,
             "events": [{"t": 0, "type": "tap", "index": 9}, {"t": 2, "type": "scrubEnd"}], "speed": 2}
            """)
        #expect(found.contains("/viewport/width: 20 pt is outside 100 to 4000 pt"))
        #expect(found.contains { $0.hasPrefix("/viewport/depth: unknown field") })
        #expect(found.contains("/fps: 50 fps is not allowed; use 30, 60 or 120"))
        #expect(found.contains { $0.hasPrefix("/speed: unknown field") })
        #expect(found.contains("/events/0/index: 9 is outside 0 to 4"))
        #expect(found.count == 5)
        #expect(
            problems(#"{"until": 1, "events": [{"t": 2, "type": "scrubEnd"}]}"#) == [
                "/until: the script ends at 1 s, before its last event at 2 s"
            ])
        #expect(problems(#"{"events": []}"#) == ["/until: this script needs until"])
    }

    @Test func runsDeterministicallyWithTheRealLayout() throws {
        let script = try decode(
            """
            {"viewport": {"width": 390, "height": 844}, "until": 2,
             "events": [{"t": 0.0, "type": "pointerDown", "x": 300, "y": 400},
                        {"t": 0.05, "type": "pointerMove", "x": 250, "y": 400},
                        {"t": 0.1, "type": "pointerMove", "x": 100, "y": 400},
                        {"t": 0.12, "type": "pointerUp", "x": 80, "y": 400},
                        {"t": 1.0, "type": "config", "patch": {"indicator": {"kind": "dot"}}},
                        {"t": 1.1, "type": "tap", "index": 3}]}
            """)
        let measurer = FixedAdvanceMeasurer()
        let first = ScriptRunner.run(config: PagerConfig(), script: script, measurer: measurer)
        let second = ScriptRunner.run(config: PagerConfig(), script: script, measurer: measurer)
        #expect(first == second)
        let lines = String(decoding: first, as: UTF8.self).split(separator: "\n")
        #expect(lines.first?.hasPrefix(#"{"type":"layout","rev":1,"#) == true)
        #expect(lines.dropFirst().first?.hasPrefix(#"{"type":"frame","rev":1,"seq":0,"#) == true)
        // The patch relayouts (rev 2) before its frames; the tap ends on page 3.
        let layoutIndex = try #require(lines.firstIndex { $0.hasPrefix(#"{"type":"layout","rev":2"#) })
        #expect(lines[layoutIndex...].dropFirst().allSatisfy { !$0.contains(#""rev":1,"#) })
        #expect(lines.contains { $0.contains(#""name":"didScrollToPage","index":3"#) })
        let lastFrame = try #require(lines.last { $0.hasPrefix(#"{"type":"frame""#) })
        #expect(lastFrame.contains(#""position":3,"index":3"#))
        // Times never go backwards.
        let times = lines.compactMap { line -> Double? in
            guard let range = line.range(of: #""t":"#) else { return nil }
            return Double(line[range.upperBound...].prefix { "0123456789.".contains($0) })
        }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0.0 <= $0.1 })
    }
}
