/// The declarations of every Kotlin and Java file read, by simple name: types, functions and properties, each with
/// the type that declares it (nil at a Kotlin file's top level) and its file. Names resolve the way a reader of the
/// code would without a compiler: by simple name and argument count, the nearest declaration first (same type, its
/// supertypes and enclosing types, same file), then anywhere in the code read.
public struct JVMSymbolIndex: Sendable {
    /// A type with where it is declared.
    public struct TypeEntry: Sendable {
        public let type: JVMType
        /// Enclosing types' names, outermost first.
        public let outer: [String]
        public let file: JVMFile
    }

    /// A function or property with its declaring type (nil at top level) and file.
    public struct Member<Value: Sendable>: Sendable {
        public let value: Value
        public let owner: TypeEntry?
        public let file: JVMFile
    }

    public private(set) var types: [String: [TypeEntry]] = [:]
    public private(set) var functions: [String: [Member<JVMFunction>]] = [:]
    public private(set) var properties: [String: [Member<JVMProperty>]] = [:]
    public let files: [JVMFile]
    /// Constructor calls and property assignments, for following fields and constructor parameters.
    public private(set) var writes = JVMWrites()
    /// Type name → the names of the types the code read declares with it as a direct supertype (`subtypes(of:)`),
    /// built once: the lookup is asked for many classes.
    private var directSubtypes: [String: [String]] = [:]

    public init(files: [JVMFile]) {
        self.files = files
        for file in files {
            for function in file.members.functions {
                functions[function.name, default: []].append(Member(value: function, owner: nil, file: file))
            }
            for property in file.members.properties {
                properties[property.name, default: []].append(Member(value: property, owner: nil, file: file))
            }
            for (type, outer) in file.allTypes {
                let entry = TypeEntry(type: type, outer: outer, file: file)
                types[type.name, default: []].append(entry)
                for function in type.members.functions {
                    functions[function.name, default: []].append(Member(value: function, owner: entry, file: file))
                }
                for property in type.members.properties {
                    properties[property.name, default: []].append(Member(value: property, owner: entry, file: file))
                }
            }
        }
        for (typeName, entries) in types {
            for supertype in entries.flatMap(\.type.supertypes) {
                directSubtypes[supertype, default: []].append(typeName)
            }
        }
        writes = JVMWrites(index: self)
    }

    /// The superclass chain and interfaces of `name`, transitively, as far as the code read declares them
    /// (`MainActivity` → `BaseActivity`, `AppCompatActivity`); the first name not declared ends its branch.
    public func supertypes(of name: String) -> [String] {
        var result: [String] = []
        var queue = types[name]?.first?.type.supertypes ?? []
        var seen: Set<String> = [name]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            queue += types[next]?.first?.type.supertypes ?? []
        }
        return result
    }

    /// Every type declared in the code read that inherits `name`, directly or not.
    public func subtypes(of name: String) -> Set<String> {
        var result = Set<String>()
        var queue = [name]
        while let next = queue.popLast() {
            for sub in directSubtypes[next] ?? [] where result.insert(sub).inserted { queue.append(sub) }
        }
        return result
    }

    /// The types whose members a name in `owner` can reach without a qualifier: the type, its companion object,
    /// its enclosing types (and their companions), its supertypes declared in the code read.
    public func scopeTypes(of owner: TypeEntry?) -> [String] {
        guard let owner else { return [] }
        var names = [owner.type.name] + owner.outer.reversed() + supertypes(of: owner.type.name)
        for name in names {
            names += (types[name]?.first?.type.members.types ?? []).filter { $0.kind == .companionObject }.map(\.name)
        }
        return names
    }

    /// Functions named `name` that accept `argumentCount` arguments, the nearest first: declared in `scope` (type
    /// names, in order), then in the same file's top level, then anywhere else.
    public func functions(named name: String, argumentCount: Int, scope: [String], file: JVMFile?) -> [Member<
        JVMFunction
    >] {
        let all = (functions[name] ?? []).filter { $0.value.accepts(argumentCount: argumentCount) }
        return nearest(all, scope: scope, file: file)
    }

    /// Properties named `name`, the nearest first (as `functions(named:…)`).
    public func properties(named name: String, scope: [String], file: JVMFile?) -> [Member<JVMProperty>] {
        nearest(properties[name] ?? [], scope: scope, file: file)
    }

    /// Members of the type `typeName` (or of its companion object) named `name`.
    public func members<Value>(_ all: [Member<Value>], ofType typeName: String) -> [Member<Value>] {
        all.filter { member in
            guard let owner = member.owner else { return false }
            return owner.type.name == typeName || (owner.type.kind == .companionObject && owner.outer.last == typeName)
        }
    }

    func nearest<Value>(_ all: [Member<Value>], scope: [String], file: JVMFile?) -> [Member<Value>] {
        for typeName in scope {
            let found = members(all, ofType: typeName)
            if !found.isEmpty { return found }
        }
        if let file {
            let topLevel = all.filter { $0.owner == nil && $0.file.path == file.path }
            if !topLevel.isEmpty { return topLevel }
        }
        return all
    }
}
