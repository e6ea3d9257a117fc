import HTTPCore
import PagerEngine

extension ConfigProblems: HTTPErrorConvertible {
    /// 400 with every problem as a detail: its JSON pointer and sentence (`invalid-config` when a problem
    /// is inside `/config`, else `invalid-request`).
    public var httpError: HTTPError {
        ConfigRequestBody.invalid(
            problems.map { HTTPError.Detail(pointer: $0.pointer.description, message: $0.message) })
    }
}

/// The JSON object of a request body other than a config save's, or a 400 naming what is wrong.
enum RequestBody {
    /// The default limits, made once: building them (the config migrations with them) cost more than
    /// parsing a session's input batch.
    private static let settings = ConfigAPISettings()

    static func object(_ request: Request, allowedKeys: [String]) throws(HTTPError) -> JSONObject {
        let (object, problems) = try ConfigRequestBody.jsonObject(
            request, allowedKeys: allowedKeys, settings: settings)
        guard problems.isEmpty else { throw ConfigRequestBody.invalid(problems) }
        return object
    }
}
