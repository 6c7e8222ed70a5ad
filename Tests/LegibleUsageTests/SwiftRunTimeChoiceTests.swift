import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A color chosen in its own code by a test decided at run time, whose every outcome evaluates, is a pair per outcome
/// labelled with it (`Fixtures/swiftui-run-time-choices`, own code): a setting's `static var` reassigned at launch in a
/// color getter's ternary, an instance property in an `if` of a computed color, a `switch` over a parameter.
@Suite("SwiftUI: a pair per outcome of a run-time choice")
struct SwiftRunTimeChoiceTests {
    static let courier = TestPaths.fixture("swiftui-run-time-choices/Courier")
    static let scan = UsageLoader().load([courier], palette: PaletteLoader().load([courier]))

    /// Each pair's condition → its foreground `#rrggbb` (light).
    static func byCondition(_ line: Int) -> [String: String] {
        var out: [String: String] = [:]
        for pair in scan.pairs
        where pair.site.location.path.hasSuffix("InboxView.swift") && pair.site.location.line == line {
            guard case .inline(let c) = pair.foreground, let v = c.variants.first?.color else { continue }
            out[pair.site.condition ?? "-"] = v.hexRGB
        }
        return out
    }

    @Test func aSwitchOverAParameterGivesAPairPerCase() {
        let status = Self.byCondition(32)
        #expect(
            status == [
                "when state is .sending": "#808080", "when state is .delivered": "#006600",
                "when state is .failed": "#cc0000",
            ], "\(status)")
    }
}
