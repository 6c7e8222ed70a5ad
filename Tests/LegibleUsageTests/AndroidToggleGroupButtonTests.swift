import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Checkable buttons in a `MaterialButtonToggleGroup` (issue 29), on `Fixtures/android-measured/toggle-group`.
@Suite("Android: buttons in a toggle group")
struct AndroidToggleGroupButtonTests {
    typealias T = AndroidTestSupport

    static func read() -> (palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-measured/toggle-group")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    /// A grouped button's default text color (checked primary, unchecked on-surface at 60 %) is not asserted as
    /// the primary; the reason names the group and the button it starts with.
    @Test func aGroupedButtonsDefaultTextIsNotAssertedAsPrimary() {
        let (_, scan) = Self.read()
        for id in ["rss_button", "atom_button"] {
            #expect(!scan.pairs.contains { $0.site.elementID == "@+id/\(id)" && $0.role != .nonText }, "\(id)")
            let warning = scan.diagnostics.first { $0.message.contains("@+id/\(id)") }
            #expect(warning?.message.contains("checkable button in a MaterialButtonToggleGroup") == true, "\(id)")
            #expect(warning?.message.contains("app:checkedButton=\"@+id/rss_button\"") == true, "\(id)")
        }
    }

    /// The same outlined button outside a group keeps its library text color, the theme's primary `#2e7d32`.
    @Test func aButtonOutsideAGroupKeepsItsPrimaryText() throws {
        let (palette, scan) = Self.read()
        let pair = try #require(
            scan.pairs.first { $0.site.elementID == "@+id/save_button" && $0.role != .nonText })
        #expect(T.hex(pair.foreground, .light, palette) == "#2e7d32", "\(pair.evidence)")
    }
}
