import LegibleSwiftSyntax

/// A stored property whose value is a type (`static var app = AppColors.self`, `static let legacy: Brand.Type =
/// Brand.self`) is that type used as a namespace: a path through it (`UIColor.app.primaryText`, `.legacy.caption`)
/// names the type's member (`AppColors.primaryText`). The Swift Programming Language, "Types: Metatype Type" (a
/// type's `.self` is a value of its metatype, through which its static members are reached).
extension SwiftEvaluator {
    /// `path` with its longest prefix that names such a property replaced by the type it holds; nil when none does.
    func metatypeNamespacePath(_ path: [String], _ ctx: SwiftEvaluationContext) -> [String]? {
        guard path.count >= 2 else { return nil }
        for k in stride(from: path.count - 1, through: 1, by: -1) {
            guard let id = lookupDeclaration(Array(path.prefix(k)), ctx), let type = heldType(id) else { continue }
            let rewritten = type + path.dropFirst(k)
            return rewritten == path ? nil : rewritten
        }
        return nil
    }

    /// `.legacy.caption` in a color context: `legacy` a static property of the context's color type (of `UIColor`,
    /// `Color` or `NSColor` when none is known) holding a type → that type's `caption`.
    func implicitMetatypeNamespacePath(_ path: [String], _ ctx: SwiftEvaluationContext) -> [String]? {
        guard path.count >= 2 else { return nil }
        for colorType in ctx.colorType.map({ [$0] }) ?? ["UIColor", "Color", "NSColor"] {
            if let ids = byQualifiedName[colorType + "." + path[0]], let id = ids.first, let type = heldType(id) {
                return type + path.dropFirst()
            }
        }
        return nil
    }

    /// The type a stored property holds as its value (`= AppColors.self`), as a path.
    func heldType(_ id: SwiftDeclarationID) -> [String]? {
        let d = declaration(id)
        guard d.kind == .storedProperty, case .member(let base, "self", _)? = d.value, let type = base.dottedPath,
            !type.hasPrefix(".")
        else { return nil }
        return type.split(separator: ".").map(String.init)
    }
}
