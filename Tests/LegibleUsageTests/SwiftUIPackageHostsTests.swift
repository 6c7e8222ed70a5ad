import Foundation
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A SwiftUI view shown in a window, panel or container of a type no file read declares (a package's) needs review
/// naming that type; views in AppKit's and SwiftUI's own hosts keep the window background (`SwiftUIPackageHosts`,
/// `Fixtures/apple-hosts/package-window`).
struct SwiftUIPackageHostsTests {
    static let folder = TestPaths.fixture("apple-hosts/package-window") + "/macOS"
    static let scan = SwiftViewsReader.read(
        files: ["AppDelegate", "LibraryView", "SourcePicker", "UpdateView", "UpdateWindowManager"].map {
            "\(folder)/\($0).swift"
        }, palette: Palette())

    func pair(_ file: String, _ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first { $0.site.location.path.hasSuffix("/" + file) && $0.site.location.line == line })
    }

    @Test func aViewAManagerHandsToAPackageWindowNeedsReview() throws {
        for line in [7, 9] {
            let review = try #require(try pair("UpdateView.swift", line).review)
            #expect(review.kind == .hostUnknown)
            #expect(
                review.detail.contains(
                    "GlassPanel { … } (UpdateWindowManager.swift:12), a type no file read declares (the file imports "
                        + "GlassPanels): what it draws under its content is not known"))
        }
    }

    @Test func contentOfAPackageContainerOrPopoverInAViewNeedsReview() throws {
        let section = try #require(try pair("LibraryView.swift", 13).review)
        #expect(section.detail.contains("GlassSection { … } (LibraryView.swift:11)"))
        let picker = try #require(try pair("SourcePicker.swift", 9).review)
        #expect(picker.detail.contains("HoverPopover { … } (LibraryView.swift:16)"))
    }

    /// `if let …, let bookmark = FolderBookmark(path: first) {`: the block of an `if`, not a closure of that type.
    @Test func aCallEndingAnIfConditionIsNoHost() throws {
        let name = try pair("SourcePicker.swift", 12)
        #expect(name.review?.detail.contains("FolderBookmark") != true)
        #expect(name.review?.detail.contains("HoverPopover { … } (LibraryView.swift:16)") == true)
    }

    @Test func aViewInAnAppKitHostStaysOnTheWindow() throws {
        let empty = try pair("LibraryView.swift", 10)
        #expect(empty.review == nil)
        #expect(empty.background.displayName == "windowBackground")
        #expect(empty.evidence.contains("macOS window default"))
    }
}
