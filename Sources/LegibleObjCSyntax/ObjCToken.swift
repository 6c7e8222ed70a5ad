/// One token of Objective-C source, with the 1-based line it starts on.
///
/// Kinds follow the C11 lexical grammar (ISO/IEC 9899:2011 §6.4) with Clang's Objective-C additions: `@`-keywords
/// (`@interface`, `@end`, `@selector`, `@YES`), `@"…"` strings and the `@[`, `@{`, `@(` literal openers. Comments and
/// whitespace are dropped; a preprocessor line is one `directive` token (continuation lines joined); the lines of an
/// `#if 0` … `#endif` are dropped.
public struct ObjCToken: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A name or C keyword (`if`, `return`, `self`, `__weak`): the parser tells them apart by text.
        case identifier
        /// `@name`: `text` is the name without `@` (`interface`, `end`, `selector`, `YES`).
        case atKeyword
        /// An Objective-C string `@"…"`; `text` is its content with escapes applied.
        case objcString
        /// A C string `"…"`; `text` is its content with escapes applied.
        case cString
        /// An integer or floating-point literal as written (`0xFF`, `1.5f`, `10UL`), a boxed one with its `@` (`@42`).
        case number
        /// A character literal; `text` is its content as written between the quotes.
        case character
        /// A preprocessor line as written from `#` (`#import <UIKit/UIKit.h>`, `#define kBrand [UIColor …]`).
        case directive
        /// An operator or punctuation: `( ) { } [ ] , ; . -> = == ^ @[ @{ @(` ….
        case symbol
    }

    public var kind: Kind
    public var text: String
    public var line: Int

    public init(kind: Kind, text: String, line: Int) {
        self.kind = kind
        self.text = text
        self.line = line
    }

    /// Whether this is the symbol or name `text` (never a string with that content).
    public func `is`(_ text: String) -> Bool {
        self.text == text && (kind == .symbol || kind == .identifier)
    }

    public var description: String { "\(line) \(kind) \(text)" }
}
