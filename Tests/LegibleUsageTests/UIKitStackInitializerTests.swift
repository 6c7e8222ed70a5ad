import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Stack views made with the app's own initializers (`Fixtures/uikit-stack-initializers`, own files): the views an
/// initializer lays out, read from its body, are in the stack, so their text sits on what the stack is added to.
@Suite("UIKit stack views made by app initializers")
struct UIKitStackInitializerTests {
    static let scan = SwiftViewsReader.read(
        files: [
            TestPaths.fixture("uikit-stack-initializers/UIStackView+Arranged.swift"),
            TestPaths.fixture("uikit-stack-initializers/NowPlayingViewController.swift"),
        ], palette: Palette())

    func pair(_ element: String) throws -> ObservedPair {
        try #require(Self.scan.pairs.first { $0.site.elementID == "NowPlayingViewController.\(element)" })
    }

    @Test func everyTextIsAPair() {
        #expect(Self.scan.elementsWithTextColor == 4)
        #expect(Self.scan.diagnostics.map(\.message) == [])
    }

    @Test func anExtensionInitializerForwardingToArrangedSubviewsLaysOutItsArray() throws {
        // `UIStackView(axis: .vertical, [titleLabel, artistLabel])`, the stack added to `card`.
        let title = try pair("titleLabel")
        #expect(title.foreground.displayName == "label")
        #expect(title.background.displayName == "secondarySystemBackground")
        let artist = try pair("artistLabel")
        #expect(artist.foreground.displayName == "secondaryLabel")
        #expect(artist.background.displayName == "secondarySystemBackground")
    }

    @Test func aSubclassInitializerAddingEachViewLaysOutItsArray() throws {
        // `HStack([badgeIcon, badgeLabel])`, whose initializer calls `addArrangedSubview` for each view.
        let badge = try pair("badgeLabel")
        #expect(badge.foreground.displayName == "white")
        #expect(badge.background.displayName == "systemIndigo")
    }

    @Test func anInitializerThatLaysOutNothingAddsNoChildren() throws {
        // `UIStackView(frame: .zero)`: the label comes from `addArrangedSubview`, on the root view.
        let footnote = try pair("footnote")
        #expect(footnote.background.displayName == "systemBackground")
    }
}
