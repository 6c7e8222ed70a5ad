import LegiblePalette
import LegibleObjCSyntax
import LegibleSwiftSyntax

/// The app's view classes that draw themselves: UIKit's `draw(_:)` / `drawRect:` ("the default implementation does
/// nothing; subclasses that draw their view's content override it", UIView) and AppKit's `draw(_:)` / `drawRect:` /
/// `updateLayer` (NSView; `wantsUpdateLayer` returning true makes `updateLayer` the drawing). What such a view paints
/// under the text is its code's, which Legible does not read (`CodeRecolor`: review, naming the class).
struct CodeDrawingClasses {
    /// class → where its drawing method is.
    private(set) var drawing: [String: SourceLocation] = [:]

    /// The Objective-C selectors of a view's own drawing.
    static let objcSelectors: Set<String> = ["drawRect:", "updateLayer"]

    init(objc: [(path: String, file: ObjCFile)], swift: [(path: String, declarations: [SwiftDeclaration])]) {
        for (path, file) in objc {
            for c in file.classes where c.kind == .implementation {
                for m in c.methods where !m.isClassMethod && m.body != nil && Self.objcSelectors.contains(m.selector) {
                    declare(c.name, SourceLocation(path: path, line: m.line))
                }
            }
        }
        for (path, declarations) in swift {
            for d in declarations where d.kind == .function && !d.isStatic {
                guard let owner = d.scope.last else { continue }
                let draws =
                    (d.name == "draw" && d.parameters.count == 1 && d.parameters[0].type.hasSuffix("Rect"))
                    || (d.name == "updateLayer" && d.parameters.isEmpty)
                if draws { declare(owner, SourceLocation(path: path, line: d.token.line)) }
            }
        }
    }

    private mutating func declare(_ owner: String, _ at: SourceLocation) {
        if drawing[owner] == nil { drawing[owner] = at }
    }
}
