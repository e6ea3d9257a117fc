/// libFuzzer entry point for the request parser, compiled together with HTTPCore's sources by
/// `Tests/fuzz/run.sh` (`swiftc -sanitize=fuzzer,address`).
///
/// The first input byte picks how the rest is cut into pieces, so the fuzzer explores partial reads
/// too. Checked on every input: events come in a valid order (head, body chunks, end; nothing after a
/// failure), no body exceeds the limit, every head's target and path survive the router and
/// `StaticPath`, and the one-shot and piecewise parses agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let cut = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    let limits = ParserLimits(
        maxHeadBytes: 512, maxTargetBytes: 128, maxHeaderCount: 8, maxBodyBytes: 256, maxChunkLineBytes: 32,
        maxTrailerBytes: 64)
    let whole = FuzzCheck.run([bytes], limits: limits)
    let step = Int(cut % 16) + 1
    var pieces: [[UInt8]] = []
    var index = 0
    while index < bytes.count {
        pieces.append(Array(bytes[index..<min(bytes.count, index + step)]))
        index += step
    }
    let split = FuzzCheck.run(pieces, limits: limits)
    precondition(whole == split, "parse differs when the input is split every \(step) bytes")
    return 0
}

enum FuzzCheck {
    static let router: Router<Int> = {
        var router = Router<Int>()
        router.add(.get, "/", 0)
        router.add(.get, "/api/configs/{slug}", 1)
        router.add(.get, "/c/{slug}/v/{n}", 2)
        router.add(.get, "/{path...}", 3)
        return router
    }()

    /// Parses `pieces` in order, checking the event grammar; returns the events with bodies joined.
    static func run(_ pieces: [[UInt8]], limits: ParserLimits) -> [ParserEvent] {
        var parser = RequestParser(limits: limits)
        var events: [ParserEvent] = []
        var inMessage = false
        var failed = false
        var bodyBytes = 0
        for piece in pieces {
            for event in parser.feed(piece) {
                precondition(!failed, "event after a failure")
                switch event {
                case .head(let head):
                    precondition(!inMessage, "head inside a message")
                    inMessage = true
                    bodyBytes = 0
                    precondition(head.target.utf8.count <= limits.maxTargetBytes || head.target.hasPrefix("/"))
                    _ = router.match(head.method, path: head.path)
                    _ = StaticPath.resolve(head.path)
                    _ = QueryParameters(head.query ?? "")
                case .body(let chunk):
                    precondition(inMessage, "body outside a message")
                    bodyBytes += chunk.count
                    precondition(bodyBytes <= limits.maxBodyBytes, "body beyond the limit")
                case .end:
                    precondition(inMessage, "end outside a message")
                    inMessage = false
                case .failure:
                    failed = true
                }
                if case .body(let more) = event, case .body(let earlier)? = events.last {
                    events[events.count - 1] = .body(earlier + more)
                } else {
                    events.append(event)
                }
            }
        }
        return events
    }
}
