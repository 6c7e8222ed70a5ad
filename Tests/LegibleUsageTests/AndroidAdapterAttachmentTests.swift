import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Adapters attached to their lists through a view holder's property and local function, and through a Java field
/// (`Fixtures/android-hosts/adapter-attachments`, issue 29): each row is drawn inside the list the code gives it.
@Suite("Android adapters attached through properties, fields and local functions")
struct AndroidAdapterAttachmentTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts/adapter-attachments")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// Kotlin: `LegHolder` keeps `private val adapter = StopAdapter()` and sets `stops.adapter = adapter` inside a
    /// local `fun expand()`: `item_stop` is drawn in the leg row's `@+id/stop_list`, on its `@color/leg_card`
    /// (#FFF3E0), itself a row of `LegAdapter` in `activity_trip`'s list.
    @Test func aNestedListsAdapterAttachedInAViewHoldersLocalFunctionHostsItsRows() throws {
        let pair = try #require(T.pair(Self.scan, "stop_name"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.background, .light, Self.palette) == "#fff3e0", "\(pair.evidence)")
        #expect(pair.evidence.contains("StopAdapter"), "\(pair.evidence)")
        #expect(pair.evidence.contains("item_leg.xml"), "\(pair.evidence)")
    }

    /// Java: `this.adapter = new AppAdapter(this)` assigns the activity's field, not a list's adapter; the
    /// `binding.appList.setAdapter(this.adapter)` that follows puts `item_app` on `@color/apps_panel` (#E8F5E9).
    @Test func aFieldAssignedThroughThisIsNoListAndTheFieldsAttachmentHostsTheRows() throws {
        let pair = try #require(T.pair(Self.scan, "app_label"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.background, .light, Self.palette) == "#e8f5e9", "\(pair.evidence)")
        #expect(pair.evidence.contains("activity_excluded.xml"), "\(pair.evidence)")
    }
}
