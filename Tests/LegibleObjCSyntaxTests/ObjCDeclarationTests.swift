import Testing
@testable import LegibleObjCSyntax

@Suite struct ObjCDeclarationTests {
    static let header = """
        #import <UIKit/UIKit.h>
        @import AppKit;
        @class Theme, Palette;
        @protocol Themable;
        NS_ASSUME_NONNULL_BEGIN
        @interface ProfileCell : BaseCell <UITableViewDelegate, Themable>
        {
            UILabel *_badgeLabel;
            @private NSInteger _count;
        }
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @property (nonatomic, copy, nullable) void (^onTap)(BOOL animated);
        @property (class, readonly) UIColor *accent NS_AVAILABLE_IOS(13_0);
        - (void)configureWithName:(NSString *)name count:(NSInteger)count;
        + (instancetype)cell;
        @end
        @interface ProfileCell (Theme)
        @end
        @interface ProfileCell ()
        @property (nonatomic, retain) NSMutableArray<id<Themable>> *themables;
        @property (nonatomic) BOOL highlighted;
        @end
        @protocol Themable <NSObject>
        @optional
        - (void)applyTheme:(Theme *)theme;
        @end
        NS_ASSUME_NONNULL_END
        """

    @Test func interfacesCategoriesExtensionsAndProtocols() {
        let file = ObjCParser.parse(Self.header)
        #expect(file.imports == ["UIKit/UIKit.h", "AppKit"])
        #expect(file.classes.map(\.name) == ["ProfileCell", "ProfileCell", "ProfileCell", "Themable"])
        #expect(file.classes.map(\.kind) == [.interface, .interface, .interface, .protocol])
        let cell = file.classes[0]
        #expect(cell.superclass == "BaseCell")
        #expect(cell.category == nil)
        #expect(cell.protocols == ["UITableViewDelegate", "Themable"])
        #expect(cell.ivars.map(\.name) == ["_badgeLabel", "_count"])
        #expect(cell.ivars.first?.className == "UILabel")
        #expect(cell.properties.map(\.name) == ["titleLabel", "onTap", "accent"])
        #expect(cell.properties.map(\.isOutlet) == [true, false, false])
        #expect(cell.properties[0].attributes == ["nonatomic", "weak"])
        #expect(cell.properties[0].className == "UILabel")
        #expect(cell.methods.map(\.selector) == ["configureWithName:count:", "cell"])
        #expect(cell.methods.map(\.isClassMethod) == [false, true])
        #expect(
            cell.methods[0].parameters == [
                ObjCParameter(type: "NSString *", name: "name"), ObjCParameter(type: "NSInteger", name: "count"),
            ])
        #expect(cell.methods.allSatisfy { $0.body == nil })
        #expect(file.classes[1].category == "Theme")
        #expect(file.classes[2].category == "")
        // `>>` closes two type argument lists (the lexer reads it as one token).
        #expect(file.classes[2].properties.map(\.name) == ["themables", "highlighted"])
        #expect(file.classes[2].properties[0].type == "NSMutableArray<id<Themable>> *")
        #expect(file.classes[3].protocols == ["NSObject"])
        #expect(file.classes[3].methods.map(\.selector) == ["applyTheme:"])
    }

    @Test func implementationsFunctionsConstantsAndDefines() {
        let file = ObjCParser.parse(
            """
            #define kBrandColor [UIColor colorWithRed:0.2 green:0.4 blue:0.6 alpha:1.0]
            #define RGB(r, g, b) [UIColor colorWithRed:(r)/255.0 green:(g)/255.0 blue:(b)/255.0 alpha:1]
            #define DEBUG_LOGS
            static NSString * const kCellID = @"Profile" @"Cell";
            extern UIColor *gAccent;
            static CGFloat const kInset = 12.0f;
            static inline UIColor *BrandInk(void) { return [UIColor colorNamed:@"Ink"]; }
            typedef NS_ENUM(NSInteger, Mode) { ModeA, ModeB };
            struct Point { int x; };
            @implementation ProfileCell (Theme)
            @synthesize titleLabel = _titleLabel;
            - (void)awakeFromNib NS_REQUIRES_SUPER {
                [super awakeFromNib];
            }
            + (UIColor *)ink {
                return BrandInk();
            }
            @end
            """)
        #expect(file.defines.map(\.name) == ["kBrandColor", "RGB"])
        #expect(file.defines[0].value.written == "[UIColor colorWithRed:0.2 green:0.4 blue:0.6 alpha:1.0]")
        #expect(file.defines[0].line == 1)
        #expect(file.defines[1].parameters == ["r", "g", "b"])
        #expect(file.variables.map(\.name) == ["kCellID", "gAccent", "kInset"])
        #expect(file.variables[0].value?.written == "@\"ProfileCell\"")
        #expect(file.variables[0].qualifiers == ["static"])
        #expect(file.variables[1].value == nil)
        #expect(file.variables[2].value?.written == "12.0f")
        #expect(file.functions.map(\.name) == ["BrandInk"])
        #expect(file.functions[0].returnType == "UIColor *")
        #expect(file.functions[0].body?.count == 1)
        #expect(file.classes.map(\.kind) == [.implementation])
        #expect(file.classes[0].category == "Theme")
        #expect(file.classes[0].methods.map(\.selector) == ["awakeFromNib", "ink"])
        #expect(file.classes[0].methods.map(\.line) == [12, 15])
        #expect(file.unknownLines.isEmpty)
    }

    @Test func aMissingEndAndGarbageDoNotLoseTheNextClass() {
        let file = ObjCParser.parse(
            """
            @implementation A
            - (void)f { ) ] x = ; }
            @implementation B
            - (void)g { [self h]; }
            @end
            """)
        #expect(file.classes.map(\.name) == ["A", "B"])
        #expect(file.classes[1].methods.map(\.selector) == ["g"])
        #expect(file.unknownLines.contains(2))
    }
}
