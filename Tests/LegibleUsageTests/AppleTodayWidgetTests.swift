import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A Today widget's scene is drawn on the system's translucent widget platter (`AppleTodayWidgets`,
/// `Fixtures/apple-today-widget`, own code): text no view of the scene backs needs review for that reason; text on a
/// view with its own opaque fill stays asserted.
@Suite("Today widget platter")
struct AppleTodayWidgetTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("apple-today-widget")], palette: Palette())

    @Test func textOnNoViewsFillSitsOnThePlatter() throws {
        let next = try Self.scan.pair(at: "Glance Extension/Base.lproj/MainInterface.storyboard", 12)
        #expect(next.review?.kind == .blur, "\(next.review?.detail ?? "") \(next.evidence)")
        #expect(next.review?.detail.contains("com.apple.widget-extension") == true)
        #expect(next.review?.detail.contains("Info.plist") == true)
        #expect(next.foreground.displayName == "label", "\(next.foreground.displayName)")
    }

    @Test func theOutletsTextColorSetInCodeIsOnThePlatterToo() throws {
        let next = try Self.scan.pair(at: "Glance Extension/GlanceViewController.swift", 9)
        #expect(next.review?.kind == .blur, "\(next.review?.detail ?? "") \(next.evidence)")
    }

    @Test func textOnAnOpaqueViewOfTheWidgetIsAsserted() throws {
        let offline = try Self.scan.pair(at: "Glance Extension/Base.lproj/MainInterface.storyboard", 21)
        #expect(offline.review == nil, "\(offline.review?.detail ?? "")")
        #expect(offline.background.displayName == "systemRed", "\(offline.evidence)")
    }
}
