import LegibleJVMSyntax

/// The view class code declares for the receiver of a write, read from the syntax tree as a compiler would type it:
/// a parameter of the function (`fun brand(appBar: AppBarLayout, …)`, Java `void applyBrand(@NonNull AppBarLayout
/// appBarLayout, …)`), a local with a type (`val bar: MaterialToolbar = …`, Java `TextView label = …`) or whose
/// initializer has one (a cast, another typed name), a property or field of the file (`private lateinit var bar:
/// AppBarLayout`), a Kotlin cast (`(view as TextView)`). Nil when the code declares none (a lambda's parameter, a
/// call's result): the write may then be on any view.
struct AndroidReceiverTypes {
    /// Name → the simple class name declared for it in the scope (nil when declared with different types).
    private var declared: [String: String?] = [:]

    /// The names the file declares outside any function: its properties and fields, Kotlin constructor properties.
    init(file: JVMFile) {
        for (type, _) in file.allTypes {
            for property in type.members.properties { declare(property.name, property.type) }
            for parameter in type.constructorParameters where parameter.isProperty {
                declare(parameter.name, parameter.type)
            }
        }
        for property in file.members.properties { declare(property.name, property.type) }
    }

    /// The file's names with the function's parameters and locals over them (same function scope).
    func inside(_ function: JVMFunction?, _ statements: [JVMStatement]) -> AndroidReceiverTypes {
        var scope = self
        var own = AndroidReceiverTypes()
        for parameter in function?.parameters ?? [] { own.declare(parameter.name, parameter.type) }
        var locals: [(String, String?, JVMExpression?)] = []
        JVMTreeWalk.statements(statements) { s in
            if case .local(let name, let value) = s.kind { locals.append((name, s.declaredType, value)) }
        } expression: { _ in
        }
        for (name, written, _) in locals where written != nil { own.declare(name, written) }
        // A local declared without a type takes its initializer's (`val bar = appBar`, `val t = v as TextView`).
        for (name, written, value) in locals where written == nil {
            own.declared[name] = .some(value.flatMap { own.type(of: $0) ?? scope.type(of: $0) })
        }
        for (name, type) in own.declared { scope.declared[name] = type }
        return scope
    }

    private init() {}

    private mutating func declare(_ name: String, _ written: String?) {
        let type = AndroidViewClasses.simpleType(written)
        if let existing = declared[name], existing != type {
            declared[name] = .some(nil)
        } else {
            declared[name] = .some(type)
        }
    }

    /// The class declared for the view `e` names (`appBar`, `this.appBar`, `appBar!!`, `(v as TextView)`).
    func type(of e: JVMExpression) -> String? {
        switch e.kind {
        case .binary(let op, _, let right) where op == "as" || op == "as?":
            return AndroidViewClasses.simpleType(right.dottedPath)
        case .unary("!!", let operand, postfix: true): return type(of: operand)
        case .name(let name): return declared[name] ?? nil
        case .member(let base, let name, _) where base.kind == .name("this"): return declared[name] ?? nil
        default: return nil
        }
    }
}
