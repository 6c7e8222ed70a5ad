import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// `values-notnight` resources (issue 29), on `Fixtures/android-notnight-resources`: by day the `notnight` color and
/// theme win over the plain folder's, by night the plain folder's are used.
@Suite("Android: values-notnight colors and themes")
struct AndroidNotNightResourcesTests {
    typealias T = AndroidTestSupport

    @Test func dayUsesNotNightResourcesAndNightThePlainOnes() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-notnight-resources")])
        let palette = AndroidResourceReader.read(files: files.values)
        #expect(palette.diagnostics.filter { $0.severity == .error }.isEmpty, "\(palette.diagnostics)")
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let pair = try #require(scan.pairs.first { $0.site.elementID == "@+id/free_berths" && $0.role != .nonText })
        #expect(Set(pair.appearances ?? []) == [.light, .dark], "\(String(describing: pair.appearances))")
        #expect(T.hex(pair.foreground, .light, palette) == "#1e2a33")
        #expect(T.hex(pair.background, .light, palette) == "#f4f1ea", "\(pair.evidence)")
        #expect(T.hex(pair.foreground, .dark, palette) == "#e8e8e8")
        #expect(T.hex(pair.background, .dark, palette) == "#101820", "\(pair.evidence)")
    }
}
