// Interface stand-in for type-checking only: the SwiftUI view modifiers the exported code uses, with
// Apple's published signatures (https://developer.apple.com/documentation/swiftui/view). Each returns its
// view: only the signature is checked.

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
    public func foregroundColor(_ color: Color?) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    public func opacity(_ opacity: Double) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)
    public func padding(_ length: CGFloat) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self
    }

    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
    public func accessibilityLabel(_ label: Text) -> some View { self }

}
