"""The tracking iOS gives its system font by size, for tests that draw the default face in Chromium.

Apple's Human Interface Guidelines, Typography, "Tracking values" for iOS and iPadOS (SF Pro), in 1/1000 em:
written out here from the HIG, not read from the server, so a test can set the canvas `letterSpacing` the
phone would use and compare the server's widths with Chromium's. Sizes between two rows are interpolated
linearly and sizes outside the table take its end rows (decision 0052; the HIG lists whole points only).
"""

# (point size, tracking in 1/1000 em)
HIG_SF_PRO = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
    (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
    (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8),
    (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4),
    (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
]


def tracking_px(size: float) -> float:
    """SF Pro's tracking at `size` points, in points (= CSS px): negative closes letters up."""
    rows = HIG_SF_PRO
    if size <= rows[0][0]:
        return rows[0][1] / 1000 * size
    if size >= rows[-1][0]:
        return rows[-1][1] / 1000 * size
    for (low, low_thousandths), (high, high_thousandths) in zip(rows, rows[1:]):
        if low <= size <= high:
            thousandths = low_thousandths + (high_thousandths - low_thousandths) * (size - low) / (high - low)
            return thousandths / 1000 * size
    raise AssertionError(size)

