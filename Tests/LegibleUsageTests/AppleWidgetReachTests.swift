import Testing
import LegiblePalette
@testable import LegibleUsage
import LegibleTestSupport

/// Widgets and Live Activities (`Fixtures/apple-widgets`, own code): a `Widget` is shown only when a widget
/// extension registers it, as its `@main` or in a `@main` `WidgetBundle`. `NoExtension` is an app whose Live Activity
/// no bundle registers: its views leave the pairs; `WithExtension` registers the same one; `SingleWidget` is a widget
/// extension whose `@main` is the widget itself.
@Suite("Widgets no extension registers are not shown")
struct AppleWidgetReachTests {
    static func load(_ app: String) -> UsageScan {
        UsageLoader().load([TestPaths.fixture("apple-widgets/" + app)], palette: Palette())
    }

    static func views(_ scan: UsageScan) -> Set<String> { Set(scan.pairs.compactMap(\.site.elementID)) }

    @Test func aLiveActivityNoBundleRegistersIsNotShown() throws {
        let scan = Self.load("NoExtension")
        #expect(Self.views(scan) == ["TimerScreen"], "\(Self.views(scan))")
        #expect(Set(scan.unshown.map(\.name)) == ["TimerLiveActivity", "TimerLockScreenView"], "\(scan.unshown)")
        let note = try #require(scan.diagnostics.first { $0.message.contains("UI nothing shows") })
        #expect(note.message.hasPrefix("2 sites in UI nothing shows (TimerLiveActivity, TimerLockScreenView)"))
    }

    @Test func aWidgetABundleOrItsOwnMainRegistersIsShown() {
        let bundled = Self.load("WithExtension")
        #expect(
            Self.views(bundled) == ["TimerScreen", "TimerLiveActivity", "TimerLockScreenView"],
            "\(Self.views(bundled))")
        #expect(bundled.unshown.isEmpty, "\(bundled.unshown)")
        let single = Self.load("SingleWidget")
        #expect(Self.views(single) == ["StepsView"], "\(Self.views(single))")
        #expect(single.unshown.isEmpty, "\(single.unshown)")
    }
}
