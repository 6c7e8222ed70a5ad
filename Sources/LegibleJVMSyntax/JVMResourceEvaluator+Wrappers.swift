extension JVMResourceEvaluator {
    /// Whether `e` is, on every path, a construction of one of `valuedArguments` (`new ContextThemeWrapper(ctx,
    /// themeId)`): the construction itself, a local every assignment of which is one, or a call of functions of the
    /// code read that return only such (`ThemeChanger.getDialogThemeWrapper(context)`). Then a `receiverValuedNames`
    /// call on it (`wrapper.getTheme()`) has the construction's value, not that of an app function so named.
    public func isValuedConstruction(_ e: JVMExpression, _ scope: Scope, depth: Int = 0) -> Bool {
        guard depth < 4, !valuedArguments.isEmpty else { return false }
        switch e.kind {
        case .call(let callee, let arguments):
            guard let (name, receiver) = callee.calledName else { return false }
            if valuedArguments[name] != nil { return true }
            var typeScope = index.scopeTypes(of: scope.owner)
            if let path = receiver?.dottedPath, let typeName = path.split(separator: ".").last.map(String.init),
                index.types[typeName] != nil
            {
                typeScope = [typeName] + typeScope
            }
            let candidates = index.functions(
                named: name, argumentCount: arguments.count, scope: typeScope, file: scope.file
            ).filter { $0.value.body != nil }
            guard !candidates.isEmpty else { return false }
            return candidates.allSatisfy { candidate in
                let inner = Scope(file: candidate.file, owner: candidate.owner, function: candidate.value)
                let values = Self.returns(candidate.value.body ?? [])
                return !values.isEmpty && values.allSatisfy { isValuedConstruction($0, inner, depth: depth + 1) }
            }
        case .name(let name):
            guard let assigned = scope.locals[name], !assigned.isEmpty else { return false }
            return assigned.allSatisfy { isValuedConstruction($0, scope, depth: depth + 1) }
        default:
            return false
        }
    }
}
