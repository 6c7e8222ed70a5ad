import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// Color helpers that bind an optional parameter (`if let dark { … } else { … }`, `guard let custom else { … }`) are
/// run for the arguments at the call: the binding holds when the value is known and not `nil`
/// (`Fixtures/swift-names/optional-binding`, own code written the way UIKit apps write `themeColor(light:dark:)`).
@Suite("Swift names: optional bindings in color helpers")
struct SwiftNamesOptionalBindingTests {
    static let folder = TestPaths.fixture("swift-names/optional-binding")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func values(_ line: Int) throws -> [String] {
        let pair = try #require(
            Self.scan.pairs.first {
                $0.site.location.line == line && $0.site.location.path.hasSuffix("NoteCell.swift")
            },
            "no pair at line \(line): \(Self.scan.diagnostics.map(\.message))")
        let c: NamedColor
        switch pair.foreground {
        case .inline(let inline): c = inline
        case .named(let name): c = try #require(Self.palette.colors.first { $0.name == name })
        }
        return [.light, .dark].map { c.variant(for: $0)?.color?.hexRGB ?? "none" }
    }

    @Test func aDarkColorGivenIsBoundAndUsedInDarkMode() throws {
        #expect(try values(11) == ["#555555", "#f0f0f0"])
    }

    @Test func aDarkColorLeftOutIsNilSoTheLightOneIsUsedInBoth() throws {
        #expect(try values(10) == ["#1a1a1a", "#1a1a1a"])
    }

    @Test func aGuardLetOnANilArgumentReturnsItsElseValue() throws {
        #expect(try values(12) == ["#3366cc", "#3366cc"])
    }

    @Test func noLabelIsLeftUnchecked() {
        let unchecked = Self.scan.diagnostics.filter { $0.message.contains("not checked") }
        #expect(unchecked.isEmpty, "\(unchecked.map(\.message))")
    }
}
