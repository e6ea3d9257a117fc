import Testing

@testable import PagerEngine

/// `ScriptRunner` writes as it goes and advances a second at a time; the lines must be those of one
/// advance over the whole script, cut anywhere.
struct ScriptRunnerStreamingTests {
    /// The runner as it was: every input's advance in one step, all output kept.
    private func oneStep(_ config: PagerConfig, _ script: SimulationScript) -> [UInt8] {
        var simulation = PagerSimulation(
            config: config, viewport: script.viewport, layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()),
            time: 0)
        var encoder = SimulationEncoder()
        var lines: [UInt8] = []
        func append(_ outputs: [SimulationOutput]) {
            for output in outputs {
                lines += encoder.encode(output, of: simulation)
                lines.append(UInt8(ascii: "\n"))
            }
        }
        append([.layout(rev: simulation.rev), .frame(simulation.snapshot())])
        for input in script.inputs {
            append(simulation.advance(to: input.time))
            append(simulation.handle(input))
        }
        append(simulation.advance(to: script.until))
        return lines
    }

    @Test func piecesJoinToTheOutputOfOneAdvance() throws {
        var config = PagerConfig()
        config.pager.isInfiniteScrollEnabled = true
        config.pager.autoScroll.enabled = true
        config.pager.autoScroll.interval = 0.5
        let text = """
            {"until": 6.5, "events": [{"t": 0.3, "type": "tap", "index": 2},
             {"t": 2.0, "type": "pointerDown", "x": 300, "y": 400}, {"t": 2.1, "type": "pointerMove", "x": 120, "y": 400},
             {"t": 2.15, "type": "pointerUp", "x": 100, "y": 400}, {"t": 4.25, "type": "scrollTo", "page": "next"}]}
            """
        let script = try SimulationScript.decode(
            try JSONParser().parse(text), config: config, document: ConfigNormalizer.normalized(config))
        let expected = oneStep(config, script)
        #expect(expected.count > 100_000)
        var pieces: [[UInt8]] = []
        ScriptRunner.run(config: config, script: script, measurer: FixedAdvanceMeasurer(), chunk: 4_096) {
            (piece: [UInt8]) in pieces.append(piece)
        }
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.count >= 4_096 && $0.count < 4_096 + 2_048 })
        #expect(pieces.flatMap { $0 } == expected)
    }
}
