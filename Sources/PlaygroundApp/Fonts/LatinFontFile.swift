import HTTPCore
import HTTPServer
import Synchronization
import TextMetrics

/// A built-in font file cut down to ``FontSubset/latin``, served at `/fonts/latin/<file name>` (decision
/// 0062). Cutting the four files takes about 17 ms, a third of the cold start, so it is done off the start-up:
/// in the server's background turns after the whole files' gzips, or by the first request that comes before.
final class LatinFontFile: Sendable {
    private let whole: [UInt8]
    private let turns: GzipTurns
    private let made = Mutex<FixedResource?>(nil)

    init(whole: [UInt8], turns: GzipTurns) {
        self.whole = whole
        self.turns = turns
        turns.run { [self] in _ = resource() }
    }

    /// The cut file's 200 or 304 (gzip once its background gzip is done), or 404 when HarfBuzz could not cut
    /// it.
    func response(for request: Request) -> Response {
        resource()?.response(for: request) ?? HTTPError.notFound().response
    }

    private func resource() -> FixedResource? {
        made.withLock { made in
            if made == nil, let bytes = FontSubset.subset(whole, keeping: FontSubset.latin) {
                made = FixedResource(
                    bytes: bytes, contentType: "font/ttf", cacheControl: "public, max-age=86400", gzipTurns: turns)
            }
            return made
        }
    }
}
