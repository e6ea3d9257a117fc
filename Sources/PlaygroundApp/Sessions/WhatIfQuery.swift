import HTTPCore
import PagerEngine

/// The input of `GET /api/sessions/{id}/what-if?…` (docs/api.md, "What a click would start"): a tap on
/// tab `tap=N`, `scrollTo=next|previous|first|last|N` (Pageboy's `scrollToPage(_:animated: true)`, the
/// preview's Previous and Next buttons), or a key the focused preview takes (`key=ArrowRight`…); or
/// several such questions at once, `q=tap=1,tap=3,scrollTo=next` (decision 0043).
enum WhatIfQuery {
    /// The most questions one request may ask (a touch screen's eight tabs, Previous, Next and the two
    /// arrow keys).
    static let mostQuestions = 12

    /// What a request asks: one input (`tap=N`, `scrollTo=…` or `key=…`, answered as before) or several
    /// (`q=…`, each answered under its own text).
    enum Asked {
        case one(PagerInput)
        case several([(text: String, input: PagerInput)])

        /// The tokens of the session's input bucket it costs: one a question.
        var questions: Int {
            switch self {
            case .one: 1
            case .several(let asked): asked.count
            }
        }
    }

    /// What `query` asks: exactly one of `tap`, `scrollTo` and `key`, or `q` alone.
    ///
    /// - Throws: 400 `invalid-parameter`, its pointer `/tap`, `/scrollTo` or `/key`, `/q/i` for the
    ///   `i`-th question of `q` (from 0), or `/` for none or several.
    static func asked(_ query: QueryParameters) throws(HTTPError) -> Asked {
        switch (query["q"], query["tap"], query["scrollTo"], query["key"]) {
        case (let list?, nil, nil, nil): .several(try questions(list))
        case (nil, _, _, _): .one(try input(query))
        default: throw invalid("/", "give either q (a list of questions) or one of tap, scrollTo and key, not both")
        }
    }

    /// The input `query` asks about: exactly one of `tap`, `scrollTo` and `key`.
    ///
    /// - Throws: 400 `invalid-parameter`, its pointer `/tap`, `/scrollTo` or `/key` (or `/` for none or
    ///   several).
    private static func input(_ query: QueryParameters) throws(HTTPError) -> PagerInput {
        switch (query["tap"], query["scrollTo"], query["key"]) {
        case (nil, nil, let name?): try input("key", name, at: "/key")
        case (let tap?, nil, nil): try input("tap", tap, at: "/tap")
        case (nil, let page?, nil): try input("scrollTo", page, at: "/scrollTo")
        default:
            throw invalid(
                "/",
                "give one of tap (a tab index), scrollTo (next, previous, first, last or an index) and key, or q (a list of them)"
            )
        }
    }

    /// The questions of `q`: `name=value` items (`tap=2`), comma-separated, each once, at most
    /// ``mostQuestions``.
    private static func questions(_ list: String) throws(HTTPError) -> [(text: String, input: PagerInput)] {
        var asked: [(text: String, input: PagerInput)] = []
        for (index, item) in list.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let pointer = "/q/\(index)"
            guard index < mostQuestions else {
                throw invalid(pointer, "ask at most \(mostQuestions) questions at once")
            }
            let text = String(item)
            guard let equals = text.firstIndex(of: "="),
                let name = ["tap", "scrollTo", "key"].first(where: { $0 == text[..<equals] })
            else {
                throw invalid(
                    pointer, "\(QueryText.quoted(text)) is not a question; ask tap=N, scrollTo=… or key=…")
            }
            guard !asked.contains(where: { $0.text == text }) else {
                throw invalid(pointer, "\(QueryText.quoted(text)) is asked twice")
            }
            asked.append((text, try input(name, String(text[text.index(after: equals)...]), at: pointer)))
        }
        return asked
    }

    /// The input of one question, `name` (`tap`, `scrollTo` or `key`) with `value`; refused with `pointer`.
    private static func input(_ name: String, _ value: String, at pointer: String) throws(HTTPError) -> PagerInput {
        switch name {
        case "key":
            guard let key = PagerInput.Key(rawValue: value) else {
                let keys = PagerInput.Key.allCases.map(\.rawValue).joined(separator: ", ")
                throw invalid(pointer, "\(QueryText.quoted(value)) is not a key the preview takes; use one of \(keys)")
            }
            return .key(key)
        case "tap":
            guard let index = QueryText.wholeNumber(value) else {
                throw invalid(pointer, "\(QueryText.quoted(value)) is not a tab index")
            }
            return .tap(index: index)
        default:
            if let target = PagerInput.ScrollTarget.named[value] { return .scrollTo(target, animated: true) }
            guard let index = QueryText.wholeNumber(value) else {
                throw invalid(
                    pointer, "\(QueryText.quoted(value)) is not a page; use next, previous, first, last or an index")
            }
            return .scrollTo(.index(index), animated: true)
        }
    }

    private static func invalid(_ pointer: String, _ message: String) -> HTTPError {
        HTTPError(
            .badRequest, code: "invalid-parameter", message: message,
            details: [HTTPError.Detail(pointer: pointer, message: message)])
    }
}
