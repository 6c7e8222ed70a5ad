import Foundation
import Testing
import LegibleObjCSyntax
import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

/// Xibs whose File's Owner class code creates but whose every nib load names another (`Fixtures/apple-nib-variants`,
/// own code): `ExportWindowController` loads `@"ExportWindow"` and `PaletteWindowController` (Swift) `"Palette"`, so
/// `ExportWindow-RTL.xib` and `Palette-Classic.xib` are never shown; `NoticeWindowController` loads its name through
/// a helper (`[Layout variantOf:@"NoticeWindow"]`), so both of its xibs can be.
@Suite("A xib its owner class never loads by name is not shown")
struct NibVariantTests {
    static let scan = UsageLoader().load([TestPaths.fixture("apple-nib-variants")], palette: Palette())

    @Test("the variant no load names leaves the pairs; the named ones and those a helper names stay")
    func variantsNoCodeNames() {
        let files = Set(Self.scan.pairs.map { ($0.site.location.path as NSString).lastPathComponent })
        #expect(
            files == ["ExportWindow.xib", "NoticeWindow.xib", "NoticeWindow-RTL.xib", "Palette.xib"], "\(files)")
        #expect(
            Set(Self.scan.unshown.map(\.name)) == ["ExportWindow-RTL.xib", "Palette-Classic.xib"],
            "\(Self.scan.unshown)")
        let notes = Self.scan.diagnostics.filter { $0.message.contains("UI nothing shows") }
        #expect(notes.first?.message.hasPrefix("2 sites in UI nothing shows") == true, "\(notes)")
        #expect(Self.scan.elementsWithTextColor == 4)
    }

    @Test("a class's loads: fixed names are known, a helper's result or a computed nib name is not")
    func loadsReadFromCode() {
        var loads = NibLoads()
        loads.read(
            objc: ObjCLexer.tokens(
                """
                @interface Base : NSWindowController
                @end
                @interface Child : Base
                @end
                @implementation Export
                - (instancetype)init { return [super initWithWindowNibName:@"Export"]; }
                @end
                @implementation Notice
                - (instancetype)init { return [super initWithWindowNibName:[Layout variantOf:@"Notice"]]; }
                @end
                @implementation Base
                - (instancetype)init { return [super initWithWindowNibName:@"Base"]; }
                @end
                @implementation Child
                - (NSString *)windowNibName { return @"Child"; }
                @end
                """))
        #expect(loads.knowsEveryLoad("Export"))
        #expect(loads.loaded(by: "Export") == ["Export"])
        #expect(!loads.knowsEveryLoad("Notice"))
        // A subclass computing its nib's name leaves its superclass's nibs unknown too.
        #expect(!loads.knowsEveryLoad("Base"))
        #expect(!loads.knowsEveryLoad("Child"))
        // A class with no load read may load its nib by its own name (a view controller's default).
        #expect(!loads.knowsEveryLoad("Settings"))
    }
}
