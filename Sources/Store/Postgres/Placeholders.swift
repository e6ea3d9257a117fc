/// The store's SQL uses SQLite's `?` parameters; PostgreSQL numbers them (`$1`, `$2`, …).
enum Placeholders {
    /// `sql` with each `?` outside quotes and comments replaced by `$1`, `$2`, … in order, and how many
    /// there were.
    ///
    /// Quoted text (`'…'`, `"…"`, with doubled quotes inside) and `--` comments are copied unchanged, so
    /// `ESCAPE '?'` stays a literal.
    static func numbered(_ sql: String) -> (sql: String, count: Int) {
        var output = ""
        output.reserveCapacity(sql.utf8.count + 8)
        var count = 0
        var quote: Character?
        var inComment = false
        for character in sql {
            if inComment {
                if character == "\n" { inComment = false }
                output.append(character)
                continue
            }
            if let open = quote {
                if character == open { quote = nil }
                output.append(character)
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                output.append(character)
            case "?":
                count += 1
                output += "$\(count)"
            case "-" where output.last == "-":
                inComment = true
                output.append(character)
            default:
                output.append(character)
            }
        }
        return (output, count)
    }
}
