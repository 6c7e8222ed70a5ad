/// A valid color whose text says more than CSS keeps: a component outside its range that CSS Color 4 clamps at parse
/// time (`rgb(300 0 0)` is `rgb(255 0 0)`, alpha 1.5 is 1, `lab(-10 0 0)` has lightness 0, negative chroma is 0).
/// The color is what a browser shows; the warning lets a linter say that the file asks for something else.
public struct ColorParseWarning: Sendable, Equatable, CustomStringConvertible {
    public let input: String
    public let column: Int
    public let reason: String

    public init(input: String, column: Int, reason: String) {
        self.input = input
        self.column = column
        self.reason = reason
    }

    /// "color 'rgb(300 0 0)': 300 is outside 0…255; CSS clamps it to 255 (column 5)"
    public var description: String { "color '\(input)': \(reason) (column \(column))" }
}
