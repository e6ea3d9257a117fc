@testable import HTTPCore

/// Feeds `chunks` one after another and returns every event, with consecutive body chunks joined so
/// results do not depend on where the input was split.
func parse(_ chunks: [[UInt8]], limits: ParserLimits = ParserLimits()) -> [ParserEvent] {
    var parser = RequestParser(limits: limits)
    var events: [ParserEvent] = []
    for chunk in chunks {
        for event in parser.feed(chunk) {
            if case .body(let more) = event, case .body(let earlier)? = events.last {
                events[events.count - 1] = .body(earlier + more)
            } else {
                events.append(event)
            }
        }
    }
    return events
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Every way to cut `input` in two, plus one byte at a time.
func everySplit(_ input: [UInt8]) -> [[[UInt8]]] {
    var splits: [[[UInt8]]] = (0...input.count).map { [Array(input[..<$0]), Array(input[$0...])] }
    splits.append(input.map { [$0] })
    return splits
}

func head(
    _ method: HTTPMethod, _ target: String, version: HTTPVersion = .http1_1, _ headers: [(String, String)],
    keepAlive: Bool = true, expectsContinue: Bool = false, framing: RequestHead.Framing = .none
) -> RequestHead {
    RequestHead(
        method: method, target: target, version: version, headers: HTTPHeaders(headers), keepAlive: keepAlive,
        expectsContinue: expectsContinue, framing: framing)
}
