import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// SwiftUI hosted on a material in AppKit code (`Fixtures/appkit-hosted-materials`, own files): a hosting view added
/// to an `NSVisualEffectView` (a controller's own view set in `loadView`, or one a view makes) draws its root view on
/// the material, so the text needs review ("blur"), not the window default.
@Suite("AppKit hosting views on a material")
struct AppKitHostedMaterialTests {
    static let scan = SwiftViewsReader.read(
        files: [TestPaths.fixture("appkit-hosted-materials/LibraryViewController.swift")], palette: Palette())

    func pair(_ line: Int) throws -> ObservedPair {
        try #require(Self.scan.pairs.first { $0.site.location.line == line })
    }

    @Test func aHostingViewOnAControllersMaterialViewNeedsReview() throws {
        let library = try pair(57)
        let review = try #require(library.review)
        #expect(review.kind == .blur)
        #expect(review.detail.contains("NSHostingView (LibraryViewController.swift:14)"))
        #expect(review.detail.contains("'view' (NSVisualEffectView)"))
    }

    @Test func aHostingViewOnAMaterialAViewMakesNeedsReview() throws {
        let header = try pair(69)
        let review = try #require(header.review)
        #expect(review.kind == .blur)
        #expect(review.detail.contains("'backdrop' (NSVisualEffectView)"))
    }

    @Test func aHostingViewOnAPlainViewIsNotOnAMaterial() throws {
        let plain = try pair(63)
        #expect(plain.review?.kind != .blur)
    }
}
