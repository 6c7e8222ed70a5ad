import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views added through the app's own layout helpers (`Fixtures/uikit-subview-helpers`, own files): a function whose
/// body adds one of its parameters to another (or to another's superview, or to the view it is called on) adds the
/// call's arguments, so their text sits on what they are added to.
@Suite("UIKit views added by app helper functions")
struct UIKitSubviewHelperTests {
    static let scan = SwiftViewsReader.read(
        files: [
            TestPaths.fixture("uikit-subview-helpers/Pin.swift"),
            TestPaths.fixture("uikit-subview-helpers/TicketViewController.swift"),
        ], palette: Palette())

    func pair(_ element: String) throws -> ObservedPair {
        try #require(Self.scan.pairs.first { $0.site.elementID == "TicketViewController.\(element)" })
    }

    @Test func aHelperAddingItsFirstArgumentToItsSecondAddsTheView() throws {
        // `Pin.pin(routeLabel, in: view, inset: 16)`: on the controller's view.
        let route = try pair("routeLabel")
        #expect(route.foreground.displayName == "label")
        #expect(route.background.displayName == "secondarySystemBackground")
        #expect(route.review == nil)
    }

    @Test func aHelperAddingToAPeersSuperviewAddsASibling() throws {
        // `Pin.stack(below: routeLabel, with: seatLabel)`: `seatLabel` goes where `routeLabel` is.
        let seat = try pair("seatLabel")
        #expect(seat.foreground.displayName == "secondaryLabel")
        #expect(seat.background.displayName == "secondarySystemBackground")
        #expect(seat.review == nil)
    }

    @Test func aViewMethodAddingItsArgumentAddsItToTheReceiver() throws {
        // `stamp.addFilling(stampLabel)`, the stamp itself stacked below the seat label.
        let stamp = try pair("stampLabel")
        #expect(stamp.foreground.displayName == "black")
        #expect(stamp.background.displayName == "systemTeal")
    }

    @Test func aHelperThatAddsNothingLeavesTheViewUnplaced() throws {
        // `Pin.align(hintLabel, with: routeLabel)` only sets a constraint.
        #expect(!Self.scan.pairs.contains { $0.site.elementID == "TicketViewController.hintLabel" })
        #expect(
            Self.scan.diagnostics.map(\.message).contains {
                $0.contains("no backgroundColor on 'hintLabel' or the views it is added to in TicketViewController")
            })
    }
}
