/// The declarations of one Kotlin or Java file: its package, imports and top-level members (Kotlin functions and
/// properties outside any class), and its types with their members, nested types included.
public struct JVMFile: Sendable, Hashable {
    public var path: String
    public var language: JVMLanguage
    public var package: String?
    public var imports: [JVMImport]
    public var types: [JVMType]
    /// Kotlin top-level functions and properties.
    public var members: JVMMembers
    /// Lines the parser could not read (skipped up to the next declaration or statement).
    public var unknownLines: [Int]

    public init(
        path: String, language: JVMLanguage, package: String? = nil, imports: [JVMImport] = [], types: [JVMType] = [],
        members: JVMMembers = JVMMembers(), unknownLines: [Int] = []
    ) {
        self.path = path
        self.language = language
        self.package = package
        self.imports = imports
        self.types = types
        self.members = members
        self.unknownLines = unknownLines
    }

    /// Every type of the file, nested ones after their parent, each with the names of its enclosing types.
    public var allTypes: [(type: JVMType, outer: [String])] {
        var result: [(JVMType, [String])] = []
        func visit(_ type: JVMType, _ outer: [String]) {
            result.append((type, outer))
            for nested in type.members.types { visit(nested, outer + [type.name]) }
        }
        for type in types { visit(type, []) }
        return result
    }
}

/// `import a.b.C`, `import a.b.C as D`, `import a.b.*`, Java `import static a.b.C.m`.
public struct JVMImport: Sendable, Hashable {
    public var path: String
    public var alias: String?
    public var line: Int

    public init(path: String, alias: String?, line: Int) {
        self.path = path
        self.alias = alias
        self.line = line
    }

    /// The name the file uses: the alias, else the last component (`*` for a wildcard).
    public var name: String { alias ?? String(path.split(separator: ".").last ?? "") }
}

/// A class, interface, object, enum or annotation type.
public struct JVMType: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `class`, interface, object, companionObject, `enum`, annotation, record
    }

    public var kind: Kind
    public var name: String
    /// Supertypes as written, simple names without type arguments (`BaseActivity`, `AppCompatActivity`), the
    /// superclass first when the language says which (Java `extends`; Kotlin: the one called with `()`).
    public var supertypes: [String]
    /// The qualifier each supertype in `supertypes` is written with, when it is (`RecyclerView` for
    /// `RecyclerView.Adapter`, `androidx.fragment.app` for `androidx.fragment.app.Fragment`): which `Adapter` it is.
    public var supertypeQualifiers: [String: String] = [:]
    /// The arguments a Kotlin class passes to its superclass's constructor (`: Fragment(R.layout.main)`).
    public var superclassArguments: [JVMArgument] = []
    public var modifiers: Set<String>
    /// Kotlin primary constructor parameters (`class A(val style: Int)`) and Java record components.
    public var constructorParameters: [JVMParameter]
    /// Enum constants with their arguments (`LIGHT(R.style.Light)`).
    public var enumEntries: [JVMEnumEntry]
    public var members: JVMMembers
    public var line: Int

    public init(
        kind: Kind, name: String, supertypes: [String] = [], modifiers: Set<String> = [],
        constructorParameters: [JVMParameter] = [], enumEntries: [JVMEnumEntry] = [],
        members: JVMMembers = JVMMembers(),
        line: Int
    ) {
        self.kind = kind
        self.name = name
        self.supertypes = supertypes
        self.modifiers = modifiers
        self.constructorParameters = constructorParameters
        self.enumEntries = enumEntries
        self.members = members
        self.line = line
    }
}

/// The members of a type or a file.
public struct JVMMembers: Sendable, Hashable {
    public var functions: [JVMFunction] = []
    public var properties: [JVMProperty] = []
    public var types: [JVMType] = []
    /// `init { }` blocks, Java instance and `static { }` initializers.
    public var initializers: [[JVMStatement]] = []

    public init() {}

    /// The code of these members as statements, in declaration order: function bodies, initializers, property
    /// initializers (each an expression statement) and getters, then nested types' code. Walking a local function or
    /// class (`JVMStatementKind.declaration`) visits it.
    public var code: [JVMStatement] {
        var statements: [JVMStatement] = []
        for function in functions { statements += function.body ?? [] }
        for initializer in initializers { statements += initializer }
        for property in properties {
            if let value = property.initializer {
                statements.append(JVMStatement(.expression(value), line: value.line))
            }
            statements += property.getter ?? []
        }
        for type in types { statements += type.members.code }
        return statements
    }
}

/// A function, method or constructor (`name` is `constructor` / the class name for constructors).
public struct JVMFunction: Sendable, Hashable {
    public var name: String
    /// Kotlin extension receiver as written (`Context` in `fun Context.themeFor()`).
    public var receiver: String?
    public var parameters: [JVMParameter]
    public var modifiers: Set<String>
    /// The statements of a block body; an expression body `= expr` is one `return expr`. Nil when abstract.
    public var body: [JVMStatement]?
    public var line: Int
    /// The declared return type as written (Kotlin `: WelcomeFragment`, Java `WelcomeFragment createFragment(…)`);
    /// nil for a constructor or a Kotlin function that declares none.
    public var returnType: String?

    public init(
        name: String, receiver: String? = nil, parameters: [JVMParameter], modifiers: Set<String> = [],
        body: [JVMStatement]?, line: Int, returnType: String? = nil
    ) {
        self.name = name
        self.receiver = receiver
        self.parameters = parameters
        self.modifiers = modifiers
        self.body = body
        self.line = line
        self.returnType = returnType
    }

    /// Whether a call with `count` arguments can reach this function (parameters with defaults may be left out, a
    /// vararg takes any number).
    public func accepts(argumentCount count: Int) -> Bool {
        if parameters.contains(where: \.isVararg) { return count >= parameters.count - 1 }
        let required = parameters.filter { !$0.hasDefault }.count
        return count >= required && count <= parameters.count
    }
}

/// A parameter: its name, its type as written, whether it has a default value or is a vararg.
public struct JVMParameter: Sendable, Hashable {
    public var name: String
    public var type: String
    public var hasDefault: Bool
    public var isVararg: Bool
    /// Kotlin `val` / `var` constructor parameters are properties too.
    public var isProperty: Bool

    public init(name: String, type: String, hasDefault: Bool = false, isVararg: Bool = false, isProperty: Bool = false)
    {
        self.name = name
        self.type = type
        self.hasDefault = hasDefault
        self.isVararg = isVararg
        self.isProperty = isProperty
    }
}

/// A property or field: `const val DARK = R.style.Dark`, `static final int DARK = R.style.Dark;`,
/// `val theme get() = …`, `val theme by lazy { … }`.
public struct JVMProperty: Sendable, Hashable {
    public var name: String
    public var modifiers: Set<String>
    public var isMutable: Bool
    /// The type as written (`FragmentMainBinding?`, `private FragmentMainBinding binding;`), when it is written.
    public var type: String?
    /// `= value`, or the delegate of `by` (`lazy { … }`).
    public var initializer: JVMExpression?
    /// The body of a `get()`: its statements (an expression getter is one `return`).
    public var getter: [JVMStatement]?
    public var line: Int

    public init(
        name: String, modifiers: Set<String> = [], isMutable: Bool, initializer: JVMExpression?,
        getter: [JVMStatement]? = nil, line: Int
    ) {
        self.name = name
        self.modifiers = modifiers
        self.isMutable = isMutable
        self.initializer = initializer
        self.getter = getter
        self.line = line
    }
}

/// An enum constant: `LIGHT(R.style.Light)`.
public struct JVMEnumEntry: Sendable, Hashable {
    public var name: String
    public var arguments: [JVMArgument]
    public var line: Int

    public init(name: String, arguments: [JVMArgument], line: Int) {
        self.name = name
        self.arguments = arguments
        self.line = line
    }
}
