import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A layout named only in the value of a property no code reads (`private static final int CHECK =
/// R.layout.field_check`, Kotlin `private val ratingLayout = R.layout.field_rating`) is never shown
/// (`Fixtures/android-unread-layout-constants`, `AndroidUnreadProperties`); one whose constant code reads is.
@Suite("Android: a layout named only by a constant nothing reads is not shown")
struct AndroidUnreadLayoutConstantTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-unread-layout-constants")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    @Test func aLayoutNamedOnlyByAnUnreadConstantIsNotShown() throws {
        for (id, property) in [("field_check_label", "CHECK"), ("field_rating_label", "ratingLayout")] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(pair.review?.kind == .notShown, "\(id): \(String(describing: pair.review))")
            #expect(pair.review?.detail.contains(property) == true, "\(id): \(String(describing: pair.review))")
        }
    }

    @Test func aLayoutWhoseConstantIsReadIsShown() throws {
        let pair = try #require(T.pair(Self.scan, "field_text_label"))
        #expect(pair.review?.kind != .notShown, "\(String(describing: pair.review))")
    }
}
