import PagerEngine
import Store
import TextMetrics

/// Uploaded fonts: kept in the store for good, loaded into the measurer when a config first names them.
///
/// An upload loads its font at once; after a restart, the first session, save or preview that names a
/// font reads it from the store (one blocking read of at most ``maximumBytes``) and later ones find it loaded.
final class FontLibrary: Sendable {
    /// The largest font file accepted: 10 MB.
    static let maximumBytes = 10_000_000

    let repository: ConfigRepository
    let measurer: TextMeasurer

    init(repository: ConfigRepository, measurer: TextMeasurer) {
        self.repository = repository
        self.measurer = measurer
    }

    /// Loads every uploaded font `font` (a `text.font` value) names that is not loaded yet, from the
    /// store; returns why one cannot be drawn, or nil once all are loaded.
    @discardableResult
    func load(fontsIn font: String) -> String? {
        for id in TextConfig.fontIDs(in: font) where !measurer.isRegistered(id) {
            let stored: StoredFont?
            do {
                stored = try repository.font(id: id)
            } catch {
                return "cannot be read from the store just now (\(error)); try again"
            }
            guard let stored else { return "names font \(id.prefix(12))…, which was never uploaded" }
            do {
                try measurer.register(id: id, bytes: stored.bytes)
            } catch {
                return "names font \(id.prefix(12))…, which cannot be loaded: \(error.reason)"
            }
        }
        return nil
    }

    /// Loads `config`'s `text.font` (``load(fontsIn:)``); what fails is a config problem at `/text/font`
    /// under `prefix`.
    func problems(in config: PagerConfig, at prefix: JSONPointer = JSONPointer()) -> ConfigProblems? {
        guard let message = load(fontsIn: config.text.font) else { return nil }
        return ConfigProblems([
            ConfigProblem(
                pointer: prefix.appending("text").appending("font"), code: .notAllowed,
                message: "\"\(config.text.font.prefix(40))\" \(message)")
        ])
    }
}
