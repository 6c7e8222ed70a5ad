import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A UIKit class whose Swift code colors its views is shown only when code creates, registers or names it (or a
/// document does): one nothing reaches is "not shown", counted in the note, not a pair needing review
/// (`Fixtures/apple-never-created`, own code).
@Suite("UIKit: view classes no code creates")
struct UIKitNeverCreatedTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-never-created")], palette: Palette())

    @Test func aCellNothingCreatesIsNotShown() {
        #expect(!Self.scan.pairs.contains { $0.site.location.path.hasSuffix("FollowCell.swift") })
        #expect(Self.scan.unshown.contains { $0.name == "FollowCell" } || Self.scan.textUsesNotShown >= 1)
        #expect(Self.scan.textUsesNotShown >= 1)
    }

    @Test func aRegisteredCellAndTheDelegateAreShown() {
        let person = Self.scan.pairs.filter { $0.site.location.path.hasSuffix("PeopleViewController.swift") }
        #expect(person.contains { $0.site.elementID == "PersonCell.nameLabel" })
        // Made with an initializer's trailing closure, and as a generic argument of a type made in code.
        #expect(person.contains { $0.site.elementID == "PickerController.titleLabel" })
        #expect(person.contains { $0.site.elementID == "StatsCell.countLabel" })
    }
}
