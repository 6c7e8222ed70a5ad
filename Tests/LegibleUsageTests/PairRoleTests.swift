import Testing
import LegibleUsage

@Suite("Observed pairs: text size classes")
struct PairRoleTests {
    /// WCAG 2.x "large scale": at least 18 pt, or at least 14 pt bold.
    @Test(arguments: [
        (17.0, false, false), (18.0, false, true), (13.5, true, false), (14.0, true, true), (14.0, false, false),
        (24.0, true, true),
    ])
    func largeText(pointSize: Double, bold: Bool, expected: Bool) {
        #expect(PairRole.isLargeText(pointSize: pointSize, bold: bold) == expected)
    }
}
