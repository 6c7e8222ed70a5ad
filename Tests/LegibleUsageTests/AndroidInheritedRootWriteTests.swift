import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Backgrounds a base fragment class sets on its own root view (`Fixtures/android-inherited-root-writes`): the
/// `view` its `onViewCreated` is given is the root of each subclass's layout, for the subclasses whose override calls
/// `super.onViewCreated`; and Material's `SurfaceColors.SURFACE_n.getColor(context)` is the theme's overlay color
/// over its `colorSurface` at that level's elevation.
@Suite("Android: backgrounds a base class sets on its subclasses' roots, and SurfaceColors")
struct AndroidInheritedRootWriteTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-inherited-root-writes")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    static func background(_ id: String) throws -> String? {
        let pair = try #require(T.pair(scan, id), "no pair for \(id)")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.foreground, .light, palette) == "#212121")
        return T.hex(pair.background, .light, palette)
    }

    /// `BaseDialog.onViewCreated` paints `view` `@color/paper`: `NoteDialog` calls `super.onViewCreated`, so its
    /// `dialog_note.xml` root is paper over its own `@color/tag_paper`; `TagDialog` overrides it without `super`, so
    /// `dialog_tag.xml` keeps `@color/tag_paper`.
    @Test func aBaseClassPaintsTheRootOfEachSubclassCallingSuper() throws {
        #expect(try Self.background("note_title") == "#fff3e0")
        #expect(try Self.background("tag_title") == "#e0f2f1")
    }

    /// `BaseBoundDialog<VB>` returns `binding.root` from `onCreateView` and paints it
    /// `SurfaceColors.SURFACE_3.getColor(…)`; `LevelDialog` fills `binding` with `dialog_level.xml`: its root is
    /// `colorPrimary` #6750A4 over `colorSurface` #FFFFFF at 6dp (alpha 27/255) = #EEECF5.
    @Test func surfaceColorsOnARootTheSubclassBinds() throws {
        #expect(try Self.background("level_title") == "#eeecf5")
    }

    /// `SummaryFragment` (`Fragment(R.layout.fragment_summary)`) paints its own root `SurfaceColors.SURFACE_1`:
    /// #6750A4 over #FFFFFF at 1dp (alpha 13/255) = #F7F6FA.
    @Test func surfaceColorsAtLevelOne() throws {
        #expect(try Self.background("summary_title") == "#f7f6fa")
    }
}
