import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A prototype cell its controller dequeues by a constant identifier, while the controller registers another cell in
/// code (`Fixtures/apple-dequeued-prototypes`, own code, Swift and Objective-C): the registration replaces only its own
/// identifier's cell, so the prototype is shown; a prototype never dequeued still may never be.
@Suite("Prototype cells dequeued by a constant identifier")
struct DequeuedPrototypeTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-dequeued-prototypes")], palette: Palette())

    @Test(arguments: [34, 80])
    func aPrototypeDequeuedByItsIdentifierIsShown(line: Int) throws {
        let field = try Self.scan.pair(at: "Main.storyboard", line)
        #expect(field.review == nil, "\(field.review?.detail ?? "")")
        #expect(
            field.foreground.displayName == "labelColor" || field.foreground.displayName == "label",
            "\(field.foreground)")
    }

    @Test(arguments: [(48, "FileDetailsViewController"), (94, "VaultDetailsViewController")])
    func aPrototypeNeverDequeuedMayNeverBeShown(line: Int, owner: String) throws {
        let spare = try Self.scan.pair(at: "Main.storyboard", line)
        #expect(spare.review?.kind == .notShown)
        #expect(
            spare.review?.detail.hasPrefix("\(owner) registers its cells in code") == true,
            "\(spare.review?.detail ?? "")")
    }
}
