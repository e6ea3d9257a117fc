import HTTPCore
import PagerEngine
import TextMetrics

/// Turns a saved config (already migrated by `SavedConfig`) into preview bytes: resolves it, lays it out,
/// renders the resting frame or the transition and encodes PNG or APNG. Runs on a ``RenderPool`` thread.
///
/// Animation frames that render to the same pixels as the frame before are merged into it (their delays
/// added), so a frame that differs only in state the picture does not show costs nothing.
struct PreviewImageMaker: Sendable {
    let renderer: PagerRenderer
    var timing = PreviewScene.Timing()
    /// The longest an animation render may go on: it stops between frames past this. The server answers
    /// 504 when a response takes 30 s (`ServerConfiguration.responseTimeout`), and a render nobody waits
    /// for would otherwise hold a render thread and a core to its end.
    var budget: Duration = .seconds(25)

    /// Loads the uploaded fonts a config names (renders run on their own threads, so a store read is fine).
    var fonts: FontLibrary?

    init(measurer: TextMeasurer, fonts: FontLibrary? = nil) {
        renderer = PagerRenderer(measurer: measurer)
        self.fonts = fonts
    }

    /// The encoded image for the config JSON `configBytes` (current schema) as `options` ask.
    ///
    /// - Throws: ``PreviewError`` when the config does not resolve or the image cannot be made.
    func make(configBytes: [UInt8], options: PreviewOptions) throws(PreviewError) -> [UInt8] {
        let clock = ContinuousClock()
        let limit = clock.now.advanced(by: budget)
        return try make(configBytes: configBytes, options: options, inTime: { clock.now < limit })
    }

    /// ``make(configBytes:options:)`` with the time check passed in: `inTime` is asked before each
    /// animation frame is drawn, and a false answer ends the render with ``PreviewError/tooSlow(drawn:of:)``.
    func make(configBytes: [UInt8], options: PreviewOptions, inTime: () -> Bool) throws(PreviewError) -> [UInt8] {
        var config: PagerConfig
        do {
            config = try ConfigResolver().resolve(bytes: configBytes)
            config.appearance = options.appearance
        } catch {
            throw .storedConfigInvalid(problems: error.problems.map { "\($0.pointer): \($0.message)" })
        }
        if let problems = fonts?.problems(in: config) {
            throw .storedConfigInvalid(problems: problems.problems.map { "\($0.pointer): \($0.message)" })
        }
        let scene = PreviewScene(config: config, width: Double(options.width), measurer: renderer.measurer)
        do {
            switch options.kind {
            case .png:
                let still = scene.resting()
                return try PNGEncoder.encode(
                    try renderer.render(still.layout, frame: still.frame, scale: Double(options.scale)))
            case .apng:
                let animation = scene.transition(timing: timing)
                var encoder = APNGEncoder(options: APNGEncoder.Options(loopCount: 0))
                var pending: (image: RasterImage, milliseconds: Int)?
                for (drawn, frame) in animation.frames.enumerated() {
                    guard inTime() else { throw PreviewError.tooSlow(drawn: drawn, of: animation.frames.count) }
                    let image = try renderer.render(animation.layout, frame: frame.frame, scale: Double(options.scale))
                    if let held = pending, held.image == image {
                        pending?.milliseconds += frame.milliseconds
                        continue
                    }
                    if let held = pending {
                        try encoder.append(APNGFrame(image: held.image, delayMilliseconds: held.milliseconds))
                    }
                    pending = (image, frame.milliseconds)
                }
                if let held = pending {
                    try encoder.append(APNGFrame(image: held.image, delayMilliseconds: held.milliseconds))
                }
                return try encoder.finish()
            }
        } catch let error as PreviewError {
            throw error
        } catch let error as RasterError {
            throw .raster(error)
        } catch let error as PNGError {
            throw .encoding(error)
        } catch {
            throw .encoding(nil)
        }
    }
}

/// Why a preview could not be made (every case is the server's fault: 500).
enum PreviewError: Error, Sendable, CustomStringConvertible, HTTPErrorConvertible {
    /// The stored JSON no longer resolves (a schema change without a migration).
    case storedConfigInvalid(problems: [String])
    case raster(RasterError)
    case encoding(PNGError?)
    /// An animation ran past ``PreviewImageMaker/budget`` after drawing `drawn` of its frames.
    case tooSlow(drawn: Int, of: Int)

    var description: String {
        switch self {
        case .storedConfigInvalid(let problems):
            "the stored config does not resolve: \(problems.prefix(3).joined(separator: "; "))"
        case .raster(let error): "cannot draw the preview: \(error)"
        case .encoding(let error): "cannot encode the preview: \(error.map { "\($0)" } ?? "unknown error")"
        case .tooSlow(let drawn, let total):
            "the animation took longer than its render budget (stopped after \(drawn) of \(total) frames)"
        }
    }
}

extension PreviewError {
    var httpError: HTTPError {
        switch self {
        case .tooSlow:
            HTTPError(
                .internalServerError, code: "render-too-slow",
                message: "The animation took too long to render; a smaller scale renders faster.")
        case .storedConfigInvalid, .raster, .encoding: .internalFailure
        }
    }
}
