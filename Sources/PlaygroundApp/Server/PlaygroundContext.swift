import HTTPServer
import Store
import TextMetrics

/// Everything the routes share, built once at start-up.
public final class PlaygroundContext: Sendable {
    public let configuration: PlaygroundServer.Configuration
    public let group: EventLoopGroup
    public let metrics: ServerMetrics
    /// The one FreeType/HarfBuzz measurer every layout uses (thread-safe).
    public let measurer: TextMeasurer
    /// Saved configurations (SQLite or PostgreSQL, on the store's own threads).
    public let repository: ConfigRepository
    /// Live sessions.
    let sessions: SessionRegistry
    /// Uploaded fonts, in the store and the measurer.
    let fonts: FontLibrary

    init(configuration: PlaygroundServer.Configuration, group: EventLoopGroup, metrics: ServerMetrics)
        throws(StartupError)
    {
        self.configuration = configuration
        self.group = group
        self.metrics = metrics
        do {
            measurer = try TextMeasurer(fontDirectory: configuration.fontsDirectory)
        } catch {
            throw StartupError("cannot load the fonts: \(error.description)")
        }
        do {
            repository = try ConfigRepository.open(location: StoreLocation(configuration.databasePath))
        } catch {
            throw StartupError("cannot open the database \(StoreLocation(configuration.databasePath)): \(error)")
        }
        fonts = FontLibrary(repository: repository, measurer: measurer)
        sessions = SessionRegistry(
            limits: configuration.sessions, measurer: measurer, fonts: fonts, group: group,
            instance: configuration.instance)
        let registry = sessions
        let backend = repository.backend
        metrics.addCollector { registry.metricsText() }
        metrics.addCollector { StoreMetrics.text(backend.statistics) }
    }

    /// Stops taking new sessions (503), the first step of a graceful shutdown; called when the signal
    /// arrives, before the server winds its connections down.
    public func beginDraining() {
        sessions.beginDraining()
    }

    /// Closes the database after its queued work (at shutdown).
    public func close() {
        sessions.endAll()
        repository.close()
    }
}

/// Why the server could not start.
public struct StartupError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
