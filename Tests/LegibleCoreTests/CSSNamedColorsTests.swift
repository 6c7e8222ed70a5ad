import Testing
import LegibleCore

@Suite("CSS named colors")
struct CSSNamedColorsTests {
    @Test("the table has all 148 CSS Color 4 names, 139 distinct values")
    func count() {
        #expect(CSSNamedColors.table.count == 148)
        #expect(Set(CSSNamedColors.table.values).count == 139)
        #expect(CSSNamedColors.table.keys.allSatisfy { $0 == $0.lowercased() })
    }

    // Expected values: CSS Color 4 §6.1 table (https://drafts.csswg.org/css-color-4/#named-colors), the
    // "Hex rgb" column, checked against its "Decimal" column.
    @Test(arguments: [
        ("aliceblue", "#f0f8ffff"), ("black", "#000000ff"), ("white", "#ffffffff"), ("rebeccapurple", "#663399ff"),
        ("cornflowerblue", "#6495edff"), ("darkgray", "#a9a9a9ff"), ("gray", "#808080ff"), ("grey", "#808080ff"),
        ("lightgoldenrodyellow", "#fafad2ff"), ("mediumspringgreen", "#00fa9aff"), ("navajowhite", "#ffdeadff"),
        ("yellowgreen", "#9acd32ff"), ("cyan", "#00ffffff"), ("magenta", "#ff00ffff"), ("transparent", "#00000000"),
    ])
    func knownValue(name: String, hex: String) throws {
        #expect(CSSNamedColors.color(named: name)?.hexRGBA == hex)
        #expect(try ColorParser.parse(name).hexRGBA == hex)
    }

    @Test("keywords are ASCII case-insensitive; unknown names are nil")
    func caseAndUnknown() {
        #expect(CSSNamedColors.color(named: "RebeccaPurple")?.hexRGBA == "#663399ff")
        #expect(CSSNamedColors.color(named: "TRANSPARENT")?.alpha == 0)
        #expect(CSSNamedColors.color(named: "notacolor") == nil)
        #expect(CSSNamedColors.color(named: "currentcolor") == nil)
    }
}
