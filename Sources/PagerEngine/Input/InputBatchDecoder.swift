/// A validated batch of inputs, and the config document after the batch's patches and item edits.
public struct DecodedBatch: Sendable {
    public var inputs: [TimedInput]
    /// The session's config document with every `config` patch and item edit of the batch applied.
    public var document: JSONValue
}

/// Decodes a batch of input events (docs/api.md, "Live session inputs") and validates it as a whole:
/// every event is checked against the pager as it will be when that event applies (earlier item
/// edits and config patches of the same batch included), and every problem is listed with its pointer.
/// Nothing is applied when anything is wrong.
///
/// ```swift
/// let batch = try InputBatchDecoder().decode(body["events"], at: JSONPointer(["events"]),
///                                            document: session.document, config: session.config)
/// ```
public struct InputBatchDecoder: Sendable {
    /// At most this many events in one batch.
    public var maxEvents: Int
    /// Viewport sides must lie in this range, points.
    public static let viewportRange: ClosedRange<Double> = 100...4000
    /// Safe-area insets must lie in this range, points.
    public static let safeAreaRange: ClosedRange<Double> = 0...500
    /// Coordinates must lie in this range (far outside any viewport, but finite).
    public static let coordinateRange: ClosedRange<Double> = -100_000...100_000

    public init(maxEvents: Int = 256) {
        self.maxEvents = maxEvents
    }

    /// The event types, as written in the `type` field.
    public static let types = [
        "pointerDown", "pointerMove", "pointerUp", "pointerCancel", "tap", "key", "scrollTo", "scrub", "scrubEnd",
        "items", "config", "view", "viewport", "barHidden", "reload", "navigation",
    ]

    /// Decodes `events` (the batch's array) sitting at `pointer` in the request.
    ///
    /// - Parameters:
    ///   - document: the session's config document, the base for `config` patches.
    ///   - config: the config it resolves to now.
    /// - Throws: `ConfigProblems` listing every bad event field.
    public func decode(
        _ events: JSONValue?, at pointer: JSONPointer, document: JSONValue, config: PagerConfig
    ) throws(ConfigProblems) -> DecodedBatch {
        var problems = ProblemList(prefix: JSONPointer(), limit: 100)
        guard let list = events?.arrayValue else {
            problems.add(pointer, events == nil ? .missingField : .wrongType, "expected a list of input events")
            throw problems.error
        }
        guard list.count <= maxEvents else {
            problems.add(pointer, .tooMany, "\(list.count) events are more than the maximum of \(maxEvents) per batch")
            throw problems.error
        }
        var state = BatchState(document: document, config: config)
        var inputs: [TimedInput] = []
        var lastTime = -Double.infinity
        for (index, event) in list.enumerated() {
            let eventPointer = pointer.appending(index)
            var reader = EventReader(event: event, pointer: eventPointer, problems: problems)
            let decoded = decodeEvent(&reader, state: &state)
            problems = reader.finish()
            guard let decoded else { continue }
            if decoded.time < lastTime {
                problems.add(
                    eventPointer.appending("t"), .outOfRange,
                    "\(EventReader.format(decoded.time)) s is earlier than the event before it "
                        + "(\(EventReader.format(lastTime)) s); send events in time order")
            }
            lastTime = max(lastTime, decoded.time)
            inputs.append(decoded)
        }
        guard problems.isEmpty else { throw problems.error }
        return DecodedBatch(inputs: inputs, document: state.document)
    }

    /// The pager as the batch goes: where config patches and item edits leave it.
    struct BatchState {
        var document: JSONValue
        var config: PagerConfig
    }

    private func decodeEvent(_ reader: inout EventReader, state: inout BatchState) -> TimedInput? {
        guard let type = reader.type(among: Self.types) else { return nil }
        let time = reader.number("t", range: 0...1e9, unit: "s")
        let input: PagerInput?
        switch type {
        case "pointerDown", "pointerMove", "pointerUp":
            let x = reader.number("x", range: Self.coordinateRange, unit: "pt")
            let y = reader.number("y", range: Self.coordinateRange, unit: "pt")
            let id = reader.optionalInteger("pointerId", range: 0...Int(Int32.max)) ?? 0
            if let x, let y {
                let point = Point(x: x, y: y)
                input =
                    type == "pointerDown"
                    ? .pointerDown(point, pointer: id)
                    : type == "pointerMove" ? .pointerMove(point, pointer: id) : .pointerUp(point, pointer: id)
            } else {
                input = nil
            }
        case "pointerCancel":
            input = .pointerCancel(pointer: reader.optionalInteger("pointerId", range: 0...Int(Int32.max)) ?? 0)
        case "tap":
            input = reader.integer("index", range: 0...max(state.config.items.count - 1, 0)).map { .tap(index: $0) }
        case "key":
            input = reader.enumeration("key", PagerInput.Key.self).map { .key($0) }
        case "scrollTo":
            input = decodeScroll(&reader, count: state.config.items.count)
        case "scrub":
            let count = Double(state.config.items.count)
            input = reader.number("position", range: -1...count, unit: "pages").map { .scrub(position: $0) }
        case "scrubEnd":
            input = .scrubEnd
        case "items":
            input = decodeItemEdit(&reader, state: &state)
        case "config":
            input = decodePatch(&reader, state: &state)
        case "view":
            input = decodeView(&reader, state: &state)
        case "viewport":
            input = Self.viewport(&reader).map { .viewport($0) }
        case "barHidden":
            input = reader.boolean("hidden").map { .barHidden($0) }
        case "reload":
            input = .reload
        case "navigation":
            input = reader.enumeration("action", PagerInput.Navigation.self).map { .navigation($0) }
        default:
            input = nil
        }
        reader.rejectUnknownKeys()
        guard let time, let input else { return nil }
        return TimedInput(time: time, input: input)
    }

    private func decodeScroll(_ reader: inout EventReader, count: Int) -> PagerInput? {
        let animated = reader.optionalBoolean("animated") ?? true
        guard let page = reader.raw("page") else { return nil }
        switch page {
        case .string(let name):
            guard let target = PagerInput.ScrollTarget.named[name] else {
                reader.problem(
                    "page", .notAllowed,
                    "\(JSONValue.quoted(name, limit: 40)) is not a page; use next, previous, first, last or an index")
                return nil
            }
            return .scrollTo(target, animated: animated)
        default:
            return reader.integer("page", range: 0...max(count - 1, 0)).map {
                .scrollTo(.index($0), animated: animated)
            }
        }
    }

    /// `width`, `height` and `safeArea` read as a viewport (a `viewport` event's, or a simulate
    /// script's), or nil after recording their problems.
    static func viewport(_ reader: inout EventReader) -> Viewport? {
        let width = reader.number("width", range: viewportRange, unit: "pt")
        let height = reader.number("height", range: viewportRange, unit: "pt")
        let safeArea = reader.insets("safeArea", range: safeAreaRange) ?? .zero
        guard let width, let height else { return nil }
        if let problem = safeAreaProblem(safeArea, width: width, height: height) {
            reader.problem("safeArea", .outOfRange, problem)
            return nil
        }
        return Viewport(width: width, height: height, safeArea: safeArea)
    }

    /// Why `safeArea` leaves no room in a `width` × `height` viewport, or nil when it leaves some (each
    /// side may be up to 500 pt, and a viewport as small as 100 pt: together they could cover it and
    /// lay the bar out at a negative width).
    public static func safeAreaProblem(_ safeArea: EdgeInsets, width: Double, height: Double) -> String? {
        if safeArea.left + safeArea.right >= width {
            return "the safe area's left and right (\(EventReader.format(safeArea.left + safeArea.right)) pt) "
                + "leave no room in a viewport \(EventReader.format(width)) pt wide"
        }
        if safeArea.top + safeArea.bottom >= height {
            return "the safe area's top and bottom (\(EventReader.format(safeArea.top + safeArea.bottom)) pt) "
                + "leave no room in a viewport \(EventReader.format(height)) pt high"
        }
        return nil
    }

    private func decodePatch(_ reader: inout EventReader, state: inout BatchState) -> PagerInput? {
        guard let patch = reader.raw("patch") else { return nil }
        guard patch.objectValue != nil else {
            reader.problem("patch", .wrongType, "expected a partial config object, got \(patch.plainDescription)")
            return nil
        }
        let resolver = ConfigResolver(pointerPrefix: reader.pointer.appending("patch"))
        do {
            let result = try resolver.resolve(patch: patch, onto: state.document, view: state.config.appearance)
            state.document = result.document
            state.config = result.config
            return .config(result.config)
        } catch {
            for problem in error.problems { reader.record(problem) }
            return nil
        }
    }

    /// A `view` event: the viewing conditions change (``ViewResolver``); the design does not.
    private func decodeView(_ reader: inout EventReader, state: inout BatchState) -> PagerInput? {
        guard let view = reader.raw("view") else { return nil }
        guard view.objectValue != nil else {
            reader.problem("view", .wrongType, "expected a view object, got \(view.plainDescription)")
            return nil
        }
        do {
            let appearance = try ViewResolver(pointerPrefix: reader.pointer.appending("view")).resolve(
                view, over: state.config.appearance)
            state.config.appearance = appearance
            return .config(state.config)
        } catch {
            for problem in error.problems { reader.record(problem) }
            return nil
        }
    }
}
