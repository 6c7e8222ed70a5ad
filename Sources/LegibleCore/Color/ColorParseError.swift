/// Why a color string could not be parsed, and where: `column` is 1-based within `input`.
public struct ColorParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public let input: String
    public let column: Int
    public let reason: String

    public init(input: String, column: Int, reason: String) {
        self.input = input
        self.column = column
        self.reason = reason
    }

    /// "invalid color '#12345g': 'g' is not a hex digit (column 7)"
    public var description: String { "invalid color '\(input)': \(reason) (column \(column))" }
}
