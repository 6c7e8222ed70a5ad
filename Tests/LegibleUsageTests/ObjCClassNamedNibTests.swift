import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Cell xibs Objective-C registers through a class member that names the class it is called on
/// (`CodeStringConstants.classNaming`, `Fixtures/objc-class-named-nibs`, own code): `[ClimbCell cellName]` with a Swift
/// `@objc static var cellName: String { String(describing: self) }` on `UIView`, and `[DescentCell identifierOfClass]`
/// with a category's `+ (NSString *)identifierOfClass { return NSStringFromClass(self.class); }`, are `ClimbCell.xib`
/// and `DescentCell.xib`: registered for the grouped table of the controller's xib, their labels are on the grouped
/// cell default `secondarySystemGroupedBackground` (dark #1c1c1e), asserted, no longer "table style unknown".
@Suite("Objective-C cell xibs named by a class member")
struct ObjCClassNamedNibTests {
    static let scan: UsageScan = UsageLoader().load([TestPaths.fixture("objc-class-named-nibs")], palette: Palette())

    @Test(arguments: ["ClimbCell.xib", "DescentCell.xib"])
    func aCellXibRegisteredByItsClassNameIsOnTheGroupedCellDefault(file: String) throws {
        let title = try Self.scan.pair(at: file, 14)
        #expect(title.review == nil, "\(title.review?.detail ?? "")")
        #expect(try Self.scan.darkBackground(at: file, 14) == "#1c1c1e")
        #expect(title.evidence.contains("TripViewController (.grouped"), "\(title.evidence)")
    }
}
