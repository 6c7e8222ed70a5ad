import LegibleCore
import LegibleSwiftSyntax

/// A color that Swift code reaches by a name declared outside Swift: an Objective-C class method or class property
/// returning a color, by the name Swift imports it as (Apple's "Importing Objective-C into Swift" rules):
/// `+ (UIColor *)primaryTextColor` of `OTRBuddyInfoCell` is `OTRBuddyInfoCell.primaryTextColor`; a `UIColor` or
/// `NSColor` category's `+ (UIColor *)brandColor` is `UIColor.brand` (a class member of the color's own type loses
/// the type's name, as `redColor` is `.red`). Swift calls a method `UIColor.brand()` and reads a class property
/// `UIColor.brand`: both forms name it. The value is what the declaring language's evaluator read from the body,
/// or why it could not.
public struct SwiftImportedColor: Sendable, Hashable {
    /// The name Swift code writes: `OTRBuddyInfoCell.primaryTextColor`, `UIColor.brand`.
    public var swiftName: String
    /// How the declaration reads in its own language, for messages: `+[OTRBuddyInfoCell primaryTextColor]`.
    public var declared: String
    /// Where it is declared (the method's line).
    public var source: SourceLocation
    /// Its value, or why it is not known.
    public var value: Value

    public enum Value: Sendable, Hashable {
        /// Read: `paletteName` when it is a palette color (an asset catalog color), else its own variants.
        case color(NamedColor, paletteName: String?)
        /// Not read, and why.
        case problem(String)
    }

    public init(swiftName: String, declared: String, source: SourceLocation, value: Value) {
        self.swiftName = swiftName
        self.declared = declared
        self.source = source
        self.value = value
    }

    /// The name Swift imports a class member of `type` named `name` as: `brandColor` of `UIColor` is `brand`
    /// (the type's last word, `Color`, dropped from a member of the color type itself), other members keep theirs.
    public static func swiftMemberName(_ name: String, ofType type: String) -> String {
        guard SwiftSystemColorNames.colorTypes.contains(type), name.hasSuffix("Color"), name.count > 5 else {
            return name
        }
        return String(name.dropLast(5))
    }
}

extension SwiftEvaluator {
    /// The imported color Swift names with `path` (`Type.member`, or `.member` of the context's color type): its
    /// value, a failure saying what was declared where and why it is not read, or nil when nothing declares it.
    func importedColor(_ path: String, _ t: SwiftToken) throws(SwiftEvaluationFailure)
        -> SwiftValue?
    {
        guard !importedColors.isEmpty else { return nil }
        // `.brand()` in `Color(uiColor: .brand())` or a UIKit context: a member of the platform color types.
        let candidates = path.hasPrefix(".") ? ["UIColor", "NSColor"].map { $0 + path } : [path]
        guard let imported = candidates.lazy.compactMap({ self.importedColors[$0] }).first else { return nil }
        switch imported.value {
        case .color(let named, let paletteName):
            var color = SwiftColor(variants: [:], aliasOf: paletteName)
            for v in named.variants {
                color.variants[v.appearance] = SwiftColor.Variant(value: v.value, source: v.source)
            }
            color.isImported = paletteName == nil
            return .color(color)
        case .problem(let why):
            throw fail(
                "'\(path)' is \(imported.declared) (\(imported.source.path.split(separator: "/").last ?? ""):\(imported.source.line)), whose color is not read: \(why)",
                t)
        }
    }
}
