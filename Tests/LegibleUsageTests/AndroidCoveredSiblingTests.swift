import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// A view a later sibling covers whole with something opaque (`AndroidLayoutWalker.coveringSibling`) is never seen:
/// its text is no pair; a cover code hides, one made see-through in code, or one that leaves part of the parent
/// uncovered hides nothing.
@Suite("Android views covered by a later sibling")
struct AndroidCoveredSiblingTests {
    typealias T = AndroidTestSupport

    static func read() -> UsageScan {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-covered-siblings")])
        let palette = AndroidResourceReader.read(files: files.values)
        return AndroidLayoutReader.read(files, palette: palette)
    }

    /// `activity_help.xml`: in a `RelativeLayout`, the title is followed by a `match_parent` `LinearLayout` whose
    /// first child is a `match_parent` `WebView` that no code makes transparent or hides: the title is never seen.
    @Test func textUnderAWebViewFillingTheParentIsNotShown() throws {
        let pair = try #require(T.pair(Self.read(), "help_title"))
        #expect(pair.review?.kind == .notShown)
        #expect(pair.review?.detail.contains("covered whole by a later sibling in RelativeLayout") == true)
        #expect(pair.review?.detail.contains("WebView") == true)
    }

    /// `activity_faq.xml`: the same cover inside a `ScrollView`, which measures its content to its own height, so the
    /// `match_parent` web view is as tall as its page: it covers the title unless the page is shorter, which the source
    /// does not say. The title needs review, neither shown for sure nor hidden for sure.
    @Test func aCoverInsideAScrollViewNeedsReview() throws {
        let pair = try #require(T.pair(Self.read(), "faq_title"))
        #expect(pair.review?.kind == .overlap)
        #expect(pair.review?.detail.contains("ScrollView") == true)
        #expect(pair.review?.detail.contains("WebView") == true)
    }

    /// `activity_credits.xml`: the covering `WebView` is made transparent in code (`setBackgroundColor(Color.
    /// TRANSPARENT)`); `activity_loading.xml`: the opaque cover is hidden by code (`setVisibility(View.GONE)`);
    /// `activity_banner.xml`: the opaque view has a top margin, so it does not cover the title. Each title is checked
    /// on the panel.
    @Test func coversCodeClearsOrHidesOrThatLeaveTheTextOutHideNothing() throws {
        let scan = Self.read()
        for id in ["credits_title", "loading_label", "banner_label"] {
            let pair = try #require(T.pair(scan, id))
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(pair.background == .named("panel"), "\(id)")
        }
    }

    /// `activity_toggle.xml`: code sets the opaque cover's visibility to a value it is given (`cover.setVisibility(
    /// state)`), which may hide it: the label is checked on the panel, not taken as covered.
    @Test func aCoverWhoseVisibilityCodeSetsToAnyValueHidesNothing() throws {
        let scan = Self.read()
        for id in ["toggle_label"] {
            let pair = try #require(T.pair(scan, id))
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(pair.background == .named("panel"), "\(id)")
        }
    }
}
