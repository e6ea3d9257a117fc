import HTTPCore
import PagerEngine

/// The view a preview URL asks for (`?colorScheme=dark&layoutDirection=rightToLeft&textScale=1.12`), as
/// the playground page writes it into its own address (docs/preview.md, decision 0022).
///
/// Query values are text; each is read as its view key's JSON type (a number for `textScale` and
/// `frameRate`, `true`/`false` for `reduceMotion`) and checked by ``ViewResolver``. Other parameters
/// are not the view's.
enum PreviewViewQuery {
    /// The view keys `query` gives, as a view object.
    ///
    /// - Throws: 400 `invalid-parameter`, one detail per refused key, its pointer `/colorScheme`.
    static func view(_ query: QueryParameters) throws(HTTPError) -> JSONObject {
        var view = JSONObject()
        for option in OptionSchema.viewOptions {
            guard let text = query[option.path] else { continue }
            view[option.path] = value(text, as: option)
        }
        do {
            _ = try ViewResolver(pointerPrefix: JSONPointer()).resolve(.object(view))
        } catch {
            throw HTTPError(
                .badRequest, code: "invalid-parameter", message: "The preview's view is not one the engine knows.",
                details: error.problems.map { HTTPError.Detail(pointer: $0.pointer.description, message: $0.message) })
        }
        return view
    }

    /// `text` as the JSON value `option` takes, or as a string for the resolver to refuse.
    private static func value(_ text: String, as option: OptionSpec) -> JSONValue {
        switch option.type {
        case .boolean where text == "true" || text == "1": return .bool(true)
        case .boolean where text == "false" || text == "0": return .bool(false)
        case .number, .integer:
            return Double(text).map { .number($0) } ?? .string(text)
        case .enumeration where option.values.first.map({ if case .integer = $0 { true } else { false } }) == true:
            return Double(text).map { .number($0) } ?? .string(text)
        default: return .string(text)
        }
    }
}
