@testable import PagerEngine

/// The stage every golden test uses: 390 × 844 with a 47 pt status bar and a 34 pt home indicator.
let phone = Viewport(width: 390, height: 844, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

/// A layout of `config` on `viewport`, measured with `FixedAdvanceMeasurer`.
func layout(_ config: PagerConfig, viewport: Viewport = phone, barHidden: Bool = false, selection: Int? = nil)
    -> PagerLayout
{
    PagerLayout(
        config: config, viewport: viewport, barHidden: barHidden, selection: selection, measurer: FixedAdvanceMeasurer()
    )
}

/// A layout of Tabman's ButtonBar preset, changed by `customize`.
func buttonBarLayout(_ customize: (inout PagerConfig) -> Void) -> PagerLayout {
    var config = Preset.tabmanButtonBar.config
    customize(&config)
    return layout(config)
}

/// Whether two numbers agree to a millionth of a point (hand arithmetic vs. floating point).
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
}

func close(_ a: Point, _ b: Point) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    close(a.top, b.top) && close(a.left, b.left) && close(a.bottom, b.bottom) && close(a.right, b.right)
}

func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1) }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension PagerFrame {
    var progresses: [Double] { buttons.map(\.progress) }
    var selectedIndexes: [Int] { buttons.filter(\.selected).map(\.index) }
}

/// A config from the defaults with `items` titled as given.
func config(titles: [String], _ customize: (inout PagerConfig) -> Void = { _ in }) -> PagerConfig {
    var config = PagerConfig()
    config.items = titles.enumerated().map { PagerItem(id: "t\($0.offset)", title: $0.element) }
    customize(&config)
    return config
}

func close(_ a: [PageState], _ b: [PageState]) -> Bool {
    a.count == b.count
        && zip(a, b).allSatisfy {
            $0.index == $1.index && close($0.x, $1.x) && close($0.y, $1.y) && close($0.opacity, $1.opacity)
        }
}
