import TestSupport
import Testing

@testable import PagerEngine

/// Live sessions as a careless or hostile client drives them: a random valid config and viewport, then
/// batches of random input events, valid and not, through the decoder and the engine a session uses
/// (with the real layout engine; text measured by `FixedAdvanceMeasurer`; half of them on a frame grid,
/// as live sessions are). A trap here would take the whole server down with every session on it.
///
/// Whatever the batches hold, the engine must write only finite numbers, keep frame numbers rising and
/// time from running back, name only tabs that exist in its frames and events, and, once inputs stop,
/// come to rest (unless auto-scroll runs). A refused batch must leave the session as it was.
struct RandomSessionTests {
    typealias Simulation = PagerSimulation<PagerLayoutAdapter<FixedAdvanceMeasurer>>

    @Test(arguments: 0..<48)
    func randomBatchesKeepTheEngineFiniteOrderedAndSettling(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x5E55_1000 + seed)
        let config = RandomConfigs.make(using: &random)
        var document = ConfigNormalizer.compact(config)
        var simulation = Simulation(
            config: config, viewport: RandomEvents.viewport(using: &random),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        if seed.isMultiple(of: 2) {
            // Half the sessions on a live session's frame grid (1/240 s in nanoseconds, some phase).
            simulation.frameGrid = FrameGrid(step: 4_166_667e-9, phase: Double(seed % 7) * 5e-4)
        }
        var checker = OutputChecker()
        var encoder = SimulationEncoder()
        var clock = 0.0
        var accepted = 0
        for _ in 0..<60 {
            clock += Double(random.below(400)) / 1_000
            checker.check(simulation.advance(to: clock), of: &simulation, encoder: &encoder)
            let text = RandomEvents.batch(
                at: clock, items: simulation.config.items.map(\.id), using: &random)
            let events = try JSONParser().parse(text)
            let before = simulation.snapshot()
            let batch: DecodedBatch
            do {
                batch = try InputBatchDecoder().decode(
                    events, at: JSONPointer(["events"]), document: document, config: simulation.config)
            } catch {
                // Refused as a whole: nothing was applied.
                #expect(simulation.snapshot() == before, "seed \(seed): \(text)")
                continue
            }
            accepted += 1
            for input in batch.inputs {
                let at = max(input.time, simulation.time)
                checker.check(simulation.advance(to: at), of: &simulation, encoder: &encoder)
                checker.check(
                    simulation.handle(TimedInput(time: at, input: input.input)), of: &simulation, encoder: &encoder)
                clock = max(clock, at)
            }
            document = batch.document
        }
        #expect(accepted > 10, "seed \(seed): only \(accepted) batches were valid; the generator is off")
        #expect(checker.frames > 0, "seed \(seed)")

        // Inputs stop: within 30 s everything settles (after the bar hides itself, when it does so after a
        // time without movement, up to 60 s), and nothing moves after that.
        let hiding = simulation.config.bar.hiding
        let settle = 30 + (hiding.trigger == .time ? hiding.duration : 0)
        checker.check(simulation.advance(to: clock + settle), of: &simulation, encoder: &encoder)
        if !simulation.config.pager.autoScroll.enabled {
            let frames = checker.frames
            checker.check(simulation.advance(to: clock + settle + 10), of: &simulation, encoder: &encoder)
            #expect(checker.frames == frames, "seed \(seed): still moving \(settle) s after the last input")
            #expect(simulation.nextWakeTime == nil, "seed \(seed)")
        }
        #expect(checker.problems.isEmpty, "seed \(seed): \(checker.problems.prefix(5))")
    }
}

/// Checks every output of a simulation as it comes, collecting what is wrong.
private struct OutputChecker {
    var problems: [String] = []
    var frames = 0
    private var lastSeq = 0
    private var lastTime = -Double.infinity

    mutating func check(
        _ outputs: [SimulationOutput], of simulation: inout RandomSessionTests.Simulation,
        encoder: inout SimulationEncoder
    ) {
        let count = simulation.config.items.count
        for output in outputs {
            switch output {
            case .layout:
                let json = encoder.encode(output, of: simulation)
                if (try? JSONParser().parse(json)) == nil { problems.append("layout JSON does not parse") }
            case .frame(let snapshot):
                frames += 1
                if snapshot.seq <= lastSeq { problems.append("seq \(snapshot.seq) after \(lastSeq)") }
                if snapshot.time < lastTime { problems.append("t \(snapshot.time) after \(lastTime)") }
                lastSeq = snapshot.seq
                lastTime = snapshot.time
                problems += Self.nonFinite(snapshot, at: "snapshot \(snapshot.seq)")
                encoder.withFrame(snapshot, of: &simulation) { frame in
                    problems += Self.nonFinite(frame, at: "frame \(snapshot.seq)")
                    if !(0..<count).contains(frame.index) {
                        problems.append("frame \(snapshot.seq): index \(frame.index) of \(count) tabs")
                    }
                    if !(0...1).contains(frame.indicator.opacity) {
                        problems.append("frame \(snapshot.seq): indicator opacity \(frame.indicator.opacity)")
                    }
                }
                let json = encoder.encode(output, of: simulation)
                if (try? JSONParser().parse(json)) == nil {
                    problems.append("frame \(snapshot.seq) JSON does not parse")
                }
            case .event(let event):
                if !(0..<count).contains(event.index) {
                    problems.append("\(event.name) names tab \(event.index) of \(count)")
                }
                if let back = event.returnIndex, !(0..<count).contains(back) {
                    problems.append("\(event.name) returns to tab \(back) of \(count)")
                }
                if !event.time.isFinite { problems.append("\(event.name) at t \(event.time)") }
            }
        }
    }

    /// Every `Double` inside `value` (fields, arrays, optionals, nested values) that is NaN or infinite.
    static func nonFinite(_ value: Any, at path: String) -> [String] {
        if let number = value as? Double { return number.isFinite ? [] : ["\(path) = \(number)"] }
        var found: [String] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            found += nonFinite(child.value, at: "\(path).\(child.label ?? String(index))")
        }
        return found
    }
}

/// Random input batches as JSON text: mostly valid events, some with a bad field.
private enum RandomEvents {
    static func viewport(using random: inout SeededGenerator) -> Viewport {
        let width = Double(100 + random.below(1_300))
        let height = Double(100 + random.below(1_300))
        let side = { (random: inout SeededGenerator, room: Double) in Double(random.below(Int(room / 2))) }
        let top = side(&random, height * 0.4)
        let bottom = side(&random, height * 0.4)
        let left = side(&random, width * 0.4)
        let right = side(&random, width * 0.4)
        return Viewport(
            width: width, height: height, safeArea: EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }

    static func batch(at start: Double, items: [String], using random: inout SeededGenerator) -> String {
        var time = start
        let events = (0..<1 + random.below(6)).map { _ -> String in
            time += Double(random.below(60)) / 1_000
            return event(at: time, items: items, using: &random)
        }
        return "[" + events.joined(separator: ",") + "]"
    }

    static func event(at time: Double, items: [String], using random: inout SeededGenerator) -> String {
        let t = "\"t\":\(time)"
        let count = items.count
        switch random.below(14) {
        case 0...3:
            // A drag, most of the time inside a phone-sized screen, now and then far outside it.
            let type = ["pointerDown", "pointerMove", "pointerMove", "pointerUp"][random.below(4)]
            let far = random.below(20) == 0
            let x = far ? Double(random.below(200_001)) - 100_000 : Double(random.below(1_600)) - 100
            let y = far ? Double(random.below(200_001)) - 100_000 : Double(random.below(1_600)) - 100
            return "{\(t),\"type\":\"\(type)\",\"x\":\(x),\"y\":\(y),\"pointerId\":\(1 + random.below(2))}"
        case 4:
            return "{\(t),\"type\":\"pointerCancel\"}"
        case 5:
            return "{\(t),\"type\":\"tap\",\"index\":\(random.below(count + 2) - 1)}"
        case 6:
            let keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Tab"]
            return "{\(t),\"type\":\"key\",\"key\":\"\(keys[random.below(keys.count)])\"}"
        case 7:
            let pages = ["\"next\"", "\"previous\"", "\"first\"", "\"last\"", String(random.below(count + 2) - 1)]
            let animated = random.below(3) == 0 ? ",\"animated\":false" : ""
            return "{\(t),\"type\":\"scrollTo\",\"page\":\(pages[random.below(pages.count)])\(animated)}"
        case 8:
            let position = Double(random.below((count + 5) * 100)) / 100 - 2.5
            return random.below(3) == 0
                ? "{\(t),\"type\":\"scrubEnd\"}" : "{\(t),\"type\":\"scrub\",\"position\":\(position)}"
        case 9:
            return "{\(t),\"type\":\"items\",\(itemEdit(items: items, using: &random))}"
        case 10:
            return "{\(t),\"type\":\"config\",\"patch\":\(patch(using: &random))}"
        case 11:
            let size = viewport(using: &random)
            let inset = size.safeArea
            return "{\(t),\"type\":\"viewport\",\"width\":\(size.width),\"height\":\(size.height),"
                + "\"safeArea\":{\"top\":\(inset.top),\"left\":\(inset.left),\"bottom\":\(inset.bottom),\"right\":\(inset.right)}}"
        case 12:
            return "{\(t),\"type\":\"barHidden\",\"hidden\":\(random.below(2) == 0)}"
        default:
            // A bad event: unknown type, missing or mistyped field.
            let bad = [
                "{\(t),\"type\":\"wiggle\"}", "{\"type\":\"tap\",\"index\":0}",
                "{\(t),\"type\":\"scrub\",\"position\":\"1\"}",
                "{\(t),\"type\":\"viewport\",\"width\":-5,\"height\":10}", "{\(t),\"type\":\"tap\",\"index\":0.5}",
                "17",
            ]
            return bad[random.below(bad.count)]
        }
    }

    static func itemEdit(items: [String], using random: inout SeededGenerator) -> String {
        let id = items[random.below(items.count)]
        switch random.below(5) {
        case 0:
            return
                "\"op\":\"append\",\"item\":{\"id\":\"n\(random.below(1_000))\",\"title\":\"New \(random.below(99))\"}"
        case 1:
            return "\"op\":\"remove\",\"id\":\"\(random.below(8) == 0 ? "missing" : id)\""
        case 2:
            return
                "\"op\":\"reorder\",\"ids\":[\(items.shuffled(using: &random).map { "\"\($0)\"" }.joined(separator: ","))]"
        case 3:
            let titles = ["", "A much longer title than the others", "日本語", "x"]
            return "\"op\":\"rename\",\"id\":\"\(id)\",\"title\":\"\(titles[random.below(titles.count)])\""
        default:
            return
                "\"op\":\"badge\",\"id\":\"\(id)\",\"badge\":\(random.below(2) == 0 ? "null" : "\"\(random.below(120))\"")"
        }
    }

    /// A patch of one option set to a random value (now and then outside its range), or a preset switch.
    static func patch(using random: inout SeededGenerator) -> String {
        if random.below(6) == 0 {
            return "{\"preset\":\"\(Preset.all[random.below(Preset.all.count)].id)\"}"
        }
        let option = OptionSchema.options[random.below(OptionSchema.options.count)]
        var value = RandomConfigs.value(for: option, using: &random).json
        if random.below(10) == 0, case .number(let number) = value { value = .number(number * 10 + 1_000) }
        let keys = option.path.split(separator: ".")
        return keys.reversed().reduce(value.compactText) { inner, key in "{\"\(key)\":\(inner)}" }
    }
}
