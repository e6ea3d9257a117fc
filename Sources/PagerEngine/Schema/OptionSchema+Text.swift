extension OptionSchema {
    static let textOptions: [OptionSpec] = [
        OptionSpec(
            "text.font", "Typeface", .text(\.text.font, problem: TextConfig.problem(with:)),
            help:
                "The tab titles' typeface: default (Inter, tracked like SF Pro), dejavu, or fonts you upload, "
                + "by id; shared links carry them.",
            source: [.playground])
    ]
}
