import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// `Fixtures/android-dialog-activity-rows`: a crop picker activity in an AppCompat dialog theme, and a subclass of it
/// the manifest declares with the dark dialog theme (a helper picks one of the two classes from a setting). Its pager
/// shows a fragment whose whole view is a `ListView` made in code, filled by an adapter the fragment gets from the
/// activity (`activity.getCropAdapter()`); a Kotlin basket activity in the framework's dark dialog theme shows a
/// fragment that is a `RecyclerView` made in code (`RecyclerView(ctx).apply { adapter = … }`).
@Suite("Android: the window of the dialog activity a row or a layout is drawn in")
struct AndroidDialogActivityRowTests {
    typealias T = AndroidTestSupport
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-dialog-activity-rows")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String) -> ObservedPair? { T.pair(Self.scan, id) }
    func hex(_ color: ObservedColor?, _ appearance: Appearance) -> String? { T.hex(color, appearance, Self.palette) }

    /// AppCompat's dialog themes tint their window (`abc_dialog_material_background`) with `colorBackgroundFloating`:
    /// white by day, #424242 in the dark dialog theme; not the screen background #FAFAFA / #303030.
    @Test func aLayoutADialogActivityInflatesIsOnTheDialogPanel() throws {
        let heading = try #require(pair("pick_heading"))
        #expect(heading.review == nil)
        #expect(Set(heading.appearances ?? []) == [.light, .dark])
        #expect(hex(heading.background, .light) == "#ffffff")
        #expect(hex(heading.background, .dark) == "#424242")
        #expect(hex(heading.foreground, .light) == "#2e7d32")
    }

    /// The row of a list the fragment makes in code sits in the pager of the activity's layout: on the dialog window of
    /// both activities that show it, in each one's text colors.
    @Test func aRowOfAListMadeInCodeIsOnTheWindowOfEachActivityShowingIt() throws {
        let crop = try #require(pair("crop_name"))
        #expect(crop.review == nil, "\(crop.review?.detail ?? "")")
        #expect(Set(crop.appearances ?? []) == [.light, .dark])
        #expect(hex(crop.background, .light) == "#ffffff")
        #expect(hex(crop.background, .dark) == "#424242")
        #expect(hex(crop.foreground, .light) == "#000000de")
        #expect(hex(crop.foreground, .dark) == "#ffffff")
        #expect(crop.evidence.contains("ListView CropListFragment makes in code"), "\(crop.evidence)")
    }

    /// The framework's `Theme.Material.Dialog` window: `colorBackgroundFloating` #424242, under a Kotlin fragment's
    /// `RecyclerView` made in code.
    @Test func aRecyclerViewMadeInCodeInAFrameworkDialogActivity() throws {
        let item = try #require(pair("basket_item"))
        #expect(item.review == nil, "\(item.review?.detail ?? "")")
        let appearance = try #require(item.appearances?.first)
        #expect(hex(item.background, appearance) == "#424242")
        #expect(hex(item.foreground, appearance) == "#ffffff")
        #expect(item.evidence.contains("RecyclerView BasketFragment makes in code"), "\(item.evidence)")
    }

    /// `onPostExecute(HarvestAdapter adapter) { fruits.setAdapter(adapter); }`: a parameter typed with an adapter class
    /// is an adapter of that class, so the row is drawn in the list of the dialog activity's layout.
    @Test func anAdapterParameterAttachesItsClassToTheList() throws {
        let name = try #require(pair("harvest_name"))
        #expect(name.review == nil, "\(name.review?.detail ?? "")")
        #expect(hex(name.background, .light) == "#ffffff")
        #expect(name.evidence.contains("a row of HarvestAdapter in the list at layout/activity_harvest.xml:7"))
    }

    @Test func theApplicationWindowStaysTheAppsOwn() throws {
        let title = try #require(pair("orchard_title"))
        #expect(hex(title.background, .light) == "#f1f8e9")
    }
}
