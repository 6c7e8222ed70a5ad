/// Why a color string could not be parsed, and where: `column` is 1-based within `input`.
///
/// `kind` tells apart a malformed color from a valid CSS color that has no fixed value outside a browser
/// (`currentcolor`, the CSS Color 4 §6.2 system colors such as `Canvas`), so callers can say so.
public struct ColorParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Not a valid color (syntax, unknown name, wrong unit, …).
        case invalid
        /// `currentcolor`: the element's text color, unknown outside the page.
        case currentColor
        /// A CSS system color (`Canvas`, `CanvasText`, …): chosen by the browser and the user's settings.
        case systemColor
        /// Valid CSS that needs a page to compute: `em`/`px`/`cqw` lengths or `sign()` inside `calc()`.
        case needsLayout
    }

    public let input: String
    public let column: Int
    public let reason: String
    public let kind: Kind

    public init(input: String, column: Int, reason: String, kind: Kind = .invalid) {
        self.input = input
        self.column = column
        self.reason = reason
        self.kind = kind
    }

    /// "invalid color '#12345g': 'g' is not a hex digit (column 7)"
    public var description: String { "invalid color '\(input)': \(reason) (column \(column))" }
}
