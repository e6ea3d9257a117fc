"""The built-in faces in two files each (decision 0062): a Latin bar's first frame waits only for the faces'
Latin subsets (about 51 KB gzipped each instead of about 300 KB), and a title with any other character waits
for the whole file before the canvas draws it. In both the canvas measures every title as the whole file does.
"""

import urllib.request

from test_playground import CANVAS, open_playground, wait_drawn
from test_text_widths import CORPUS

LATIN_FILES = {"/fonts/latin/Inter-roman.var.ttf", "/fonts/latin/InterDisplay-roman.var.ttf"}
WHOLE_INTER = "/fonts/Inter-roman.var.ttf"


def font_requests(page) -> set:
    return set(page.evaluate(
        """() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
            .filter((path) => path.startsWith('/fonts/'))"""
    ))


def test_the_latin_files_are_served_a_sixth_the_size_gzipped(server):
    for name in ("Inter-roman.var.ttf", "InterDisplay-roman.var.ttf", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        sizes = {}
        for path in (f"/fonts/{name}", f"/fonts/latin/{name}"):
            with urllib.request.urlopen(server.url + path, timeout=10) as response:
                assert response.status == 200 and response.headers["Content-Type"] == "font/ttf", path
                assert response.headers["Cache-Control"] == "public, max-age=86400", path
                sizes[path] = len(response.read())
        assert sizes[f"/fonts/latin/{name}"] < sizes[f"/fonts/{name}"] / 4, sizes


def test_a_latin_bar_loads_only_the_latin_files(server, page):
    open_playground(page, server)
    assert font_requests(page) == LATIN_FILES


def test_a_cyrillic_bar_is_drawn_only_once_the_whole_file_is_in(server, page):
    config = {"items": [{"id": "a", "title": "Главная"}, {"id": "b", "title": "Поиск"}, {"id": "c", "title": "Профиль"}]}
    status, saved = server.request("POST", "/api/configs", {"name": "Cyrillic bar", "config": config})
    assert status == 201, saved
    held = []
    page.route("**" + WHOLE_INTER, lambda route: held.append(route))
    with page.expect_response(lambda response: response.url.endswith("/api/sessions")):
        page.goto(server.url + f"/c/{saved['slug']}")
    # The layout is in, its Latin files too; the whole file, which draws these titles, is held back.
    page.wait_for_timeout(1000)
    assert len(held) == 1
    assert not page.locator(CANVAS).get_attribute("data-drawn")
    assert page.locator(CANVAS).get_attribute("data-fonts") == "loading"
    held[0].continue_()
    wait_drawn(page)
    assert WHOLE_INTER in font_requests(page)
    assert page.evaluate("""() => document.fonts.check('400 17px "PP Inter"', 'Главная')""")


def test_the_canvas_measures_every_title_as_the_whole_file_does(server, page):
    # test_text_widths's corpus: Latin, Cyrillic, Greek, Vietnamese with combining marks, punctuation, and
    # scripts mixed in one title. Each title in the font draw-button.js sets for it (`cssFont`): a Latin one in
    # the Latin file, any other whole in the whole file. (Split between the two files, "Nguyễn", "Tiếng Việt"
    # and "e\u0301\u0302" measured 0.2-0.9 px off: their shaping crosses the files.)
    page.goto(server.url + "/embed.html")
    misses = page.evaluate(
        """async (titles) => {
            const { ensureFonts } = await import('/scripts/services/font-loader.js');
            const { cssFont } = await import('/scripts/logic/fonts.js');
            const whole = new FontFace('Whole Inter', 'url(/fonts/Inter-roman.var.ttf)', { weight: '100 900' });
            document.fonts.add(await whole.load());
            const ctx = document.createElement('canvas').getContext('2d');
            const misses = [];
            for (const weight of [400, 700]) {
                for (const size of [11, 17, 24]) {
                    const font = { size, family: 'default', cssWeight: weight };
                    await ensureFonts([font], titles.join(' '));
                    for (const title of titles) {
                        ctx.font = cssFont(font, title);
                        const split = ctx.measureText(title).width;
                        ctx.font = `${weight} ${size}px "Whole Inter"`;
                        const one = ctx.measureText(title).width;
                        if (Math.abs(split - one) > 0.01) misses.push([title, weight, size, ctx.font, split, one]);
                    }
                }
            }
            return misses;
        }""",
        CORPUS,
    )
    assert misses == [], "\n".join(repr(m) for m in misses)
