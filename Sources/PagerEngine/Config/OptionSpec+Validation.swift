extension OptionSpec {
    /// Why a JSON value is not a valid value of an option: a problem code and the sentence for the designer.
    struct Rejection: Error {
        var code: ConfigProblem.Code
        var message: String
    }

    /// The typed value `json` gives this option, or why it cannot; numbers are never clamped.
    func validate(_ json: JSONValue) -> Result<OptionValue, Rejection> {
        switch type {
        case .enumeration: validateChoice(json)
        case .boolean:
            if case .bool(let flag) = json { .success(.bool(flag)) } else { wrongType("true or false", json) }
        case .number, .integer: validateNumber(json)
        case .color: validateColor(json)
        case .string:
            if case .string(let text) = json {
                if let problem = textProblem?(text) {
                    .failure(
                        Rejection(code: .notAllowed, message: "\(JSONValue.quoted(text, limit: 40)) \(problem)"))
                } else {
                    .success(.string(text))
                }
            } else {
                wrongType("a text", json)
            }
        }
    }

    private func validateChoice(_ json: JSONValue) -> Result<OptionValue, Rejection> {
        let names = values.map(\.description)
        let allowed = NameSuggestion.list(names)
        switch json {
        case .string(let name) where values.contains(.string(name)):
            return .success(.string(name))
        case .string(let name) where values.allSatisfy({ if case .string = $0 { true } else { false } }):
            return .failure(
                Rejection(
                    code: .notAllowed,
                    message: "\(JSONValue.quoted(name, limit: 40)) is not allowed; use \(allowed)"
                        + NameSuggestion.hint(for: name, among: names)))
        case .number(let number) where values.contains(.integer(Int(exactly: number) ?? Int.min)):
            return .success(.integer(Int(number)))
        case .number where values.contains(where: { if case .integer = $0 { true } else { false } }):
            return .failure(
                Rejection(code: .notAllowed, message: "\(json.compactText) is not allowed; use \(allowed)"))
        default:
            return wrongType(allowed, json)
        }
    }

    private func validateNumber(_ json: JSONValue) -> Result<OptionValue, Rejection> {
        guard let range else { return wrongType("a number", json) }
        let expected =
            "\(type == .integer ? "a whole number" : "a number") from \(format(range.min)) to \(format(range.max))"
        let number: Double
        switch json {
        case .number(let value):
            number = value
        case .string(let name) where !namedValues.isEmpty:
            guard let named = namedValues.first(where: { $0.name == name }) else {
                let names = namedValues.map(\.name)
                return .failure(
                    Rejection(
                        code: .notAllowed,
                        message: "\(JSONValue.quoted(name, limit: 40)) is not one of the names "
                            + "\(NameSuggestion.list(names, conjunction: "and")); give one of them or \(expected)"
                            + NameSuggestion.hint(for: name, among: names)))
            }
            number = named.value
        default:
            return wrongType(expected, json)
        }
        if number < range.min {
            return .failure(
                Rejection(
                    code: .outOfRange, message: "\(plain(number)) is below the minimum of \(format(range.min))"))
        }
        if number > range.max {
            return .failure(
                Rejection(
                    code: .outOfRange, message: "\(plain(number)) is above the maximum of \(format(range.max))"))
        }
        guard type == .integer else { return .success(.number(number)) }
        guard let integer = Int(exactly: number) else {
            return .failure(Rejection(code: .notWholeNumber, message: "\(plain(number)) is not a whole number"))
        }
        return .success(.integer(integer))
    }

    private func validateColor(_ json: JSONValue) -> Result<OptionValue, Rejection> {
        guard case .string(let text) = json else { return wrongType("a colour such as \"#007AFF\"", json) }
        guard let color = RGBAColor(hex: text) else {
            return .failure(
                Rejection(
                    code: .badColor,
                    message: "\(JSONValue.quoted(text, limit: 40)) is not a colour; write #RRGGBB or #RRGGBBAA "
                        + "in hexadecimal, such as #007AFF or #007AFF80"))
        }
        return .success(.color(color))
    }

    private func wrongType(_ expected: String, _ json: JSONValue) -> Result<OptionValue, Rejection> {
        .failure(Rejection(code: .wrongType, message: "expected \(expected), got \(json.plainDescription)"))
    }

    /// `value` with the option's unit: `40 pt`.
    func format(_ value: Double) -> String {
        let text = plain(value)
        return range?.unit?.format(text) ?? text
    }

    /// `value` as the config wrote it: `50`.
    private func plain(_ value: Double) -> String { JSONValue.number(value).compactText }
}
