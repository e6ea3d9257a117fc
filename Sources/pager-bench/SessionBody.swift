/// The JSON the benchmarks send to the session and config APIs (docs/api.md).
enum SessionBody {
    static let titles = ["Home", "Explore", "Library", "Profile", "Settings"]

    /// A pager that animates for `duration` seconds after every `scrollTo next`, forever (infinite
    /// scroll), with a push transition at `fps` frames a second.
    static func config(fps: Int, duration: Double) -> String {
        let items = titles.map { #"{"id":"\#($0.lowercased())","title":"\#($0)"}"# }.joined(separator: ",")
        return #"{"preset":"tabman.buttonBar","items":[\#(items)],"#
            + #""pager":{"isInfiniteScrollEnabled":true,"transition":{"style":"push","duration":\#(duration)}},"#
            + #""appearance":{"frameRate":\#(fps)}}"#
    }

    /// `POST /api/sessions` with ``config(fps:duration:)``.
    static func create(fps: Int, duration: Double) -> String {
        #"{"config":\#(config(fps: fps, duration: duration))}"#
    }

    /// An input batch asking for the next page, stamped `time` seconds on the client's clock.
    static func scrollNext(at time: Double) -> String {
        #"{"events":[{"type":"scrollTo","t":\#(time),"page":"next"}]}"#
    }

    /// `POST /api/configs` saving ``config(fps:duration:)`` under `name`.
    static func save(name: String) -> String {
        #"{"name":"\#(name)","config":\#(config(fps: 60, duration: 0.9))}"#
    }

    /// The value of `"key":"…"` in a JSON response (ids and slugs have no escapes).
    static func string(_ key: String, in body: [UInt8]) -> String? {
        let needle = Array(#""\#(key)":""#.utf8)
        guard body.count > needle.count else { return nil }
        for start in 0...(body.count - needle.count) where body[start..<start + needle.count].elementsEqual(needle) {
            let valueStart = start + needle.count
            guard let end = body[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return String(decoding: body[valueStart..<end], as: UTF8.self)
        }
        return nil
    }

    /// The session id in a creation response.
    static func id(in body: [UInt8]) -> String? { string("id", in: body) }

    /// The `X-Input-Token` header for the session a creation response describes (its `inputToken`;
    /// none when the server sends none, as the C floor server does).
    static func steering(in body: [UInt8]) -> [(String, String)] {
        string("inputToken", in: body).map { [("X-Input-Token", $0)] } ?? []
    }
}
