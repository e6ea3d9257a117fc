// Interface stand-in for type-checking only: the Core Text names the exported code uses for a variable
// font (https://developer.apple.com/documentation/coretext), with Apple's published types.
//
// Two toll-free bridges have no Linux equivalent, so they are modelled with the casts they allow on iOS:
// `CFString` bridges to `NSString` (hence `kCTFontVariationAttribute as String`), and here it is `NSString`,
// whose `as String` Linux Foundation supports (Linux CoreFoundation's own `CFString` does not bridge);
// `CTFont` bridges to `UIFont` (hence `uiFont as CTFont`), and here the UIKit stand-in's `UIFont` subclasses
// `CTFont`, so the cast type-checks as an upcast and nothing else converts to `CTFont`.

@_exported import Foundation

/// https://developer.apple.com/documentation/corefoundation/cfstring (toll-free bridged to NSString).
public typealias CFString = NSString

/// https://developer.apple.com/documentation/coretext/kctfontvariationattribute
public let kCTFontVariationAttribute: CFString = "NSCTFontVariationAttribute"

/// https://developer.apple.com/documentation/coretext/ctfont (toll-free bridged to UIFont).
open class CTFont: NSObject {}
