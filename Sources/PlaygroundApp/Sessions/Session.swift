import HTTPCore
import HTTPServer
import PagerEngine
import Synchronization
import TextMetrics

/// One live pager: its simulation, its config document and the streams watching it.
///
/// A session belongs to one event loop and is only touched there (every entry point hops to `loop`);
/// its simulation ticks on that loop's timer only while something moves.
///
/// ```
///  POST input ──▶ decode + validate (whole batch) ──▶ simulation.handle ──▶ broadcast ──▶ viewers' streams
///  loop timer ──▶ simulation.advance(to: now) ────────────────────────────┘   (layout, frame deltas, events)
/// ```
final class Session: @unchecked Sendable {
    typealias Simulation = PagerSimulation<PagerLayoutAdapter<TextMeasurer>>

    /// How far past its arrival an input batch may be moved to keep its spacing (seconds; see
    /// ``input(_:)``).
    static let maximumLift = 0.1

    let id: String
    /// The loop that owns the session; it changes only when a session nobody watches gets a viewer on
    /// another loop (see ``watch(_:)``).
    var loop: EventLoop { home.withLock { $0 } }
    private let home: Mutex<EventLoop>
    /// The owning loop's ticker and scratch, read only on that loop (set when the session moves there):
    /// `loop` takes a lock, and a tick needed the loop's ticker and scratch three times.
    private var onLoop: (ticker: SessionTicker, scratch: LoopScratch)
    /// The client address that created it (for the per-address limit).
    let address: String
    /// The second secret, given only to the creator (``SessionInputToken``): steering needs it, watching
    /// needs only ``id``.
    let inputToken: SessionInputToken
    private let created: Deadline
    private unowned let registry: SessionRegistry

    private var simulation: Simulation
    /// The config document patches apply to (compact: preset plus what differs).
    private var document: JSONValue
    private var viewers: [Viewer] = []
    /// The ticker slot the session waits for, if it waits.
    private var tickSlot: UInt64?
    private var expiry: ScheduledTimer?
    /// Sends the position table once the layout has stayed put for ``tableDelay``.
    private var tableTimer: ScheduledTimer?

    /// How long a layout must stay before its position table goes out: a control being dragged
    /// relayouts every frame, and the table is only needed for a drag of the pages.
    static let tableDelay = 0.15
    private var lastEventID = 0
    /// The last pager events, for streams that resume (``attach(_:)``).
    private var recentEvents = RecentEvents()
    private var clientClock = ClientClock()
    /// The simulation after its last input, for an input its ticks ran past (``RewindPoint``).
    private var rewindPoint = RewindPoint<PagerLayoutAdapter<TextMeasurer>>()
    private var bucket: TokenBucket
    /// Numbered input batches waiting for the ones before them, with where each answer goes.
    private var sequencer = InputSequencer<(body: JSONObject, reply: @Sendable (Response) -> Void)>()
    private var ended = false
    /// The creation answer's opening events (``writeOpening(into:)``): the id of the last of them and the
    /// layout revision they hold, until the first stream attaches.
    private var opening: (lastID: String, rev: Int)?

    /// One stream watching the session.
    final class Viewer {
        let stream: EventStream
        var tracker = FrameDeltaTracker()
        /// Whether the stream still needs the position table of the layout it was sent last.
        var needsTable = true

        init(stream: EventStream) {
            self.stream = stream
        }
    }

    /// A session whose pager rests on `page` (nil: the config's default page) when it starts.
    init(
        id: String, loop: EventLoop, address: String, registry: SessionRegistry, config: PagerConfig,
        viewport: Viewport, page: Int? = nil
    ) {
        self.id = id
        home = Mutex(loop)
        onLoop = (registry.ticker(for: loop), registry.scratch(for: loop))
        self.address = address
        inputToken = SessionInputToken()
        self.registry = registry
        created = Deadline.now()
        simulation = Simulation(
            config: config, viewport: viewport, layouter: PagerLayoutAdapter(measurer: registry.measurer), time: 0,
            page: page)
        simulation.frameGrid = SessionTicker.frameGrid(from: created)
        document = ConfigNormalizer.compact(config)
        bucket = TokenBucket(rate: registry.limits.batchesPerSecond, burst: registry.limits.batchBurst)
    }

    /// Seconds since the session began, on the server's monotonic clock.
    private func now() -> Double {
        Double(Deadline.now().nanoseconds &- created.nanoseconds) / 1e9
    }

    /// The normalised config the session started with (for the creation response).
    var normalizedConfig: [UInt8] { ConfigNormalizer.normalizedBytes(simulation.config) }

    /// The view the session shows its config under, every key (for the creation response).
    var view: [UInt8] { JSONValue.object(ViewResolver.json(simulation.config.appearance)).jsonBytes }

    // MARK: - Lifecycle (on `loop`)

    /// Starts the idle clock and any timer the config needs (auto-scroll).
    func start() {
        scheduleExpiry()
        scheduleTick()
    }

    /// Ends the session: streams get an `end` event and close; timers stop.
    func end(reason: String) {
        guard !ended else { return }
        ended = true
        for waiting in sequencer.drain() { waiting.reply(SessionError.notFound.httpError.response) }
        tickSlot = nil
        expiry?.cancel()
        tableTimer?.cancel()
        let end = ServerSentEvent(id: nextEventID(), event: "end", data: #"{"reason":""# + reason + #""}"#)
        for viewer in viewers {
            _ = viewer.stream.send(end)
            viewer.stream.close()
        }
        registry.viewerCount(add: -viewers.count)
        viewers.removeAll()
        registry.remove(self)
    }

    /// Runs `body` on the session's loop, following the session if it moved before `body` ran; callable
    /// from any thread. Every entry point goes through it.
    func run(_ body: @escaping @Sendable () -> Void) {
        let target = loop
        target.execute { [self] in
            guard loop === target else { return run(body) }
            body()
        }
    }

    // MARK: - Viewers

    /// Adds a stream, or ends it with `unavailable` when the session cannot take it (on `loop`).
    ///
    /// A session nobody watches first moves to the stream's loop: its frames then reach the socket
    /// without crossing threads (sessions start on their loops in turn, streams go where connection
    /// placement puts them; moving gave 9–13 % more frames per CPU-second:
    /// docs/decisions/0004-sessions-follow-their-viewer.md).
    /// Requests already queued on the old loop follow it through ``run(_:)``; only requests that were in
    /// flight together could change order, as they can between loops anyway.
    func watch(_ stream: EventStream) {
        // Closed already (a HEAD request gets the stream's head only): nothing to watch.
        guard stream.isOpen else { return }
        let destination = stream.eventLoop
        if viewers.isEmpty, !ended, destination !== loop {
            tickSlot = nil
            expiry?.cancel()
            expiry = nil
            // From here on the old loop must not touch the session: the new one owns it.
            home.withLock { $0 = destination }
            destination.execute { [self] in
                guard loop === destination else { return run { self.watch(stream) } }
                onLoop = (registry.ticker(for: destination), registry.scratch(for: destination))
                if viewers.isEmpty, !ended { scheduleExpiry() }
                scheduleTick()
                watch(stream)
            }
            return
        }
        guard attach(stream) else {
            _ = stream.send(ServerSentEvent(id: nextEventID(), event: "end", data: #"{"reason":"unavailable"}"#))
            stream.close()
            return
        }
        stream.onClose { [self] _ in run { self.detach(stream) } }
    }

    /// Adds a stream: it gets the pager events it missed (when it resumes with `Last-Event-ID`), the
    /// current layout, warnings and a full frame, then everything new.
    func attach(_ stream: EventStream) -> Bool {
        guard !ended, viewers.count < registry.limits.maximumViewers else { return false }
        // Catch up first, for the streams already here: a frame or pager event due since the last tick
        // would otherwise reach this stream before its layout. The pager events it records are replayed
        // below to a stream that resumes from before them.
        broadcast(simulation.advance(to: now()))
        rewindPoint.mark(simulation)
        let viewer = Viewer(stream: stream)
        viewers.append(viewer)
        expiry?.cancel()
        expiry = nil
        registry.viewerCount(add: 1)
        // The creation answer's client, drawing from its opening events, holds this layout already.
        let holdsLayout = opening.map { stream.lastEventID == $0.lastID && $0.rev == simulation.rev } ?? false
        opening = nil
        for missed in recentEvents.after(lastEventID: stream.lastEventID, newest: lastEventID) {
            _ = stream.send(missed)
        }
        if holdsLayout {
            startAfresh(viewer)
        } else {
            sendLayout(to: viewer, rev: simulation.rev)
        }
        sendFrame(simulation.snapshot(), to: [viewer])
        sendTables()
        scheduleTick()
        return true
    }

    /// Writes the events a stream opens with — the layout, its warnings and a full frame, each with its
    /// id — as a JSON array of `{"id", "event", "data"}` for the creation answer (on `loop`).
    ///
    /// The client draws the pager from them when the session is created, a round trip before its stream
    /// delivers; a first stream that resumes from the last of them, with the layout unchanged, is not
    /// sent the layout again (docs/api.md, "Sessions"; decision 0057).
    func writeOpening(into json: inout JSONWriter) {
        let scratch = onLoop.scratch
        var events = layoutEvents(rev: simulation.rev)
        let snapshot = simulation.snapshot()
        let frame = scratch.withFrame(snapshot, of: &simulation) { frame in
            scratch.write { json in
                frame.writeJSON(
                    rev: snapshot.rev, seq: snapshot.seq, t: snapshot.time, delta: nil, markFull: true, into: &json)
            } then: {
                Array($0)
            }
        }
        let frameID = nextEventID()
        events.append(ServerSentEvent(id: frameID, event: "frame", data: frame))
        json.beginArray()
        for event in events {
            json.beginObject()
            json.key("id")
            json.string(event.id ?? "")
            json.key("event")
            json.string(event.kind)
            json.key("data")
            json.raw(event.data)
            json.endObject()
        }
        json.endArray()
        opening = (frameID, simulation.rev)
    }

    /// Removes a stream that closed.
    func detach(_ stream: EventStream) {
        let before = viewers.count
        viewers.removeAll { $0.stream === stream }
        registry.viewerCount(add: viewers.count - before)
        if viewers.isEmpty, !ended { scheduleExpiry() }
    }

    // MARK: - Input

    /// Takes an input batch and calls `reply` with its answer (docs/api.md, "Inputs").
    ///
    /// A batch without `seq` is validated as a whole and applied, or refused unchanged. A numbered batch
    /// (`"seq": n`, from 0 for each session) is applied in number order, once: one that arrives before
    /// the numbers below it waits for them and is answered when it is applied; one applied already is
    /// answered as a duplicate and not applied again (``InputSequencer``).
    func input(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
        if let refusal = admit() { return reply(refusal) }
        // The body is parsed once, here; a batch that waits for the ones before it waits parsed.
        let body: JSONObject
        let seq: Int?
        do {
            body = try RequestBody.object(request, allowedKeys: ["events", "seq"])
            seq = try Self.sequenceNumber(in: body)
        } catch {
            registry.counters.batchesRejected.add(1)
            return reply(error.response)
        }
        guard let seq else { return reply(apply(body, seq: nil)) }
        switch sequencer.receive((body, reply), seq: seq) {
        case .apply(let batches):
            for (number, batch) in batches { batch.reply(apply(batch.body, seq: number)) }
        case .waiting:
            break
        case .duplicate:
            reply(.json(#"{"accepted":0,"seq":\#(seq),"duplicate":true}"#, status: .ok))
        case .refused(let expected):
            let limit = expected + InputSequencer<Int>.maximumWaiting
            reply(
                HTTPError(
                    .conflict, code: "input-out-of-order",
                    message: "Batch \(seq) is too far ahead of batch \(expected), the next expected; send it again.",
                    details: [HTTPError.Detail(pointer: "/seq", message: "expected at most \(limit)")]
                ).response)
        }
    }

    /// Answers `GET …/what-if?tap=N`, `?scrollTo=…` or `?key=…` (docs/api.md, "What a click would start"): the
    /// animation that input would start now, with the number of the last frame sent (`frameSeq`), for
    /// which the answer holds. The browser asks while the mouse rests over a tab or the Next button, so
    /// that the click plays from the moment it happens rather than a round trip later. Changes nothing;
    /// costs a token of the input bucket.
    ///
    /// `?q=tap=1,tap=3,scrollTo=next` asks several at once (decision 0043: a touch screen asks about
    /// every tab in view after each rest): `{"frameSeq", "answers": {"tap=1": answer, …}}`, each answer
    /// the one its question alone would get now. It costs a token a question, taken all at once before
    /// any is computed, or 429 and none.
    func whatIf(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
        let asked: WhatIfQuery.Asked
        do {
            asked = try WhatIfQuery.asked(request.queryParameters)
        } catch {
            // A refused request costs a token, as it always did.
            return reply(admit() ?? error.response)
        }
        if let refusal = admit(tokens: asked.questions) { return reply(refusal) }
        let time = now()
        var json = JSONWriter(capacity: 4_096 * asked.questions)
        json.beginObject()
        json.key("frameSeq")
        json.integer(simulation.seq)
        switch asked {
        case .one(let input):
            simulation.writeTrajectoryAhead(of: input, now: time, as: "trajectory", into: &json)
        case .several(let list):
            json.key("answers")
            json.beginObject()
            for (text, input) in list {
                json.key(text)
                json.beginObject()
                json.key("frameSeq")
                json.integer(simulation.seq)
                simulation.writeTrajectoryAhead(of: input, now: time, as: "trajectory", into: &json)
                json.endObject()
            }
            json.endObject()
        }
        json.endObject()
        reply(.json(json.bytes, status: .ok))
    }

    /// Why a steering request is refused before it is acted on: the session ended (404), or its input
    /// bucket holds fewer than `tokens` (429, counted, none taken); nil when it may go on, the tokens taken.
    private func admit(tokens: Int = 1) -> Response? {
        guard !ended else { return SessionError.notFound.httpError.response }
        guard let wait = bucket.take(Double(tokens), at: now()) else { return nil }
        registry.counters.batchesLimited.add(1)
        return SessionError.tooMany("Too many input batches; slow down.", retryAfter: Int(wait.rounded(.up)))
            .httpError.response
    }

    /// Whether `input` ends a gesture or asks for a change that animates: the answer then carries the
    /// animation (docs/sessions.md, "Trajectories").
    private static func startsAnimation(_ input: PagerInput) -> Bool {
        switch input {
        case .pointerUp, .pointerCancel, .tap, .key, .scrollTo: true
        default: false
        }
    }

    /// The batch's `seq`, or nil when it has none; a `seq` that is not a whole number from 0 is refused.
    private static func sequenceNumber(in body: JSONObject) throws(HTTPError) -> Int? {
        guard let value = body["seq"] else { return nil }
        guard case .number(let number) = value, number >= 0, number <= 9e15, number == number.rounded() else {
            throw ConfigRequestBody.invalid([
                HTTPError.Detail(pointer: "/seq", message: "expected a whole number from 0")
            ])
        }
        return Int(number)
    }

    /// Validates a batch as a whole and applies it, or refuses it unchanged (a numbered batch refused
    /// as bad keeps its number used: sending it again is a duplicate).
    private func apply(_ body: JSONObject, seq: Int?) -> Response {
        let time = now()
        let batch: DecodedBatch
        do {
            batch = try InputBatchDecoder(maxEvents: registry.limits.maximumBatchEvents).decode(
                body["events"], at: JSONPointer(["events"]), document: document, config: simulation.config)
        } catch {
            registry.counters.batchesRejected.add(1)
            return HTTPError(error).response
        }
        for (index, input) in batch.inputs.enumerated() {
            guard case .config(let config) = input.input, config.text.font != simulation.config.text.font,
                let problems = registry.fonts?.problems(
                    in: config, at: JSONPointer(["events", String(index), "patch"]))
            else { continue }
            registry.counters.batchesRejected.add(1)
            return HTTPError(problems).response
        }
        var times = clientClock.rebase(batch.inputs.map(\.time), arrival: time)
        // The ticks ran past the batch's first event: it is handled at its own moment, in the state run
        // again from the last input; the frames since are made again from there (decision 0061).
        if let first = times.first { _ = rewindPoint.rewind(&simulation, to: first) }
        if let first = times.first, first < simulation.time {
            // The simulation already ran past the batch's start (it was animating): keep the spacing of
            // the batch's events (velocity depends on it) and start them where the simulation is — but
            // move them at most `maximumLift` past their arrival, so that a batch spanning a long time
            // cannot run the session ahead of the clock (and its ticks through all that time). Events
            // still before the simulation's time then happen at it.
            let lift = min(simulation.time - first, Self.maximumLift)
            let floor = simulation.time
            times = times.map { max($0 + lift, floor) }
        }
        var gesture: (start: Double, clientTime: Double)?
        var touchedAt: Double?
        for (input, at) in zip(batch.inputs, times) {
            broadcast(simulation.advance(to: at))
            broadcast(
                simulation.handle(TimedInput(time: at, input: input.input)),
                continuing: Self.relaysOut(input.input))
            if Self.startsAnimation(input.input) { gesture = (at, input.time) }
            if case .pointerDown = input.input { touchedAt = input.time }
        }
        document = batch.document
        rewindPoint.mark(simulation)
        registry.counters.inputs.add(batch.inputs.count)
        scheduleTick()
        if viewers.isEmpty { scheduleExpiry() }
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        json.key("accepted")
        json.integer(batch.inputs.count)
        if let seq {
            json.key("seq")
            json.integer(seq)
        }
        if let gesture, seq != nil {
            // The animation the gesture started, for a pipelining client to play from the gesture's moment.
            json.key("trajectory")
            simulation.writeTrajectory(start: gesture.start, clientTime: gesture.clientTime, into: &json)
        } else if let touchedAt, seq != nil {
            // A finger down on a tab: the animation its tap would start, for the client to play the moment
            // the finger lifts instead of a round trip later.
            simulation.writeTapTrajectory(clientTime: touchedAt, as: "tapTrajectory", into: &json)
        }
        json.endObject()
        return .json(json.bytes, status: .accepted)
    }

    // MARK: - Time

    /// Asks the loop's ticker to wake the session at the simulation's next wake-up, if any.
    private func scheduleTick() {
        guard !ended, let wake = simulation.nextWakeTimeInPlace() else {
            tickSlot = nil
            return
        }
        let ticker = onLoop.ticker
        // At most 1e18 ns after `created` (a monotonic reading, far below 2^63): no overflow.
        let offset = UInt64((min(max(wake, 0), 1e9) * 1e9).rounded(.up))
        let slot = ticker.slot(
            for: Deadline(nanoseconds: min(created.nanoseconds &+ offset, Deadline.distantFuture.nanoseconds)))
        if tickSlot == slot { return }
        tickSlot = slot
        ticker.schedule(self, in: slot)
    }

    /// Runs the simulation up to now when the slot the session waits for ends (called by `ticker`, on its
    /// loop).
    func tickFired(slot: UInt64, ticker: SessionTicker) {
        // An entry left on the loop the session moved away from: that loop must not touch the session.
        guard loop === ticker.loop, tickSlot == slot else { return }
        tickSlot = nil
        let scratch = onLoop.scratch
        let skipped = simulation.skippedFrames
        // A tick that came more than a frame period late sends only the newest due frame.
        let time = now()
        simulation.advance(to: time, into: &scratch.tickOutputs, skippingLateFrames: true)
        if simulation.skippedFrames != skipped { scratch.countSkipped(simulation.skippedFrames - skipped) }
        rewindPoint.ticked(scratch.tickOutputs, at: time)
        broadcast(scratch.tickOutputs)
        scheduleTick()
    }

    /// Ends the session after the idle timeout unless a viewer or input comes first.
    private func scheduleExpiry() {
        expiry?.cancel()
        let timeout = registry.limits.idleTimeout
        // Unowned, not weak (see `scheduleTick`): every path that releases a session goes through `end()`,
        // which cancels this timer, so it never runs after the session is gone.
        expiry = onLoop.ticker.loop.schedule(after: .nanoseconds(Int64(timeout * 1e9))) { [unowned self] in
            guard self.viewers.isEmpty else { return }
            self.registry.counters.expired.add(1)
            self.end(reason: "expired")
        }
    }

    // MARK: - Broadcasting

    private func nextEventID() -> String {
        String(nextEventNumber())
    }

    /// The next event's id as a number (a pager event keeps it in ``recentEvents``).
    private func nextEventNumber() -> Int {
        lastEventID += 1
        return lastEventID
    }

    /// Sends `outputs` to the viewers in order. With `continuing` (an edit's outputs), the running motion's
    /// continuation on the newest layout follows that layout, before any of its frames
    /// (``sendContinuation()``).
    private func broadcast(_ outputs: [SimulationOutput], continuing: Bool = false) {
        guard !viewers.isEmpty else {
            // Nobody to send to, but a stream that resumes gets the pager events.
            for case .event(let pagerEvent) in outputs { _ = record(pagerEvent) }
            return
        }
        for output in outputs {
            switch output {
            case .layout(let rev):
                for viewer in viewers { sendLayout(to: viewer, rev: rev) }
                if continuing, rev == simulation.rev { sendContinuation() }
            case .frame(let snapshot):
                sendFrame(snapshot, to: viewers)
            case .event(let pagerEvent):
                let event = record(pagerEvent)
                for viewer in viewers { _ = viewer.stream.send(event) }
                if pagerEvent.name == .autoScroll { sendTrajectory(from: pagerEvent.time) }
            }
        }
    }

    /// Sends the animation an auto-scroll started at session time `start` (`event: trajectory`, without
    /// a client time: the browser places it on its clock as it places the stream's frames).
    private func sendTrajectory(from start: Double) {
        var json = JSONWriter(capacity: 8_192)
        simulation.writeTrajectory(start: start, clientTime: nil, into: &json)
        for viewer in viewers {
            _ = viewer.stream.send(ServerSentEvent(id: nextEventID(), event: "trajectory", data: json.bytes))
        }
    }

    /// Sends the running motion's continuation on the new layout (`event: trajectory` with `"relayout":
    /// rev`, docs/sessions.md), when something moves: a browser that plays that motion on its own clock
    /// goes on with it where it is drawn, into the new layout (decision 0048). Sent right after the
    /// layout, so a viewer that gets a frame of the new revision without one knows the motion ended.
    private func sendContinuation() {
        var json = JSONWriter(capacity: 8_192)
        guard simulation.writeContinuation(into: &json) else { return }
        for viewer in viewers {
            _ = viewer.stream.send(ServerSentEvent(id: nextEventID(), event: "trajectory", data: json.bytes))
        }
    }

    /// Whether `input` is an edit that lays the pager out again and may leave a motion running (a
    /// config, tabs, the viewport, the bar hidden or shown): its new layout is followed by the motion's
    /// continuation.
    private static func relaysOut(_ input: PagerInput) -> Bool {
        switch input {
        case .config, .items, .viewport, .barHidden: true
        default: false
        }
    }

    /// A pager event as its `event:` event, with the next id, kept in ``recentEvents``.
    private func record(_ pagerEvent: PagerEvent) -> ServerSentEvent {
        // Written from the event alone: through the encoder, the simulation (1.4 KB, with a dozen
        // references to retain) was copied for every event.
        let data = onLoop.scratch.write({ pagerEvent.write(to: &$0) }, then: { Array($0) })
        let id = nextEventNumber()
        let event = ServerSentEvent(id: String(id), event: "event", data: data)
        recentEvents.append(event, id: id)
        return event
    }

    /// Sends the layout and its warnings; the viewer's next frame goes out whole.
    private func sendLayout(to viewer: Viewer, rev: Int) {
        for event in layoutEvents(rev: rev) { _ = viewer.stream.send(event) }
        startAfresh(viewer)
    }

    /// The layout's event and its warnings' (`event: layout`, `event: warning`), each with the next id.
    private func layoutEvents(rev: Int) -> [ServerSentEvent] {
        var events = [
            ServerSentEvent(
                id: nextEventID(), event: "layout", data: onLoop.scratch.encode(.layout(rev: rev), of: simulation))
        ]
        for warning in simulation.layout.warnings {
            var json = JSONWriter(capacity: 128)
            warning.write(to: &json, asEvent: true)
            events.append(ServerSentEvent(id: nextEventID(), event: "warning", data: json.bytes))
        }
        return events
    }

    /// A viewer that holds the current layout, and nothing since: its next frame goes out whole, and it
    /// gets the layout's position table.
    private func startAfresh(_ viewer: Viewer) {
        viewer.tracker.reset()
        viewer.needsTable = true
        scheduleTables()
    }

    /// Sends the current layout's position table to the viewers that lack it once the layout has
    /// stayed for ``tableDelay``.
    private func scheduleTables() {
        tableTimer?.cancel()
        // Unowned, as the idle timer: `end()` cancels it.
        tableTimer = onLoop.ticker.loop.schedule(after: .nanoseconds(Int64(Self.tableDelay * 1e9))) {
            [unowned self] in
            self.tableTimer = nil
            self.sendTables()
        }
    }

    /// Sends the position table (`event: table`, docs/sessions.md) to every viewer that lacks it.
    private func sendTables() {
        let waiting = viewers.filter(\.needsTable)
        guard !waiting.isEmpty else { return }
        var json = JSONWriter(capacity: 32_768)
        simulation.writePositionTable(rev: simulation.rev, into: &json)
        for viewer in waiting {
            viewer.needsTable = false
            _ = viewer.stream.send(ServerSentEvent(id: nextEventID(), event: "table", data: json.bytes))
        }
    }

    /// Sends a frame to each viewer, whole or as the delta its stream needs; the newest frame replaces an
    /// unsent one.
    private func sendFrame(_ snapshot: SimulationSnapshot, to targets: [Viewer]) {
        let scratch = onLoop.scratch
        scratch.withFrame(snapshot, of: &simulation) { frame in send(frame, snapshot, to: targets, scratch) }
    }

    /// Sends `frame` to each viewer, whole or as the delta its stream needs (see ``sendFrame(_:to:)``).
    /// A full frame has an `id:`; a delta has none (docs/api.md: it is never replayed, and the client's
    /// `Last-Event-ID` stays that of the last event that has one).
    private func send(_ frame: PagerFrame, _ snapshot: SimulationSnapshot, to targets: [Viewer], _ scratch: LoopScratch)
    {
        var fullFrameID: String?
        for viewer in targets {
            let outcome = viewer.tracker.queue(frame: frame) { delta in
                var id: String?
                if delta == nil {
                    if fullFrameID == nil { fullFrameID = nextEventID() }
                    id = fullFrameID
                }
                let delivery = scratch.write { json in
                    frame.writeJSON(
                        rev: snapshot.rev, seq: snapshot.seq, t: snapshot.time, delta: delta, markFull: true,
                        into: &json)
                } then: { data in
                    // Counted before the bytes can reach the viewer, so whoever reads the metric after
                    // receiving a frame finds it counted; a frame the stream refuses is taken back.
                    scratch.countFrame()
                    let delivery = viewer.stream.deliver(id: id, event: "frame", data: data, latestWins: true)
                    if delivery == .rejected { scratch.uncountFrame() }
                    return delivery
                }
                switch delivery {
                case .written: return .written
                case .queued: return .queued
                case .replacedPending: return .replacedPending
                case .rejected: return .rejected
                }
            }
            if outcome == .replacedPending { scratch.countDropped() }
        }
    }
}
