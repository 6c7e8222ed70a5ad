import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A color write on a view Legible cannot pin to one element reaches only elements of the class the code declares for
/// that view, or of a subclass (issue 29: the unfollowed-write net, narrowed by the receiver's declared type), in the
/// fixture app `Fixtures/android-typed-receivers`: a background write on an `AppBarLayout` parameter is under the
/// texts inside app bar layouts only; a text color on a `MaterialButton` or an app `BadgeTextView` parameter reaches
/// those elements (and a Kotlin subclass of the badge), not a plain `TextView`. Kotlin and Java.
@Suite("Android: writes on a view of a declared class")
struct AndroidTypedReceiverTests {
    static let scan = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-typed-receivers")]))

    func pair(_ id: String, _ attribute: String = "android:textColor") throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id, attribute), "no pair for \(id) \(attribute)")
    }

    /// `brand(appBar: AppBarLayout, color)` paints a background Legible cannot read: the title inside the app bar
    /// needs review naming the write; the body beside the bar keeps ink on paper.
    @Test func aBackgroundOnAnAppBarLayoutParameterReachesOnlyTheTextsInsideAppBars() throws {
        let title = try pair("dock_title")
        #expect(title.review?.kind == .setInCode, "\(String(describing: title.review))")
        #expect(title.review?.detail.contains("DockActivity.kt:18") == true, "\(title.review?.detail ?? "")")
        let body = try pair("dock_body")
        #expect(body.review == nil, "\(String(describing: body.review))")
        #expect(body.foreground == .named("ink"))
        #expect(body.background == .named("paper"))
    }

    /// `emphasize(button: MaterialButton, color)`: the material button's text needs review, a `TextView` does not.
    @Test func aTextColorOnAMaterialButtonParameterReachesOnlyButtons() throws {
        let send = try pair("dock_send")
        #expect(send.review?.kind == .setInCode, "\(String(describing: send.review))")
        #expect(send.review?.detail.contains("DockActivity.kt:22") == true, "\(send.review?.detail ?? "")")
    }

    /// Java: `applyBrand(@NonNull AppBarLayout appBarLayout, …)` and `mark(@NonNull BadgeTextView badge, …)`: the app
    /// bar's title and both badges (the Kotlin `WideBadgeTextView` extends `BadgeTextView`) need review; the note, a
    /// `TextView` on the window's paper, keeps its verdict.
    @Test func javaTypedParametersAndAnAppSubclass() throws {
        let title = try pair("quay_title")
        #expect(title.review?.detail.contains("QuayActivity.java:22") == true, "\(title.review?.detail ?? "")")
        for id in ["quay_badge", "quay_wide"] {
            let badge = try pair(id)
            #expect(
                badge.review?.detail.contains("QuayActivity.java:26") == true, "\(id): \(badge.review?.detail ?? "")")
        }
        let note = try pair("quay_note")
        #expect(note.review == nil, "\(String(describing: note.review))")
        #expect(note.foreground == .named("ink"))
        #expect(note.background == .named("paper"))
    }
}
