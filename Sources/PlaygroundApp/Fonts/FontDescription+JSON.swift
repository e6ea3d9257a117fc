import PagerEngine
import TextMetrics

extension FontDescription {
    /// `{"id","family","styles"|"axes","tracking","url"}`, what `POST /api/fonts` and
    /// `GET /api/fonts/{id}/description` answer: a static font lists its one style, a variable one its axes;
    /// `tracking` is true for SF Pro, which the playground tracks as iOS does.
    func json(id: String) -> JSONValue {
        var object: JSONObject = ["id": .string(id), "family": .string(family)]
        if let style {
            object["styles"] = .array([
                .object([
                    "name": .string(style.name), "weight": .number(Double(style.weight)), "italic": .bool(style.italic),
                ])
            ])
        } else {
            object["axes"] = .array(
                axes.map {
                    .object([
                        "tag": .string($0.tag), "min": .number($0.minimum), "default": .number($0.defaultValue),
                        "max": .number($0.maximum),
                    ])
                })
        }
        object["tracking"] = .bool(isSFPro)
        object["url"] = .string("/api/fonts/\(id)")
        return .object(object)
    }
}
