import PagerEngine
import Synchronization

/// A font the measurer turns to for the characters a title's face has no glyph for, as Chromium on Debian
/// does: its canvas asks fontconfig for a font with the character, and on a machine with
/// `fonts-dejavu-core`, `fonts-noto-cjk`, `fonts-noto-color-emoji` and `fonts-noto-core` that is DejaVu Sans
/// for Hebrew, Arabic, Lao, Georgian and Armenian, Noto Sans CJK for Chinese, Japanese and Korean, Noto
/// Color Emoji for emoji (measured, decision 0036), and a Noto face per script for Thai, the Indic scripts,
/// Khmer, Myanmar and Ethiopic (decision 0042, ``notoCoreScripts``). Measuring with the same files makes the
/// server's width the one the canvas draws.
///
/// Files are opened the first time a title needs them (``LazyFace``), so a server whose titles are all
/// Latin never reads the 20 MB CJK collection or a script font; a file that is not installed leaves its characters as
/// today's `.notdef` boxes, and the warning names the missing font.
public struct FallbackFont: Sendable, Hashable {
    /// The name warnings use: `Noto Sans CJK`.
    public var name: String
    /// The Debian package that installs it.
    public var package: String
    /// The file, a collection's first face (`NotoSansCJK-Regular.ttc`: JP). Only the regular face: Chromium's
    /// canvas falls back to it at every weight and emboldens it, which keeps its advances (measured: bold
    /// "שלום עולם" in Roboto, untracked, was 78.07 px, DejaVu Sans Book's letters; DejaVu Sans Bold's would give 84.36).
    public var regularPath: String
    /// Emoji: tried first for a character with emoji presentation, last otherwise (``FontFallback``).
    public var isEmoji: Bool
    /// Which characters this font is there for, to name it when its file is absent.
    public var intended: Coverage
    /// The `@font-face` `size-adjust` the canvas draws it with (1: none; ``systemJapanese(from:)``).
    public var sizeAdjust: Float = 1
    /// Asked only for a family that stands for iOS's system font (``systemJapanese(from:)``).
    public var systemFontOnly = false

    /// The characters a fallback font is meant for (its file, when present, answers exactly).
    public enum Coverage: Sendable, Hashable {
        case hebrewAndArabic, cjk, emoji
        /// These Unicode blocks: the font is asked about them only.
        case blocks([ClosedRange<UInt32>])
        /// Asked about every character, meant for none in particular (Noto Sans: when it is absent, DejaVu
        /// Sans or another font measures what it would have).
        case general

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .hebrewAndArabic:
                (0x0590...0x06FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
                    || (0xFE70...0xFEFC).contains(scalar.value)
            case .cjk:
                [
                    0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x30FF, 0x3130...0x318F, 0x31F0...0x9FFF,
                    0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF,
                ]
                .contains { $0.contains(scalar.value) }
            case .emoji: scalar.properties.isEmojiPresentation
            case .blocks(let blocks): blocks.contains { $0.contains(scalar.value) }
            case .general: false
            }
        }
    }

    public init(name: String, package: String, regularPath: String, isEmoji: Bool = false, intended: Coverage) {
        self.name = name
        self.package = package
        self.regularPath = regularPath
        self.isEmoji = isEmoji
        self.intended = intended
    }

    /// Debian's fallback fonts, in the order the canvas's fontconfig prefers them for text: Noto Sans and
    /// DejaVu Sans (the built-in `dejavu` files), in the order of Debian's `60-latin.conf` for `sans-serif`,
    /// the script faces of `fonts-noto-core` (``notoCoreScripts``), Noto Sans CJK, Noto Sans Symbols2 (⏻, ⭘,
    /// and ⏱ without U+FE0F: what Chromium draws in it once `fonts-noto-core` is installed), Noto Color Emoji.
    public static func debian(dejaVuDirectory: String = FontCatalog.dejaVuDirectory) -> [FallbackFont] {
        [
            FallbackFont(
                name: "Noto Sans", package: "fonts-noto-core", regularPath: notoCoreDirectory + "NotoSans-Regular.ttf",
                intended: .general),
            FallbackFont(
                name: "DejaVu Sans", package: "fonts-dejavu-core", regularPath: dejaVuDirectory + "/DejaVuSans.ttf",
                intended: .hebrewAndArabic),
        ] + notoCore() + [
            FallbackFont(
                name: "Noto Sans CJK", package: "fonts-noto-cjk",
                regularPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", intended: .cjk),
            FallbackFont(
                name: "Noto Sans Symbols2", package: "fonts-noto-core",
                regularPath: notoCoreDirectory + "NotoSansSymbols2-Regular.ttf", intended: .general),
            FallbackFont(
                name: "Noto Color Emoji", package: "fonts-noto-color-emoji",
                regularPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", isEmoji: true, intended: .emoji),
        ]
    }
}

/// A face read from its file the first time it is asked for, or known to be absent.
final class LazyFace: Sendable {
    let path: String
    private enum State {
        case unread
        case loaded(FaceMeasurer)
        case absent
    }
    private let state = Mutex<State>(.unread)

    init(path: String) { self.path = path }

    /// A face already read (a built-in file that is also a fallback).
    init(path: String, loaded: FaceMeasurer) {
        self.path = path
        state.withLock { $0 = .loaded(loaded) }
    }

    /// Whether the file has been read (or found absent): tests check that titles in other scripts never read it.
    var isRead: Bool {
        state.withLock { state in
            if case .unread = state { return false }
            return true
        }
    }

    /// The face, reading it on first use; nil when the file cannot be read (not installed).
    var face: FaceMeasurer? {
        state.withLock { state in
            switch state {
            case .loaded(let face): return face
            case .absent: return nil
            case .unread:
                guard let face = try? FaceMeasurer(path: path) else {
                    state = .absent
                    return nil
                }
                state = .loaded(face)
                return face
            }
        }
    }
}

/// A fallback font and its face, read when first needed.
final class LoadedFallback: Sendable {
    let font: FallbackFont
    private let lazy: LazyFace

    /// `loaded`: faces already read, by path (the built-in DejaVu file), used instead of reading them again.
    init(_ font: FallbackFont, loaded: [String: FaceMeasurer]) {
        self.font = font
        lazy =
            loaded[font.regularPath].map { LazyFace(path: font.regularPath, loaded: $0) }
            ?? LazyFace(path: font.regularPath)
    }

    /// `font` drawn from `other`'s file, read once for both (the system font's Japanese and Noto Sans CJK).
    init(_ font: FallbackFont, sharing other: LoadedFallback) {
        self.font = font
        lazy = other.lazy
    }

    /// The face, nil when its file is not installed.
    var face: FaceMeasurer? { lazy.face }

    /// Whether its file has been read (or found absent).
    var isRead: Bool { lazy.isRead }

    /// Whether the font has a glyph for `value`. A script font (``FallbackFont/Coverage/blocks(_:)``) is only
    /// asked about its own blocks, so a title in another script never reads its file (they also hold Latin
    /// letters and digits, which the title's face or DejaVu Sans answers first).
    func hasGlyph(_ value: UInt32) -> Bool {
        if case .blocks = font.intended, let scalar = Unicode.Scalar(value), !font.intended.contains(scalar) {
            return false
        }
        return face?.hasGlyph(value) ?? false
    }
}
