import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Row adapters handed to a list inside `also` / `let`, whose lambda names the list as its parameter (issue 29, "hosts
/// the code makes knowable"), on `Fixtures/android-also-hosts`.
@Suite("Android: lists named by a scope function's parameter")
struct AndroidParameterScopeHostTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-also-hosts")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `binding.bottleList.also { it.adapter = BottleAdapter() }` and `binding.rackList.let { racks -> racks.adapter
    /// = RackAdapter() }`: each row is drawn in its list, ink `#2b2118` on the window's `#faf6ee`, asserted.
    @Test func aListNamedByTheLambdasParameterHostsItsRows() throws {
        for id in ["bottle_name", "rack_name"] {
            let pair = try #require(AndroidTestSupport.pair(Self.scan, id), "\(id)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(AndroidTestSupport.hex(pair.foreground, .light, Self.palette) == "#2b2118", "\(id)")
            #expect(AndroidTestSupport.hex(pair.background, .light, Self.palette) == "#faf6ee", "\(id)")
        }
    }
}
