// Interface stand-in for type-checking only: the SwiftUI declarations the exported code uses, with Apple's
// published signatures (https://developer.apple.com/documentation/swiftui). Bodies do nothing; a modifier
// returns its view unchanged, since only its signature is checked. On iOS `import SwiftUI` also makes
// UIKit's names visible (`Font(uiFont as CTFont)` compiles in a file importing SwiftUI alone), so this
// re-exports the UIKit stand-in, and with it Foundation's CGFloat.

@_exported import UIKit

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// Primitive views have no body (https://developer.apple.com/documentation/swiftui/view/body-8kl5o).
extension Never: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

/// `Optional` is a view when its wrapped value is (https://developer.apple.com/documentation/swift/optional).
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
    private var value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let get: () -> Value
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { _ in })
    }
}
