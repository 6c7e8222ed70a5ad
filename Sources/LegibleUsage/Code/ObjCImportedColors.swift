import LegibleCore
import LegibleObjCSyntax
import LegiblePalette

/// The colors an app's Objective-C class methods return, by the names its Swift code calls them
/// (`SwiftImportedColor`): every `+` method without arguments that returns `UIColor *` or `NSColor *` (or
/// `instancetype` in a category of those), a class property's getter included, evaluated from its body by
/// `ObjCColorEvaluator` (`+[OTRBuddyInfoCell primaryTextColor]` is `labelColor` on iOS 13 and later;
/// `+[UIColor brandColor]` of `UIColor+Brand.m` is `UIColor.brand` in Swift). A body the evaluator cannot read gives
/// the reason, so Swift that names it says what could not be followed.
enum ObjCImportedColors {
    static let colorClasses: Set<String> = ["UIColor", "NSColor"]

    static func read(files: [ObjCSourceFile], palette: Palette) -> [SwiftImportedColor] {
        guard !files.isEmpty else { return [] }
        let evaluator = ObjCColorEvaluator(files: files, palette: palette)
        var out: [SwiftImportedColor] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for c in file.syntax.classes where c.kind == .implementation {
                for method in c.methods where method.isClassMethod && method.body != nil {
                    guard returnsColor(method, of: c.name), !method.selector.contains(":") else { continue }
                    let source = SourceLocation(path: file.path, line: method.line)
                    let declared = "+[\(c.name) \(method.selector)]"
                    let value: SwiftImportedColor.Value
                    switch evaluator.resolve("[\(c.name) \(method.selector)]", at: source) {
                    case .failure(let problem): value = .problem(problem.message)
                    case .success(.inline(let named)): value = .color(named, paletteName: nil)
                    case .success(.named(let name)):
                        guard let named = palette.color(named: name) else {
                            value = .problem("'\(name)' is not in the palette read")
                            break
                        }
                        value = .color(named, paletteName: name)
                    }
                    let name = c.name + "." + SwiftImportedColor.swiftMemberName(method.selector, ofType: c.name)
                    out.append(SwiftImportedColor(swiftName: name, declared: declared, source: source, value: value))
                }
            }
        }
        return out
    }

    /// `UIColor *`, `NSColor *`, or `instancetype` of a color class's category.
    static func returnsColor(_ method: ObjCMethod, of className: String) -> Bool {
        if let returned = ObjCVariable.className(of: method.returnType) { return colorClasses.contains(returned) }
        return method.returnType.contains("instancetype") && colorClasses.contains(className)
    }
}
