/// One Objective-C source file's declarations (`ObjCParser.parse`): its imports, macros, classes and categories,
/// C functions and file-level variables, and the lines of what the parser could not read.
public struct ObjCFile: Sendable {
    public var path: String
    /// `#import` / `#include` targets as written (`UIKit/UIKit.h`, `Theme.h`) and `@import` modules (`AppKit`).
    public var imports: [String] = []
    /// `#define NAME value` with a value (function-like macros keep their body as the value).
    public var defines: [ObjCDefine] = []
    /// `@interface`, `@implementation` and `@protocol` blocks, in file order.
    public var classes: [ObjCClass] = []
    public var functions: [ObjCFunction] = []
    /// File-level variables and constants (`static UIColor *kBrand = …`, `NSString *const kKey = @"…"`).
    public var variables: [ObjCVariable] = []
    /// Lines where the parser met syntax it does not read (skipped to the next `;` or balanced brace).
    public var unknownLines: [Int] = []
    /// The file's tokens, comments and `#if 0` blocks dropped (what names live code uses).
    public var tokens: [ObjCToken] = []

    public init(path: String) { self.path = path }
}

/// `#define NAME value`: `value` parsed as an expression when it is one, else `.unknown`.
public struct ObjCDefine: Sendable, Hashable {
    public var name: String
    /// The parameters of a function-like macro (`#define RGB(r, g, b) …`), nil for an object-like one.
    public var parameters: [String]?
    public var value: ObjCExpression
    /// The value as written after the name.
    public var text: String
    public var line: Int
}

/// An `@interface`, `@implementation` or `@protocol` block.
public struct ObjCClass: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case interface, implementation, `protocol` }
    public var kind: Kind
    public var name: String
    /// `@interface Name : Super`; nil for categories, extensions, implementations and protocols.
    public var superclass: String?
    /// `(Category)`: the category's name, `""` for a class extension `()`, nil for the class itself.
    public var category: String?
    /// `<P1, P2>`: adopted protocols (or, for a protocol, the ones it extends).
    public var protocols: [String] = []
    public var properties: [ObjCProperty] = []
    public var ivars: [ObjCVariable] = []
    public var methods: [ObjCMethod] = []
    public var line: Int
}

/// `@property (attributes) Type *name;`.
public struct ObjCProperty: Sendable, Hashable {
    public var attributes: [String]
    public var type: String
    public var name: String
    /// Whether it is marked `IBOutlet`.
    public var isOutlet: Bool
    public var line: Int

    public var className: String? { ObjCVariable.className(of: type) }
}

/// A method declaration or definition: `- (void)setTitle:(NSString *)title animated:(BOOL)animated { … }`.
public struct ObjCMethod: Sendable, Hashable {
    /// `+` (class method) or `-`.
    public var isClassMethod: Bool
    public var returnType: String
    /// The full selector (`setTitle:animated:`, `awakeFromNib`).
    public var selector: String
    public var parameters: [ObjCParameter]
    /// The statements of a definition; nil for a declaration.
    public var body: [ObjCStatement]?
    public var line: Int
}

/// A C function definition (`static void ApplyTheme(UILabel *label) { … }`) or declaration (`body` nil).
public struct ObjCFunction: Sendable, Hashable {
    public var returnType: String
    public var name: String
    public var parameters: [ObjCParameter]
    public var body: [ObjCStatement]?
    public var line: Int
}
