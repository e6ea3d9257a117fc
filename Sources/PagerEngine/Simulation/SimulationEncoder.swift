/// Turns simulation outputs into the JSON the stream and the `simulate` command send, reusing its
/// buffers so steady-state frames allocate little.
public struct SimulationEncoder: Sendable {
    private var frame = PagerFrame()
    private var writer = JSONWriter(capacity: 4_096)

    public init() {}

    /// The JSON of `output` (a layout, a frame or an event) for `simulation`'s current layout.
    public mutating func encode<Measurer: TextMeasuring>(
        _ output: SimulationOutput, of simulation: PagerSimulation<PagerLayoutAdapter<Measurer>>
    ) -> [UInt8] {
        writer.reset()
        switch output {
        case .layout(let rev):
            simulation.layout.writeJSON(rev: rev, transition: simulation.itemUpdate?.progress, into: &writer)
        case .frame(let snapshot):
            simulation.layout.frame(simulation.frameInput(for: snapshot), into: &frame)
            frame.writeJSON(rev: snapshot.rev, seq: snapshot.seq, t: snapshot.time, into: &writer)
        case .event(let event):
            event.write(to: &writer)
        }
        return writer.bytes
    }

    /// Lends `body` the frame `snapshot` describes, computed into a reused value and not copied out:
    /// returning it copied about 300 bytes and retained its two arrays, for every frame of every live
    /// session.
    ///
    /// `simulation` is `inout` only to be read in place: a caller that holds it in a class property would
    /// otherwise copy it (about 1.4 KB, with a dozen references to retain) for every frame.
    public mutating func withFrame<Measurer: TextMeasuring, Result>(
        _ snapshot: SimulationSnapshot, of simulation: inout PagerSimulation<PagerLayoutAdapter<Measurer>>,
        _ body: (PagerFrame) -> Result
    ) -> Result {
        simulation.layout.frame(simulation.frameInput(for: snapshot), into: &frame)
        return body(frame)
    }
}

/// Runs a `SimulationScript` and gives its JSON lines: the layout, the first frame, then every frame,
/// layout and event in time order.
public enum ScriptRunner {
    /// The whole output of `script` (for tests and short scripts).
    public static func run<Measurer: TextMeasuring>(
        config: PagerConfig, script: SimulationScript, measurer: Measurer
    ) -> [UInt8] {
        var all: [UInt8] = []
        run(config: config, script: script, measurer: measurer) { (piece: [UInt8]) in all += piece }
        return all
    }

    /// Runs `script`, handing its JSON lines to `write` in pieces of about `chunk` bytes, and advances
    /// the simulation a second at a time: an hour of frames at 120 fps (hundreds of megabytes) is never
    /// held at once.
    public static func run<Measurer: TextMeasuring, Failure: Error>(
        config: PagerConfig, script: SimulationScript, measurer: Measurer, chunk: Int = 1 << 16,
        write: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var config = config
        if let fps = script.fps { config.appearance.frameRate = fps }
        var simulation = PagerSimulation(
            config: config, viewport: script.viewport, layouter: PagerLayoutAdapter(measurer: measurer), time: 0)
        var encoder = SimulationEncoder()
        var lines: [UInt8] = []
        lines.reserveCapacity(chunk + 4_096)
        var reached = 0.0
        func append(_ outputs: [SimulationOutput]) throws(Failure) {
            for output in outputs {
                lines += encoder.encode(output, of: simulation)
                lines.append(UInt8(ascii: "\n"))
                if lines.count >= chunk {
                    try write(lines)
                    lines.removeAll(keepingCapacity: true)
                }
            }
        }
        func advance(to time: Double) throws(Failure) {
            while reached < time {
                reached = min(reached + 1, time)
                try append(simulation.advance(to: reached))
            }
        }
        try append([.layout(rev: simulation.rev), .frame(simulation.snapshot())])
        for var input in script.inputs {
            if case .config(var patched) = input.input, let fps = script.fps {
                patched.appearance.frameRate = fps
                input.input = .config(patched)
            }
            try advance(to: input.time)
            try append(simulation.handle(input))
        }
        try advance(to: script.until)
        if !lines.isEmpty { try write(lines) }
    }
}
