import Testing
import LegibleUsage

/// A theme and a night mode picked from the same entry of two parallel tables (`Fixtures/android-theme-table-night`):
/// the theme is shown in that entry's night mode only.
@Suite("Android: a theme paired with a night mode in parallel tables")
struct AndroidThemeTableNightTests {
    typealias T = AndroidTestSupport
    static let run = T.FixtureRun("android-theme-table-night")

    /// `Harbor.Fog` is only in the entry whose night mode is `MODE_NIGHT_YES`: no day appearance of it.
    @Test func aThemePairedWithNightModeYesIsShownAtNightOnly() throws {
        let pair = try #require(T.pair(Self.run.scan, "berth_count"))
        let fog = (pair.appearances ?? []).filter { $0.rawValue.contains("Fog") }
        #expect(!fog.isEmpty, "\(String(describing: pair.appearances))")
        #expect(fog.allSatisfy { $0.isDark }, "\(fog)")
        let night = try #require(fog.first)
        #expect(T.hex(pair.foreground, night, Self.run.palette) == "#eceff1", "\(pair.evidence)")
        #expect(T.hex(pair.background, night, Self.run.palette) == "#263238", "\(pair.evidence)")
    }

    /// `Harbor` is in a day entry and a follow-the-system one: both appearances stay.
    @Test func aThemeInADayAndASystemEntryKeepsBothModes() throws {
        let pair = try #require(T.pair(Self.run.scan, "berth_count"))
        let harbor = (pair.appearances ?? []).filter { !$0.rawValue.contains("Fog") }
        #expect(harbor.contains { $0.isDark }, "\(String(describing: pair.appearances))")
        #expect(harbor.contains { !$0.isDark }, "\(String(describing: pair.appearances))")
    }
}
