import HTTPCore
import PagerEngine

/// The input of `GET /api/sessions/{id}/what-if?…` (docs/api.md, "What a click would start"): a tap on
/// tab `tap=N`, or `scrollTo=next|previous|first|last|N` (Pageboy's `scrollToPage(_:animated: true)`, the
/// preview's Previous and Next buttons).
enum WhatIfQuery {
    /// The input `query` asks about: exactly one of `tap` and `scrollTo`.
    ///
    /// - Throws: 400 `invalid-parameter`, its pointer `/tap` or `/scrollTo` (or `/` for neither or both).
    static func input(_ query: QueryParameters) throws(HTTPError) -> PagerInput {
        switch (query["tap"], query["scrollTo"]) {
        case (let tap?, nil):
            guard let index = wholeNumber(tap) else { throw invalid("/tap", "\(quoted(tap)) is not a tab index") }
            return .tap(index: index)
        case (nil, let page?):
            switch page {
            case "next": return .scrollTo(.next, animated: true)
            case "previous": return .scrollTo(.previous, animated: true)
            case "first": return .scrollTo(.first, animated: true)
            case "last": return .scrollTo(.last, animated: true)
            default:
                guard let index = wholeNumber(page) else {
                    throw invalid(
                        "/scrollTo", "\(quoted(page)) is not a page; use next, previous, first, last or an index")
                }
                return .scrollTo(.index(index), animated: true)
            }
        default:
            throw invalid("/", "give one of tap (a tab index) and scrollTo (next, previous, first, last or an index)")
        }
    }

    /// Digits only, at most 6 of them.
    private static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }

    /// `text` in double quotes, cut to 20 characters.
    private static func quoted(_ text: String) -> String {
        "\"" + (text.count > 20 ? String(text.prefix(20)) + "…" : text) + "\""
    }

    private static func invalid(_ pointer: String, _ message: String) -> HTTPError {
        HTTPError(
            .badRequest, code: "invalid-parameter", message: message,
            details: [HTTPError.Detail(pointer: pointer, message: message)])
    }
}
