import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Presentations followed from Swift into Objective-C (`Fixtures/apple-modal-flows`, own code): a navigation
/// controller a Swift coordinator presents shows its root at iOS's elevated level, and so every controller that root
/// pushes, whatever the language; the style of the navigation controller counts, not the one set on its child (the
/// default, iOS 13+, is a page sheet). A controller pushed both inside the sheet and from a screen not in one has two
/// hosts on different levels: review.
@Suite("Apple modal flows across Swift and Objective-C")
struct AppleModalFlowTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("apple-modal-flows")], palette: Palette())

    func pair(_ file: String, _ line: Int) throws -> ObservedPair { try Self.scan.pair(at: file, line) }

    func darkBackground(_ file: String, _ line: Int) throws -> String? { try Self.scan.darkBackground(at: file, line) }

    /// The recipients xib belongs to a controller that only the Objective-C root of the presented navigation
    /// controller pushes: it is in the sheet.
    @Test func aControllerPushedByTheObjectiveCRootOfANavigationControllerPresentedFromSwiftIsElevated() throws {
        let hint = try pair("Compose/MSGRecipientsViewController.xib", 18)
        #expect(try darkBackground("Compose/MSGRecipientsViewController.xib", 18) == "#1c1c1e")
        #expect(hint.review == nil, "\(hint.review?.detail ?? "")")
        #expect(
            hint.evidence.contains(
                "code shows MSGRecipientsViewController in AppStyle.composeController(…) → MSGComposeViewController and presents AppStyle.composeController(…) as .formSheet (InboxCoordinator.swift:17)"
            ), "\(hint.evidence)")
    }

    /// `StoreViewController.show(from:)` presents the controller a `-> Self` factory returns inside a navigation
    /// controller with the default style: a page sheet, though the child was given `.formSheet`.
    @Test func aControllerFromAFactoryPresentedInANavigationControllerIsInAPageSheet() throws {
        let price = try pair("Store/Store.storyboard", 14)
        #expect(try darkBackground("Store/Store.storyboard", 14) == "#1c1c1e")
        #expect(
            price.evidence.contains("code presents StoreViewController as a sheet (StoreViewController+Show.swift:17)"),
            "\(price.evidence)")
    }

    /// The contact picker is pushed by the compose root (in the sheet) and by the inbox (not in one).
    @Test func aControllerPushedInsideAndOutsideTheSheetNeedsReviewNamingBoth() throws {
        let empty = try pair("Compose/MSGContactPickerViewController.xib", 18)
        #expect(empty.review?.kind == .hostUnknown)
        #expect(
            empty.review?.detail.contains(
                "MSGContactPickerViewController is also created by MSGInboxViewController, not shown in a sheet")
                == true,
            "\(empty.review?.detail ?? "no review")")
    }
}
