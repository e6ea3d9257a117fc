#!/usr/bin/env python3
"""How wide each candidate default face sets tab titles, against Apple's SF Pro Text (docs/text-metrics.md).

SF Pro cannot be shipped with the playground, but Apple's own files can be measured: give the folder
holding `SF-Pro-Text-Regular.otf`, `-Medium`, `-Semibold` and `-Bold` (Apple's SF Pro download, or any copy
of those files). Each face shapes a corpus of 60 common tab titles with HarfBuzz (kerning on, as both
Core Text and Chromium's canvas shape), and the script prints, per weight:

- the untracked width of each candidate against SF Pro Text's (mean, least and greatest per title);
- what iOS draws: SF Pro Text with its size-specific tracking, which UIKit applies to the system font
  (the SF Pro tracking table, `SFProTracking.swift`), against each candidate as the playground draws it:
  the default face tracked the same way, the others untracked.

A candidate's weight is the one CSS font matching picks among its files (Roboto has no 600: semibold
draws with Bold), a variable face is set to the weight on its `wght` axis.

When the folder also holds `SF-Pro-Display-*.otf` and `SF-Pro-Text-*.otf` at the nine weights (Ultralight …
Black), a second table gives, per weight, the average difference per glyph (em) between SF Pro Text and
Display, Inter and SF Pro Text, and Inter Display and SF Pro Display: the tables of
`Sources/TextMetrics/SystemFontStandIn.swift`.

Usage: python3 scripts/font-width-vs-sf.py SF_PRO_TEXT_FOLDER
Needs fontTools and uharfbuzz from PyPI, and the fonts scripts/setup.sh installs.
"""

import os
import statistics
import sys

import uharfbuzz as hb

TITLES = (
    "Home Explore Library Profile Settings For You Following Trending Music Podcasts Videos Photos News "
    "Sports Favourites Recents Contacts Keypad Voicemail Search Messages Saved Shop Live Latest Top Popular "
    "Featured Categories Deals Orders Account Notifications Overview Details Reviews Activity Friends Groups "
    "Events Watch Movies Shows Kids Downloads Playlists Artists Albums Songs Radio Browse Inbox Sent Drafts"
).split(" ")
# SF Pro's tracking in 1/1000 em at the sizes the library presets use (SFProTracking.swift, Apple HIG).
TRACKING = {10: 12, 11: 6, 12: 0, 15: -16, 16: -20, 17: -26}
WEIGHTS = {"Regular": 400, "Medium": 500, "Semibold": 600, "Bold": 700}
ROBOTO = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-%s.ttf"
ROBOTO_FILE = {400: "Regular", 500: "Medium", 600: "Bold", 700: "Bold"}
DEJAVU = {400: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 700: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"}
INTER = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
INTER_DISPLAY = "/usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf"
NINE = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]


def font(path, wght=None):
    face = hb.Face(hb.Blob.from_file_path(path))
    result = hb.Font(face)
    if wght is not None:
        result.set_variations({"wght": wght})
    return result, face.upem


def shaped(loaded, text, spaced=False):
    """The title's advance in em, and its glyph count (where a canvas adds letter spacing)."""
    hb_font, upem = loaded
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    # With letter spacing Core Text and Chromium turn the optional ligatures off.
    hb.shape(hb_font, buffer, {"liga": False, "clig": False} if spaced else {})
    return sum(p.x_advance for p in buffer.glyph_positions) / upem, len(buffer.glyph_infos)


def width(loaded, text, tracking=None):
    if tracking is None:
        return shaped(loaded, text)[0]
    advance, glyphs = shaped(loaded, text, spaced=True)
    return advance + glyphs * tracking / 1000


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1].rstrip("/")
    sizes = " ".join(f"{size:>6}" for size in TRACKING)
    print(f"{'weight':9} {'face':22} {'untracked mean (min-max)':>27} | as drawn ÷ iOS at {sizes} pt")
    for name, weight in WEIGHTS.items():
        sf = font(f"{folder}/SF-Pro-Text-{name}.otf")
        candidates = {
            "Inter (default)": (font(INTER, weight), True),
            f"Roboto {ROBOTO_FILE[weight]}": (font(ROBOTO % ROBOTO_FILE[weight]), False),
            "DejaVu Sans": (font(DEJAVU[400 if weight < 600 else 700]), False),
        }
        for label, (loaded, tracked) in candidates.items():
            ratios = [width(loaded, t) / width(sf, t) for t in TITLES]
            cells = []
            for size, tracking in TRACKING.items():
                ios = sum(width(sf, t, tracking) for t in TITLES)
                drawn = sum(width(loaded, t, tracking if tracked else None) for t in TITLES)
                cells.append(f"{drawn / ios:6.3f}")
            spread = f"{statistics.mean(ratios):.3f} ({min(ratios):.3f}-{max(ratios):.3f})"
            print(f"{name:9} {label:22} {spread:>27} | {' ' * 18}{' '.join(cells)}")
    if all(os.path.exists(f"{folder}/SF-Pro-{design}-{name}.otf") for design in ("Text", "Display") for name in NINE):
        print(f"\n{'weight':6} {'Text - Display':>15} {'Inter - Text':>13} {'Inter Display - Display':>24}   (em per glyph)")
        for index, name in enumerate(NINE):
            weight = 100 * (index + 1)
            text, display = font(f"{folder}/SF-Pro-Text-{name}.otf"), font(f"{folder}/SF-Pro-Display-{name}.otf")
            inter, inter_display = font(INTER, weight), font(INTER_DISPLAY, weight)
            glyphs = sum(shaped(text, t, spaced=True)[1] for t in TITLES)
            total = {key: sum(width(face, t, 0) for t in TITLES) for key, face in
                     (("text", text), ("display", display), ("inter", inter), ("inter_display", inter_display))}
            print(f"{weight:6} {(total['text'] - total['display']) / glyphs:15.4f} "
                  f"{(total['inter'] - total['text']) / glyphs:13.4f} "
                  f"{(total['inter_display'] - total['display']) / glyphs:24.4f}")


if __name__ == "__main__":
    main()
