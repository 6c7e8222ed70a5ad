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

    /// The contact picker is pushed by the compose root (in the sheet) and by the inbox (the window's root, not in
    /// one): both hosts' levels are known, so a pair per host (`SeveralHosts`), each naming it.
    @Test func aControllerPushedInsideAndOutsideTheSheetHasAPairPerHost() throws {
        let pairs = Self.scan.pairs(at: "Compose/MSGContactPickerViewController.xib", 18)
        #expect(pairs.count == 2, "\(pairs.map { $0.condition ?? "-" })")
        let inSheet = try #require(pairs.first { $0.condition?.hasPrefix("when presented in a sheet (") == true })
        let inbox = try #require(
            pairs.first { $0.condition == "when shown by MSGInboxViewController, not in a sheet" })
        #expect(inSheet.review == nil && inbox.review == nil)
        #expect(Self.dark(inSheet) != Self.dark(inbox), "the sheet's dark system background is the elevated one")
    }

    static func dark(_ pair: ObservedPair) -> String? {
        guard case .inline(let c) = pair.background else { return nil }
        return c.variant(for: .dark)?.color?.hexRGB
    }
}
