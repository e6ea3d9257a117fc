extension ConfigRepository {
    /// Live configs whose latest name contains `query`, newest first (`GET /api/configs?query=&limit=&cursor=`).
    ///
    /// Matching is SQLite's `LIKE` (PostgreSQL matches the same way, ``SQLDialect/containsPattern(_:)``):
    /// a substring match, case-insensitive for ASCII letters only; `%`,
    /// `_` and `\` in `query` match themselves. An empty query lists every config. "Newest" is the
    /// time of version 1 (ties broken by slug), so pages are stable while configs are updated.
    ///
    /// - Parameters:
    ///   - query: Text to find in names, at most ``maximumQueryLength`` characters.
    ///   - limit: Page size, 1 through ``maximumSearchLimit``.
    ///   - cursor: The previous page's ``ConfigPage/nextCursor``, or nil for the first page.
    /// - Throws: at once: overloaded or closed; through `completion`:
    ///   ``ConfigStoreError/invalidArgument(name:message:)`` for a bad query, limit or cursor.
    public func search(
        query: String, limit: Int, cursor: String?,
        completion: @escaping @Sendable (Result<ConfigPage, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submitRead(
            { (db) throws(ConfigStoreError) in try Self.searchPage(db, query, limit, cursor) }, completion)
    }

    /// Blocking ``search(query:limit:cursor:completion:)``.
    public func search(query: String, limit: Int, cursor: String?) throws(ConfigStoreError) -> ConfigPage {
        try backend.read { (db) throws(ConfigStoreError) in try Self.searchPage(db, query, limit, cursor) }
    }

    /// `query` as a `LIKE … ESCAPE '\'` pattern matching it anywhere, with its wildcards escaped.
    static func likePattern(containing query: String) -> String {
        var pattern = "%"
        for character in query {
            if character == "%" || character == "_" || character == "\\" {
                pattern.append("\\")
            }
            pattern.append(character)
        }
        pattern.append("%")
        return pattern
    }

    static func searchPage(_ db: any ConfigConnection, _ query: String, _ limit: Int, _ cursor: String?)
        throws(ConfigStoreError) -> ConfigPage
    {
        guard (1...maximumSearchLimit).contains(limit) else {
            throw .invalidArgument(name: "limit", message: "must be between 1 and \(maximumSearchLimit)")
        }
        guard query.count <= maximumQueryLength else {
            throw .invalidArgument(name: "query", message: "must be at most \(maximumQueryLength) characters")
        }
        var after = SearchCursor(createdAt: Timestamp(millisecondsSince1970: .max), slug: "~")
        if let cursor {
            guard let decoded = SearchCursor(encoded: cursor) else {
                throw .invalidArgument(name: "cursor", message: "is not a cursor from a previous page")
            }
            after = decoded
        }
        let rows = try fetchAll(
            db,
            """
            SELECT slug, name, latest_version, created_at, updated_at
            FROM configs
            WHERE deleted_at IS NULL AND visibility = 'public' AND \(db.dialect.containsPattern("name"))
              AND (created_at, slug) < (?, ?)
            ORDER BY created_at DESC, slug DESC
            LIMIT ?
            """, [likePattern(containing: query), after.createdAt, after.slug, limit + 1])
        var items: [ConfigSummary] = []
        for row in rows.prefix(limit) {
            items.append(
                ConfigSummary(
                    slug: try decode(row, "slug", as: String.self), name: try decode(row, "name", as: String.self),
                    latestVersion: try decode(row, "latest_version", as: Int.self),
                    createdAt: try decode(row, "created_at", as: Timestamp.self),
                    updatedAt: try decode(row, "updated_at", as: Timestamp.self)))
        }
        let next = rows.count > limit ? items.last.map { SearchCursor(createdAt: $0.createdAt, slug: $0.slug) } : nil
        return ConfigPage(items: items, nextCursor: next?.encoded)
    }
}
