import LegibleCore
import Testing
@testable import LegiblePalette
import LegibleJSON

/// The component decoder on its own: one row per encoding rule of LegiblePalette.docc/PaletteFormats.md §1.4.
@Suite struct AssetCatalogComponentTests {
    static func node(_ json: String) throws -> JSONNode { try JSONParser.parse(json) }

    // (JSON value as written, space, expected value or nil for an error)
    static let rows: [(json: String, space: ColorSpace, expected: Double?)] = [
        (#""0.031""#, .sRGB, 0.031), // float string (Xcode, 3 decimals)
        (#""1.0000""#, .sRGB, 1), // float string (compound, 4 decimals)
        (#""1""#, .sRGB, 1.0 / 255), // no decimal point: 8-bit, so 1/255
        (#""255""#, .sRGB, 1),
        (#""0""#, .sRGB, 0),
        (#""0xFF""#, .sRGB, 1), // hex
        (#""0X7a""#, .sRGB, 122.0 / 255), // upper-case prefix, lower-case digits
        (#""1e-1""#, .sRGB, 0.1), // an exponent makes it a float
        (#"" 0.5 ""#, .sRGB, 0.5), // surrounding white space tolerated
        ("0.5", .sRGB, 0.5), // bare JSON number (Xcode 9): a float
        ("1", .sRGB, 1), // bare JSON integer: still a float, 1.0
        (#""300""#, .extendedSRGB, 300.0 / 255), // extended spaces take 8-bit values above 255
        (#""-0.074""#, .extendedSRGB, -0.074),
        (#""-5""#, .extendedGray, -5.0 / 255),
        (#""300""#, .sRGB, nil), // out of range
        (#""1.5""#, .displayP3, nil),
        (#""-0.001""#, .grayGamma22, nil),
        (#""0x100""#, .sRGB, nil),
        ("1e999", .extendedSRGB, nil), // not finite
        (#""1e999""#, .extendedSRGB, nil),
        (#""nan""#, .extendedSRGB, nil),
        (#""inf""#, .extendedSRGB, nil),
        (#""0x1p3""#, .extendedSRGB, nil), // hexadecimal float syntax is not a component
        (#""""#, .sRGB, nil),
        (#"".""#, .sRGB, nil),
        (#""1e""#, .sRGB, nil),
        ("null", .sRGB, nil),
        ("[1]", .sRGB, nil),
    ]

    @Test(arguments: rows)
    func component(_ row: (json: String, space: ColorSpace, expected: Double?)) throws {
        let result = ColorsetComponent.decode(try Self.node(row.json), key: "red", space: row.space)
        switch (result, row.expected) {
        case (.success(let v), let e?): #expect(v == e, "\(row.json)")
        case (.failure, nil): break
        case (.success(let v), nil): Issue.record("\(row.json) in \(row.space.rawValue) gave \(v), expected an error")
        case (.failure(let p), _?): Issue.record("\(row.json) failed: \(p.message)")
        }
    }

    static let alphas: [(json: String, expected: Double?)] = [
        (#""1.000""#, 1), (#""0.250""#, 0.25), (#""1""#, 1), ("1", 1), ("0", 0),
        (#""0xFF""#, nil), (#""1.5""#, nil), (#""-0.1""#, nil), ("1e999", nil), (#""x""#, nil), ("true", nil),
    ]

    @Test(arguments: alphas)
    func alpha(_ row: (json: String, expected: Double?)) throws {
        let result = ColorsetComponent.decodeAlpha(try Self.node(row.json))
        switch (result, row.expected) {
        case (.success(let v), let e?): #expect(v == e, "\(row.json)")
        case (.failure, nil): break
        default: Issue.record("alpha \(row.json): \(result)")
        }
    }
}
