import HTTPCore
import PagerEngine

/// The point of `GET /api/sessions/{id}/tap-trajectory?x=…&y=…` (docs/api.md, "Tap trajectories"): a
/// point of the viewport, in points, where a mouse rests.
enum TapPointQuery {
    /// Coordinates farther out than this are no point of any viewport the server lays out.
    static let limit = 100_000.0

    /// `x` and `y` from `query`: both required, decimal numbers within ±``limit``.
    ///
    /// - Throws: 400 `invalid-parameter` with one detail per bad parameter, its pointer `/x` or `/y`.
    static func point(_ query: QueryParameters) throws(HTTPError) -> Point {
        var details: [HTTPError.Detail] = []
        func coordinate(_ name: String) -> Double {
            guard let text = query[name] else {
                details.append(
                    HTTPError.Detail(pointer: "/\(name)", message: "missing; give the point in viewport points"))
                return 0
            }
            guard text.utf8.count <= 24, text.utf8.allSatisfy(isNumberByte), let value = Double(text),
                value.isFinite, abs(value) <= limit
            else {
                let shown = text.count > 20 ? String(text.prefix(20)) + "…" : text
                details.append(
                    HTTPError.Detail(
                        pointer: "/\(name)",
                        message: "\"\(shown)\" is not a coordinate; use a number of points from -100000 to 100000"))
                return 0
            }
            return value
        }
        let point = Point(x: coordinate("x"), y: coordinate("y"))
        guard details.isEmpty else {
            throw HTTPError(
                .badRequest, code: "invalid-parameter",
                message: details.count == 1 ? details[0].message : "The point has \(details.count) problems.",
                details: details)
        }
        return point
    }

    /// Digits, sign, decimal point and exponent: what a decimal number is written with (no `inf`, `nan`
    /// or hexadecimal, which `Double(_:)` would also read).
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || byte == 45 || byte == 43 || byte == 46 || byte == 101 || byte == 69
    }
}
