#!/usr/bin/env python3
"""How wide each candidate default face sets text, against SF Pro (docs/text-metrics.md).

SF Pro's file cannot be shipped or downloaded here, so the comparison uses the one width figure Apple's
font is published with: Capsize's `xWidthAvg` for SF Pro, 853/2048 em (`@capsizecss/metrics`,
systemFont / SF Pro: the average advance of English text, letters weighted by their frequency and the
space by one per 4.7 letters). The same average is computed here for each candidate from its own `hmtx`,
with the letter frequencies of English text (Wikipedia, "Letter frequency"), and divided by 853.

A second column measures a corpus of real tab titles (the playground's sample items and the titles of
common iOS apps' tab bars) in each face, relative to Roboto, to show the ranking holds on tab titles
and not only on running English.

Usage: python3 scripts/font-width-vs-sf.py   (needs fontTools; the fonts from scripts/setup.sh)
"""

from fontTools.ttLib import TTFont

SF_X_WIDTH_AVG = 853 / 2048
FREQUENCY = {
    "e": 12.7, "t": 9.1, "a": 8.2, "o": 7.5, "i": 7.0, "n": 6.7, "s": 6.3, "h": 6.1, "r": 6.0, "d": 4.3,
    "l": 4.0, "c": 2.8, "u": 2.8, "m": 2.4, "w": 2.4, "f": 2.2, "g": 2.0, "y": 2.0, "p": 1.9, "b": 1.5,
    "v": 0.98, "k": 0.77, "j": 0.15, "x": 0.15, "q": 0.095, "z": 0.074,
}
TITLES = (
    "Home Explore Library Profile Settings For You Following Trending Music Podcasts Videos Photos News "
    "Sports Favourites Recents Contacts Keypad Voicemail Search Messages Saved Shop Live Latest Top Popular "
    "Featured Categories Deals Orders Account Notifications Overview Details Reviews Activity Friends Groups "
    "Events Watch Movies Shows Kids Downloads Playlists Artists Albums Songs Radio Browse Inbox Sent Drafts"
).split(" ")
CANDIDATES = {
    "DejaVu Sans (fonts-dejavu-core)": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "Inter (fonts-inter)": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "Liberation Sans (fonts-liberation2)": "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    "Roboto (fonts-roboto-unhinted)": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
}


def advances(path):
    font = TTFont(path)
    cmap, hmtx, upem = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    return lambda ch: hmtx[cmap[ord(ch)]][0] / upem


def main():
    rows = []
    for name, path in CANDIDATES.items():
        em = advances(path)
        letters = sum(FREQUENCY.values())
        spaces = letters / 4.7
        average = (sum(em(c) * w for c, w in FREQUENCY.items()) + em(" ") * spaces) / (letters + spaces)
        corpus = sum(em(c) for title in TITLES for c in title)
        rows.append((name, average, corpus))
    roboto = next(corpus for name, _, corpus in rows if name.startswith("Roboto"))
    print(f"{'face':40} {'xWidthAvg (em)':>15} {'÷ SF Pro':>9} {'tab titles ÷ Roboto':>20}")
    for name, average, corpus in rows:
        print(f"{name:40} {average:15.4f} {average / SF_X_WIDTH_AVG:9.3f} {corpus / roboto:20.3f}")


if __name__ == "__main__":
    main()
