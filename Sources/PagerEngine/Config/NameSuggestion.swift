/// Finds the name a designer most likely meant when they wrote one that does not exist.
enum NameSuggestion {
    /// The candidate closest to `name`: equal ignoring case, or within a small edit distance (one edit for
    /// names of up to four characters, two for longer ones), or nil.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        if let exact = candidates.first(where: { $0.lowercased() == name.lowercased() }) { return exact }
        let limit = lowered.count <= 4 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var rowBefore = row
        for i in 1...a.count {
            rowBefore = previousRow
            previousRow = row
            row = [Int](repeating: 0, count: b.count + 1)
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBefore[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }

    /// `; did you mean "x"?` when there is a close candidate, else an empty string.
    static func hint(for name: String, among candidates: [String]) -> String {
        guard let suggestion = closest(to: name, among: candidates) else { return "" }
        return "; did you mean \(JSONValue.quoted(suggestion, limit: 80))?"
    }

    /// `a, b or c`.
    static func list(_ names: [String], conjunction: String = "or") -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
