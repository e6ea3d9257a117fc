/// A script for `pager-playground simulate`: a viewport, a frame rate, an end time and timed inputs.
///
/// ```json
/// {"viewport": {"width": 390, "height": 844}, "fps": 60, "until": 3.0,
///  "events": [{"t": 0.0, "type": "pointerDown", "x": 300, "y": 400}, …]}
/// ```
public struct SimulationScript: Sendable {
    public var viewport: Viewport
    /// Frames per second (30, 60 or 120); nil keeps the config's `appearance.frameRate`.
    public var fps: Int?
    /// The simulation runs until this time, seconds.
    public var until: Double
    public var inputs: [TimedInput]
    /// The config after the script's patches and item edits.
    public var document: JSONValue

    /// The keys a script may have.
    public static let keys = ["viewport", "fps", "until", "events"]
    /// The longest a script may run, seconds.
    public static let maximumDuration = 3_600.0

    /// Decodes and validates a script for `config` (whose document is `document`).
    ///
    /// - Throws: `ConfigProblems` listing every problem with its pointer (`/events/3/x`, `/fps`).
    public static func decode(_ value: JSONValue, config: PagerConfig, document: JSONValue) throws(ConfigProblems)
        -> SimulationScript
    {
        var problems = ProblemList(prefix: JSONPointer(), limit: 100)
        guard let object = value.objectValue else {
            problems.add(JSONPointer(), .wrongType, "a script must be a JSON object, not \(value.plainDescription)")
            throw problems.error
        }
        var reader = EventReader(event: value, pointer: JSONPointer(), problems: problems, subject: "script")
        var viewport = Viewport.iPhone15Pro
        if object["viewport"] != nil {
            var viewportReader = EventReader(
                event: object["viewport"] ?? .null, pointer: JSONPointer(["viewport"]), problems: reader.finish(),
                subject: "viewport")
            if let read = InputBatchDecoder.viewport(&viewportReader) { viewport = read }
            viewportReader.rejectUnknownKeys()
            reader = EventReader(
                event: value, pointer: JSONPointer(), problems: viewportReader.finish(), subject: "script")
        }
        _ = reader.rawAllowingNull("viewport")
        let fps = reader.optionalInteger("fps", range: 1...1_000)
        if let fps, ![30, 60, 120].contains(fps) {
            reader.problem("fps", .notAllowed, "\(fps) fps is not allowed; use 30, 60 or 120")
        }
        let until = reader.number("until", range: 0...maximumDuration, unit: "s")
        let events = reader.rawAllowingNull("events")
        reader.rejectUnknownKeys()
        problems = reader.finish()
        var batch: DecodedBatch?
        do {
            batch = try InputBatchDecoder(maxEvents: 100_000).decode(
                events ?? .array([]), at: JSONPointer(["events"]), document: document, config: config)
        } catch {
            for problem in error.problems { problems.add(problem.pointer, problem.code, problem.message) }
        }
        guard problems.isEmpty, let until, let batch else { throw problems.error }
        if let last = batch.inputs.last, last.time > until {
            problems.add(
                JSONPointer(["until"]), .outOfRange,
                "the script ends at \(EventReader.format(until)) s, before its last event at "
                    + "\(EventReader.format(last.time)) s")
            throw problems.error
        }
        return SimulationScript(
            viewport: viewport, fps: fps, until: until, inputs: batch.inputs, document: batch.document)
    }
}
