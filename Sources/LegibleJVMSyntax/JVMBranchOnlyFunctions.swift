extension JVMTreeWalk {
    /// The private functions of a file that run only on some branch: every call of one (by its name, anywhere in the
    /// file) is on a branch line of the body making it (`branchLines`), or inside another such function. A private
    /// function (Kotlin `private fun`, Java `private void`) is called from its own file only, so the file's calls are
    /// all its calls: `if (editing) lockPath()` with `private void lockPath() { path.setEnabled(false); }` disables the
    /// view on that branch only. A function the file names otherwise than by calling it (a method reference
    /// `this::lockPath`, `FolderActivity::lockPath`), or never calls, is not one: when it runs is not known.
    public static func branchOnlyFunctions(in file: JVMFile) -> Set<String> {
        var declared: [String: Bool] = [:] // name → every declaration of it is private
        var bodies: [(function: String?, statements: [JVMStatement])] = []
        func visit(_ members: JVMMembers) {
            for function in members.functions {
                declared[function.name] = (declared[function.name] ?? true) && function.modifiers.contains("private")
                bodies.append((function.name, function.body ?? []))
            }
            for initializer in members.initializers { bodies.append((nil, initializer)) }
            for property in members.properties {
                if let value = property.initializer {
                    bodies.append((nil, [JVMStatement(.expression(value), line: value.line)]))
                }
                if let getter = property.getter { bodies.append((nil, getter)) }
            }
        }
        visit(file.members)
        for (type, _) in file.allTypes { visit(type.members) }
        let candidates = Set(declared.filter(\.value).keys)
        guard !candidates.isEmpty else { return [] }
        // name → the functions calling it (nil: a body that is no function), on a branch or not.
        var callers: [String: [(caller: String?, onBranch: Bool)]] = [:]
        var mentions: [String: Int] = [:]
        var calls: [String: Int] = [:]
        for (function, statements) in bodies {
            let branchLines = branchLines(statements)
            Self.statements(statements) { _ in
            } expression: { e in
                switch e.kind {
                case .name(let name), .member(_, let name, _):
                    if candidates.contains(name) { mentions[name, default: 0] += 1 }
                case .call(let callee, _):
                    guard let name = callee.calledName?.name, candidates.contains(name) else { return }
                    calls[name, default: 0] += 1
                    callers[name, default: []].append((function, branchLines.contains(e.line)))
                default: break
                }
            }
        }
        var result = Set<String>()
        var changed = true
        while changed {
            changed = false
            for name in candidates.subtracting(result) {
                guard let sites = callers[name], !sites.isEmpty, mentions[name] == calls[name] else { continue }
                if sites.allSatisfy({ $0.onBranch || ($0.caller.map(result.contains) ?? false) }) {
                    result.insert(name)
                    changed = true
                }
            }
        }
        return result
    }
}

extension JVMTreeWalk {
    /// The line of every statement and expression of a body, at any depth: the lines of a body that runs on a branch
    /// only (`branchOnlyFunctions`), as `branchLines` gives them for a branch within a body.
    public static func allLines(_ statements: [JVMStatement]) -> Set<Int> {
        var lines = Set<Int>()
        Self.statements(statements) {
            lines.insert($0.line)
        } expression: {
            lines.insert($0.line)
        }
        return lines
    }
}
