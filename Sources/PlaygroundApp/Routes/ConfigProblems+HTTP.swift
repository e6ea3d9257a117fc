import HTTPCore
import PagerEngine

extension ConfigProblems: HTTPErrorConvertible {
    /// 400 `invalid` with every problem as a detail: its JSON pointer and sentence.
    public var httpError: HTTPError {
        let count = problems.count
        return HTTPError(
            .badRequest, code: "invalid",
            message: count == 1
                ? "There is 1 problem with the request." : "There are \(count) problems with the request.",
            details: problems.map { HTTPError.Detail(pointer: $0.pointer.description, message: $0.message) })
    }
}

/// The JSON object of a request body, or a 400 naming what is wrong with it.
enum RequestJSON {
    static func object(_ body: [UInt8], allowedKeys: Set<String>) throws(HTTPError) -> JSONObject {
        let value: JSONValue
        do {
            value = try JSONParser().parse(body)
        } catch {
            throw HTTPError(
                .badRequest, code: "invalid-json", message: "The body is not valid JSON: \(error)",
                details: [HTTPError.Detail(pointer: "", message: "\(error)")])
        }
        guard let object = value.objectValue else {
            throw HTTPError.badRequest(
                "The body must be a JSON object.",
                details: [HTTPError.Detail(pointer: "", message: "expected an object, got \(value.plainDescription)")])
        }
        let unknown = object.keys.filter { !allowedKeys.contains($0) }
        guard unknown.isEmpty else {
            let allowed = allowedKeys.sorted().joined(separator: ", ")
            throw HTTPError.badRequest(
                "The body has unknown keys.",
                details: unknown.map {
                    HTTPError.Detail(pointer: "/" + $0, message: "unknown key; allowed: \(allowed)")
                })
        }
        return object
    }
}
