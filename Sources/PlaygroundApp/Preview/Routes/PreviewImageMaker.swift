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
    /// The most bytes one render may produce (default 8 MiB): an animation stops as soon as its frames
    /// pass it, so no config can make the server build (and cache) an image of any size.
    var maximumBytes = 8 * 1024 * 1024

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
        try make(configBytes: configBytes, options: options, isCancelled: { false })
    }

    /// ``make(configBytes:options:)`` that stops early.
    ///
    /// - Parameter isCancelled: asked between stages and before each animation frame; true ends the
    ///   render with ``PreviewError/cancelled`` (everyone waiting for it has gone).
    func make(
        configBytes: [UInt8], options: PreviewOptions, isCancelled: () -> Bool
    ) throws(PreviewError) -> [UInt8] {
        let clock = ContinuousClock()
        let limit = clock.now.advanced(by: budget)
        return try make(
            configBytes: configBytes, options: options, inTime: { clock.now < limit }, isCancelled: isCancelled)
    }

    /// ``make(configBytes:options:)`` with the time check passed in: `inTime` is asked before each
    /// animation frame is drawn, and a false answer ends the render with ``PreviewError/tooSlow(drawn:of:)``.
    func make(
        configBytes: [UInt8], options: PreviewOptions, inTime: () -> Bool, isCancelled: () -> Bool
    ) throws(PreviewError) -> [UInt8] {
        guard !isCancelled() else { throw .cancelled }
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
        guard !isCancelled() else { throw .cancelled }
        do {
            switch options.kind {
            case .png:
                let still = scene.resting()
                let image = try renderer.render(still.layout, frame: still.frame, scale: Double(options.scale))
                guard !isCancelled() else { throw PreviewError.cancelled }
                return try checkedSize(PNGEncoder.encode(image))
            case .apng:
                let animation = scene.transition(timing: timing)
                var encoder = APNGEncoder(options: APNGEncoder.Options(loopCount: 0))
                var pending: (image: RasterImage, milliseconds: Int)?
                for (drawn, frame) in animation.frames.enumerated() {
                    guard !isCancelled() else { throw PreviewError.cancelled }
                    guard inTime() else { throw PreviewError.tooSlow(drawn: drawn, of: animation.frames.count) }
                    guard encoder.encodedByteCount <= maximumBytes else {
                        throw PreviewError.tooLarge(limit: maximumBytes)
                    }
                    let image = try renderer.render(animation.layout, frame: frame.frame, scale: Double(options.scale))
                    // Drawing and compressing a large frame each take a while: check between the two too.
                    guard !isCancelled() else { throw PreviewError.cancelled }
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
                return try checkedSize(encoder.finish())
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

extension PreviewImageMaker {
    /// `bytes`, unless they are more than ``maximumBytes``.
    func checkedSize(_ bytes: [UInt8]) throws(PreviewError) -> [UInt8] {
        guard bytes.count <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
        return bytes
    }
}

/// Why a preview could not be made (500, or 503 for a render nobody waits for any more).
enum PreviewError: Error, Sendable, CustomStringConvertible, HTTPErrorConvertible {
    /// The stored JSON no longer resolves (a schema change without a migration).
    case storedConfigInvalid(problems: [String])
    case raster(RasterError)
    case encoding(PNGError?)
    /// An animation ran past ``PreviewImageMaker/budget`` after drawing `drawn` of its frames.
    case tooSlow(drawn: Int, of: Int)
    /// The image passed ``PreviewImageMaker/maximumBytes``.
    case tooLarge(limit: Int)
    /// Every client waiting for the render has gone (``RequestCancellation``).
    case cancelled

    var description: String {
        switch self {
        case .storedConfigInvalid(let problems):
            "the stored config does not resolve: \(problems.prefix(3).joined(separator: "; "))"
        case .raster(let error): "cannot draw the preview: \(error)"
        case .encoding(let error): "cannot encode the preview: \(error.map { "\($0)" } ?? "unknown error")"
        case .tooSlow(let drawn, let total):
            "the animation took longer than its render budget (stopped after \(drawn) of \(total) frames)"
        case .tooLarge(let limit): "the preview grew past \(limit / 1_048_576) MiB"
        case .cancelled: "every client waiting for the preview has gone"
        }
    }
}

extension PreviewError {
    var httpError: HTTPError {
        switch self {
        case .tooSlow:
            HTTPError(
                .unprocessableContent, code: "render-too-slow",
                message: "The animation took too long to render; a smaller scale renders faster.")
        case .tooLarge:
            HTTPError(
                .unprocessableContent, code: "render-too-large",
                message: "The preview would be too large; a smaller scale or a still image is smaller.")
        case .cancelled:
            HTTPError(
                .serviceUnavailable, code: "render-cancelled", message: "The render was stopped.",
                headers: ["Retry-After": "1"])
        case .storedConfigInvalid, .raster, .encoding: .internalFailure
        }
    }
}
