import HTTPCore
import PagerEngine

/// The input of `GET /api/sessions/{id}/what-if?…` (docs/api.md, "What a click would start"): a tap on
/// tab `tap=N`, `scrollTo=next|previous|first|last|N` (Pageboy's `scrollToPage(_:animated: true)`, the
/// preview's Previous and Next buttons), or a key the focused preview takes (`key=ArrowRight`…).
enum WhatIfQuery {
    /// The input `query` asks about: exactly one of `tap`, `scrollTo` and `key`.
    ///
    /// - Throws: 400 `invalid-parameter`, its pointer `/tap`, `/scrollTo` or `/key` (or `/` for none or
    ///   several).
    static func input(_ query: QueryParameters) throws(HTTPError) -> PagerInput {
        switch (query["tap"], query["scrollTo"], query["key"]) {
        case (nil, nil, let name?):
            guard let key = PagerInput.Key(rawValue: name) else {
                let keys = PagerInput.Key.allCases.map(\.rawValue).joined(separator: ", ")
                throw invalid("/key", "\(QueryText.quoted(name)) is not a key the preview takes; use one of \(keys)")
            }
            return .key(key)
        case (let tap?, nil, nil):
            guard let index = QueryText.wholeNumber(tap) else {
                throw invalid("/tap", "\(QueryText.quoted(tap)) is not a tab index")
            }
            return .tap(index: index)
        case (nil, let page?, nil):
            if let target = PagerInput.ScrollTarget.named[page] { return .scrollTo(target, animated: true) }
            guard let index = QueryText.wholeNumber(page) else {
                throw invalid(
                    "/scrollTo", "\(QueryText.quoted(page)) is not a page; use next, previous, first, last or an index")
            }
            return .scrollTo(.index(index), animated: true)
        default:
            throw invalid(
                "/", "give one of tap (a tab index), scrollTo (next, previous, first, last or an index) and key")
        }
    }

    private static func invalid(_ pointer: String, _ message: String) -> HTTPError {
        HTTPError(
            .badRequest, code: "invalid-parameter", message: message,
            details: [HTTPError.Detail(pointer: pointer, message: message)])
    }
}
