import Testing

@testable import PagerEngine

struct OptionSchemaTests {
    private let options = OptionSchema.options

    @Test func pathsAreUniqueAndWellFormed() {
        #expect(Set(options.map(\.path)).count == options.count)
        for option in options {
            #expect(option.components.count >= 2, "\(option.path)")
            #expect(option.pointer.description == "/" + option.components.joined(separator: "/"))
            #expect(OptionSchema.option(path: option.path)?.path == option.path)
        }
    }

    @Test func everyOptionIsDescribed() {
        let groups = Set(OptionSchema.groups.map(\.id))
        for option in options {
            #expect(!option.label.isEmpty, "\(option.path)")
            #expect(!option.help.isEmpty && option.help.hasSuffix("."), "\(option.path)")
            #expect(option.help.count <= 140, "\(option.path): help is \(option.help.count) characters")
            #expect(groups.contains(option.group), "\(option.path)")
            #expect(!option.sources.isEmpty, "\(option.path)")
        }
        for group in OptionSchema.groups {
            #expect(options.contains { $0.group == group.id }, "\(group.id) has no options")
        }
    }

    @Test func defaultsAreAllowedValues() {
        for option in options {
            let value = option.defaultValue
            switch (option.type, value) {
            case (.enumeration, _):
                #expect(option.values.contains(value), "\(option.path)")
            case (.boolean, .bool), (.color, .color), (.string, .string):
                break
            case (.number, .number(let number)):
                let range = option.range
                #expect(range.map { (number >= $0.min) && (number <= $0.max) } == true, "\(option.path)")
            case (.integer, .integer(let integer)):
                let range = option.range
                #expect(
                    range.map { (Double(integer) >= $0.min) && (Double(integer) <= $0.max) } == true, "\(option.path)")
            default:
                Issue.record("\(option.path): default \(value) is not a \(option.type)")
            }
        }
    }

    @Test func rangesAndNamedValuesAreConsistent() {
        for option in options {
            switch option.type {
            case .number, .integer:
                guard let range = option.range else {
                    Issue.record("\(option.path) has no range")
                    continue
                }
                #expect(range.min < range.max && range.step > 0, "\(option.path)")
                for named in option.namedValues {
                    #expect(named.value >= range.min && named.value <= range.max, "\(option.path).\(named.name)")
                }
            case .enumeration:
                #expect(option.values.count >= 2 && Set(option.values).count == option.values.count, "\(option.path)")
                #expect(option.range == nil && option.namedValues.isEmpty, "\(option.path)")
            default:
                #expect(option.range == nil && option.namedValues.isEmpty && option.values.isEmpty, "\(option.path)")
            }
        }
    }

    @Test func visibilityConditionsNameEarlierOptionsAndTheirValues() {
        for (index, option) in options.enumerated() {
            for condition in option.visibleWhen.flatMap(\.tests) {
                guard let target = OptionSchema.option(path: condition.path) else {
                    Issue.record("\(option.path): visibleWhen names \(condition.path), which is not an option")
                    continue
                }
                #expect(target.path != option.path, "\(option.path) depends on itself")
                #expect(
                    (options.firstIndex { $0.path == target.path } ?? .max) < index,
                    "\(option.path) depends on \(target.path), which comes later")
                #expect(!condition.values.isEmpty, "\(option.path)")
                for value in condition.values {
                    switch (target.type, value) {
                    case (.enumeration, _): #expect(target.values.contains(value), "\(option.path): \(value)")
                    case (.boolean, .bool): break
                    default: Issue.record("\(option.path): \(value) is not a value of \(target.path)")
                    }
                }
            }
        }
    }

    @Test func optionsSharingAPrefixAreListedTogether() {
        // Otherwise the nested config document could not keep the table's order.
        var closed: Set<String> = []
        var open: [String] = []
        for option in options {
            let prefixes = (1..<option.components.count).map { option.components[0..<$0].joined(separator: ".") }
            while let last = open.last, !prefixes.contains(last) {
                closed.insert(last)
                open.removeLast()
            }
            for prefix in prefixes where !open.contains(prefix) {
                #expect(!closed.contains(prefix), "\(option.path) comes after \(prefix) was closed")
                open.append(prefix)
            }
        }
    }

    /// Setting each option through its accessor changes the normalised document at exactly its pointer:
    /// the path string and the `PagerConfig` property an option reads and writes agree.
    @Test func eachAccessorWritesTheOptionAtItsPath() {
        let base = PagerConfig()
        let baseDocument = ConfigNormalizer.normalized(base)
        for option in options {
            let changed = differentValue(for: option)
            var config = base
            option.set(changed, in: &config)
            #expect(option.get(config) == changed, "\(option.path)")
            let document = ConfigNormalizer.normalized(config)
            #expect(document.value(at: option.pointer) == changed.json, "\(option.path)")
            #expect(changedPointers(baseDocument, document) == [option.pointer.description], "\(option.path)")
        }
    }

    @Test func visibilityFollowsTheConfig() throws {
        let weight = try #require(OptionSchema.option(path: "indicator.weight"))
        let radius = try #require(OptionSchema.option(path: "indicator.cornerRadius"))
        var config = PagerConfig()
        #expect(weight.visibleWhen.allSatisfy { $0.holds(in: config) })
        #expect(!radius.visibleWhen.allSatisfy { $0.holds(in: config) })
        config.indicator.cornerStyle = .custom
        #expect(radius.visibleWhen.allSatisfy { $0.holds(in: config) })
        config.indicator.kind = .dot
        #expect(!weight.visibleWhen.allSatisfy { $0.holds(in: config) })
        #expect(!VisibilityCondition.when("no.such.option", is: "x").holds(in: config))
    }

    /// Tabman's accessory width and colour style the accessory buttons, and `TMBarView.spacing` spaces only
    /// the scrolling ones (uias/Tabman `Sources/Tabman/Bar/BarView/TMBarView.swift` 140–149: the layout
    /// grid's spacing; 571–585: pinned accessories go in the root stack): while none is chosen the three
    /// controls change nothing, so they are hidden.
    @Test func accessoryStylesShowOnceAnAccessoryIsChosen() throws {
        let width = try #require(OptionSchema.option(path: "bar.accessories.width"))
        let spacing = try #require(OptionSchema.option(path: "bar.accessories.spacing"))
        let tint = try #require(OptionSchema.option(path: "bar.accessories.tintColor"))
        let left = try #require(OptionSchema.option(path: "bar.accessories.left"))
        func shown(_ option: OptionSpec, _ config: PagerConfig) -> Bool {
            option.visibleWhen.allSatisfy { $0.holds(in: config) }
        }
        var config = Preset.tabmanButtonBar.config
        #expect(shown(left, config))
        #expect(!shown(width, config) && !shown(spacing, config) && !shown(tint, config))
        config.bar.accessories.rightPinned = .gear
        #expect(shown(width, config) && shown(tint, config))
        #expect(!shown(spacing, config))
        config.bar.accessories.left = .plus
        #expect(shown(width, config) && shown(spacing, config) && shown(tint, config))
        config.bar.location = .left
        #expect(!shown(width, config) && !shown(spacing, config) && !shown(tint, config))
    }

    /// Pageboy's `Transition` duration times the push, fade, move-in and reveal transitions only: the
    /// normal scroll takes UIPageViewController's own time, so the control shows with those styles.
    @Test func theTransitionDurationShowsOnlyWhereItTimesSomething() throws {
        let duration = try #require(OptionSchema.option(path: "pager.transition.duration"))
        func arrival(_ style: PageTransition.Style, seconds: Double) throws -> (time: Double, shown: Bool) {
            var config = PagerConfig()
            config.pager.transition.style = style
            config.pager.transition.duration = seconds
            var run = SimulationRun { $0 = config }
            run.send(0, .tap(index: 2))
            run.run(until: 5)
            let did = try #require(run.events(named: .didScrollToPage).first)
            return (did.time, duration.visibleWhen.allSatisfy { $0.holds(in: config) })
        }
        let scroll = (try arrival(.scroll, seconds: 0.3), try arrival(.scroll, seconds: 2))
        #expect(scroll.0.time == scroll.1.time)
        #expect(!scroll.0.shown && !scroll.1.shown)
        for style in [PageTransition.Style.push, .fade, .moveIn, .reveal] {
            let timed = try arrival(style, seconds: 2)
            #expect(abs(timed.time - 2) < 1e-9, "\(style)")
            #expect(timed.shown, "\(style)")
        }
    }

    @Test func settingAValueOfAnotherTypeIsIgnored() {
        for option in options {
            var config = PagerConfig()
            option.set(option.type == .boolean ? .number(1) : .bool(true), in: &config)
            #expect(config == PagerConfig(), "\(option.path)")
        }
    }

    /// Every stored property of `PagerConfig` (found by reflection) is an option, and every option is one:
    /// a property added to the model without a schema entry fails here.
    @Test func everyPagerConfigPropertyIsAnOption() {
        var leaves: [String] = []
        func collect(_ value: Any, _ path: [String]) {
            let mirror = Mirror(reflecting: value)
            if value is RGBAColor || mirror.displayStyle != .struct || mirror.children.isEmpty {
                leaves.append(path.joined(separator: "."))
                return
            }
            for child in mirror.children {
                if let label = child.label { collect(child.value, path + [label]) }
            }
        }
        for child in Mirror(reflecting: PagerConfig()).children {
            guard let label = child.label, label != "preset", label != "items", label != "appearance" else { continue }
            collect(child.value, [label])
        }
        let paths = Set(options.map(\.path))
        #expect(leaves.filter { !paths.contains($0) } == [], "properties without an option")
        #expect(paths.subtracting(leaves).sorted() == [], "options without a property")
    }

    @Test func everyOptionTheIssueNamesIsInTheSchema() {
        // Issue 2, item 2, option by option.
        let required = [
            "bar.location", "bar.layout", "bar.visibleButtonCount", "bar.contentMode", "bar.buttonWidth",
            "bar.interButtonSpacing", "bar.contentInset.top", "bar.contentInset.left", "bar.contentInset.bottom",
            "bar.contentInset.right", "bar.alignment", "bar.scrollMode", "bar.transitionStyle",
            "bar.fadesContentEdges", "bar.background.style", "bar.background.color", "bar.background.blurStyle",
            "bar.separator.visible", "bar.separator.color", "bar.buttonSeparators.visible", "bar.height",
            "bar.hidden", "buttons.kind", "buttons.font.size", "buttons.font.weight", "buttons.selectedFont.size",
            "buttons.selectedFont.weight", "buttons.tintColor", "buttons.selectedTintColor",
            "buttons.contentInset.top", "buttons.transitionStyle", "buttons.adjustsAlphaOnSelection",
            "buttons.badge.backgroundColor", "buttons.badge.textColor", "indicator.kind", "indicator.weight",
            "indicator.cornerStyle", "indicator.cornerRadius", "indicator.dotSize", "indicator.chevronWidth",
            "indicator.chevronHeight", "indicator.color", "indicator.overscrollBehavior", "indicator.isProgressive",
            "indicator.transitionStyle", "indicator.horizontalInset", "indicator.widthMode", "indicator.fixedWidth",
            "pager.orientation", "pager.isInfiniteScrollEnabled", "pager.bounces", "pager.isScrollEnabled",
            "pager.interPageSpacing", "pager.defaultPage", "pager.transition.style", "pager.transition.duration",
            "pager.autoScroll.enabled", "pager.autoScroll.interval", "pager.autoScroll.cancelsOnScroll",
            "pager.autoScroll.restartsOnScrollEnd", "pager.autoScroll.animated", "bar.safeAreaBehavior",
        ]
        for path in required { #expect(OptionSchema.option(path: path) != nil, "\(path) is missing") }
        // The viewing conditions moved to the view (issue 48 item 3).
        for path in ["colorScheme", "layoutDirection", "textScale", "reduceMotion", "frameRate"] {
            #expect(OptionSchema.viewOptions.contains { $0.path == path }, "view \(path) is missing")
            #expect(OptionSchema.option(path: "appearance.\(path)") == nil, "appearance.\(path) is still an option")
        }
        let enumValues: [String: [String]] = [
            "bar.location": ["top", "bottom", "left", "right", "navigationItem"],
            "bar.layout": ["horizontal", "constrained", "none"],
            "bar.alignment": ["leading", "center", "centerDistributed", "trailing"],
            "bar.background.style": ["clear", "flat", "blur"],
            "buttons.kind": ["label", "tabItem", "none"],
            "indicator.kind": ["line", "dot", "chevron", "block", "none"],
            "indicator.overscrollBehavior": ["bounce", "compress", "none"],
            "indicator.widthMode": ["button", "label", "fixed"],
            "pager.transition.style": ["scroll", "push", "fade", "moveIn", "reveal"],
            "colorScheme": ["light", "dark"],
        ]
        for (path, values) in enumValues {
            let option = OptionSchema.option(path: path) ?? OptionSchema.viewOptions.first { $0.path == path }
            let allowed = option?.values.map(\.description) ?? []
            for value in values { #expect(allowed.contains(value), "\(path) lacks \(value)") }
        }
        #expect(
            OptionSchema.option(path: "indicator.cornerStyle")?.values.map(\.description).starts(with: [
                "square", "rounded", "eliptical",
            ]) == true)
    }

    private func differentValue(for option: OptionSpec) -> OptionValue {
        switch option.defaultValue {
        case .bool(let flag): return .bool(!flag)
        case .number(let number):
            return .number(number == option.range?.max ? (option.range?.min ?? 0) : (option.range?.max ?? 1))
        case .integer(let integer):
            return .integer(
                Double(integer) == option.range?.max ? Int(option.range?.min ?? 0) : Int(option.range?.max ?? 1))
        case .color(let color):
            return .color(RGBAColor(red: color.red &+ 1, green: color.green, blue: color.blue, alpha: color.alpha))
        case .string(let name):
            return option.values.first { $0 != .string(name) } ?? .string(name + "x")
        }
    }

    /// The pointers of every leaf that differs between two documents of the same shape.
    private func changedPointers(_ a: JSONValue, _ b: JSONValue, at pointer: JSONPointer = JSONPointer()) -> [String] {
        if case .object(let left) = a, case .object(let right) = b {
            return left.flatMap { member in
                changedPointers(member.value, right[member.key] ?? .null, at: pointer.appending(member.key))
            }
        }
        return a == b ? [] : [pointer.description]
    }
}
